/**
 * Attribution, first-party only (issue 43). A page of the store's origin asked for with `?ref=CODE` of
 * an active partner records a click (the partner, the source, the widget, the book the path names, the
 * time, and a daily-salted hash of the visitor instead of any address) and the HTTP edge
 * (attribution.routes.ts) sets a signed cookie naming the partner and the click; a newer ref overwrites
 * it (the last partner wins). At checkout the order is stamped with them when the signature holds, the
 * click is within PARTNER_ATTRIBUTION_DAYS, the partner is active and is not the buyer.
 */
import type { Kysely } from 'kysely';
import { matchStorePage } from '@bookstore/api-client/store-routes';
import type { AppDeps } from '../../context.ts';
import type { Database, PartnerClickSource, PartnerWidget } from '../../db/schema.ts';
import { hmacSha256, safeEqual, sha256 } from '../../lib/crypto.ts';
import {
  addressClicks,
  bookIdNamed,
  clickById,
  insertClick,
  partnerByCode,
  partnerByUser,
  recentClick,
  stampOrderPartner,
} from './partners.queries.ts';

const DAY_MS = 86_400_000;
const CODE = /^[A-Z2-9]{8}$/;
const WIDGETS: readonly PartnerWidget[] = ['card', 'search', 'cart', 'player'];
/** Store pages whose path names a book (by uid or slug). */
const BOOK_PAGE = /^\/(?:books|ebooks|audiobooks|printbooks)\/\{slug\}/;

/** What the cookie carries once its signature is checked. */
export interface Attribution {
  partnerId: number;
  clickId: number;
  /** When the cookie was issued (seconds since the epoch). */
  issuedAt: number;
}

export interface ClickRequest {
  /** The `ref` query parameter, as sent. */
  code: string;
  /** `ref_src`: widget or link (anything else counts as a link). */
  source: string | undefined;
  /** `ref_widget`: card, search, cart or player (with a widget source). */
  widget: string | undefined;
  /** The page's path (it may name a book). */
  path: string;
  /** The client's address and user agent: only their daily-salted hash is kept. */
  ip: string;
  userAgent: string;
}

/** One address's clicks for one partner in a UTC day beyond this many reuse its latest click. */
export const CLICKS_PER_ADDRESS_DAY = 20;

/** A hash salted with the server's secret and the UTC day, so hashes of two days cannot be linked. */
function dailyHash(deps: Pick<AppDeps, 'config'>, now: Date, ...parts: string[]): string {
  const day = now.toISOString().slice(0, 10);
  return sha256([deps.config.appSecret, 'partner-click', day, ...parts].join('|')).slice(0, 40);
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The book a store path names, if it is a book's page. */
async function bookOfPath(db: Kysely<Database>, path: string): Promise<number | null> {
  const page = matchStorePage(path);
  if (!page || !BOOK_PAGE.test(page.pattern)) return null;
  const names: string[] = [];
  for (const value of Object.values(page.params)) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded.length > 0 && decoded.length <= 255) names.push(decoded);
    } catch {
      // A malformed escape names nothing.
    }
  }
  if (names.length === 0) return null;
  return (await bookIdNamed(db, names))?.id ?? null;
}

/**
 * Records a click for an active partner's code and answers the attribution to put in the cookie; null
 * when the code names no active partner. The same visitor's repeat clicks on one UTC day are one click.
 */
export async function recordClick(deps: AppDeps, request: ClickRequest): Promise<Attribution | null> {
  const code = request.code.trim().toUpperCase();
  if (!CODE.test(code)) return null;
  const partner = await partnerByCode(deps.db, code);
  if (!partner || partner.status !== 'active') return null;
  const now = deps.clock();
  const hash = dailyHash(deps, now, request.ip, request.userAgent.slice(0, 300));
  const addressHash = dailyHash(deps, now, request.ip);
  const source: PartnerClickSource = request.source === 'widget' ? 'widget' : 'link';
  const widget =
    source === 'widget' && WIDGETS.includes(request.widget as PartnerWidget)
      ? (request.widget as PartnerWidget)
      : null;
  const today = startOfUtcDay(now);
  let seen = await recentClick(deps.db, partner.user_id, hash, today);
  if (!seen) {
    const address = await addressClicks(deps.db, partner.user_id, addressHash, today);
    if (address.count >= CLICKS_PER_ADDRESS_DAY) seen = address.latest;
  }
  const click =
    seen ??
    (await insertClick(deps.db, {
      partner_id: partner.user_id,
      source,
      widget,
      book_id: await bookOfPath(deps.db, request.path),
      visitor_hash: hash,
      address_hash: addressHash,
      created_at: now,
    }));
  return { partnerId: partner.user_id, clickId: click.id, issuedAt: Math.floor(now.getTime() / 1000) };
}

const macOf = (deps: Pick<AppDeps, 'config'>, body: string) =>
  hmacSha256(deps.config.appSecret, `partner-attribution|${body}`).slice(0, 43);

/** The cookie's value: `partner.click.issued.mac`. */
export function signAttribution(deps: Pick<AppDeps, 'config'>, attribution: Attribution): string {
  const body = `${attribution.partnerId}.${attribution.clickId}.${attribution.issuedAt}`;
  return `${body}.${macOf(deps, body)}`;
}

/** The attribution a cookie carries, or null when it is absent, malformed or not signed by this server. */
export function verifyAttribution(
  deps: Pick<AppDeps, 'config'>,
  value: string | undefined,
): Attribution | null {
  if (!value || value.length > 200) return null;
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([0-9a-f]{43})$/.exec(value);
  if (!match) return null;
  const [, partner = '', click = '', issued = '', mac = ''] = match;
  if (!safeEqual(mac, macOf(deps, `${partner}.${click}.${issued}`))) return null;
  return { partnerId: Number(partner), clickId: Number(click), issuedAt: Number(issued) };
}

/** Whether an attribution still counts at `now`: issued and clicked within the window. */
export function withinWindow(attributionDays: number, clickedAt: Date, issuedAt: number, now: Date): boolean {
  const limit = now.getTime() - attributionDays * DAY_MS;
  return clickedAt.getTime() >= limit && issuedAt * 1000 >= limit;
}

/**
 * Stamps a new order (in checkout's transaction) with the partner and the click, when the attribution
 * counts: the click is the partner's and within the window, the partner is active, the buyer is not the
 * partner. Answers whether it stamped. Books the partner sells earn nothing (settled per item).
 */
export async function stampOrder(
  trx: Kysely<Database>,
  deps: Pick<AppDeps, 'config'>,
  order: { id: number; user_id: number },
  attribution: Attribution | null,
  now: Date,
): Promise<boolean> {
  if (!attribution || attribution.partnerId === order.user_id) return false;
  const partner = await partnerByUser(trx, attribution.partnerId);
  const click = await clickById(trx, attribution.clickId);
  if (!partner || partner.status !== 'active') return false;
  if (!click || click.partner_id !== partner.user_id) return false;
  if (!withinWindow(deps.config.partnerAttributionDays, click.created_at, attribution.issuedAt, now)) {
    return false;
  }
  await stampOrderPartner(trx, order.id, partner.user_id, click.id);
  return true;
}
