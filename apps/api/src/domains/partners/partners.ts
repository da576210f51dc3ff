/**
 * The partner programme (issue 43): joining, the partner's profile, the dashboard's figures and the
 * attributed orders, and the operators' decisions (suspend, restore, rates), each audited in its own
 * transaction like the other operator decisions (accounts/audit.ts).
 */
import { ledgerBalance } from '../../db/ledger.ts';
import type { PartnerRates } from '@bookstore/api-client/contract';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { PartnersTable, User } from '../../db/schema.ts';
import { Conflict, forbidden, notFound } from '../../domain/errors.ts';
import { shortUid } from '../../lib/crypto.ts';
import { homeCountry } from '../catalogue/home-country.ts';
import { recordAction, type WebActor } from '../accounts/audit.ts';
import { currentRates } from './commission.ts';
import {
  adminPartnerRow,
  adminPartnersPage,
  attributedOrdersPage,
  clickCounts,
  clicksPerMonth,
  commissionLinesOf,
  commissionTotals,
  earningsPerMonth,
  insertPartner,
  itemsOfOrders,
  lockPartnerByCode,
  markUserPartner,
  ordersPerMonth,
  paidOrderCount,
  partnerByUser,
  partnerFigures,
  saveRates,
  topBooks,
  updatePartner,
} from './partners.queries.ts';

export type PartnerRow = Selectable<PartnersTable>;

/** The dashboard's charts cover this many months (as the sellers' do). */
export const PARTNER_MONTHS = 12;
const TOP_BOOKS = 5;

/** The partner row of a user who is one; 403 for anyone else. */
export async function requirePartner(deps: Pick<AppDeps, 'db'>, user: Pick<User, 'id'>): Promise<PartnerRow> {
  const partner = await partnerByUser(deps.db, user.id);
  if (!partner) throw forbidden('This action needs a partner account: join the partner programme first.');
  return partner;
}

/** The user's partner row, or a 404 (the store's partner pages then offer to join). */
export async function ownPartner(deps: Pick<AppDeps, 'db'>, user: Pick<User, 'id'>): Promise<PartnerRow> {
  const partner = await partnerByUser(deps.db, user.id);
  if (!partner) throw notFound('You are not a partner yet.');
  return partner;
}

/** Makes the user a partner with a new code; 409 when they already are one. */
export async function joinProgramme(
  deps: AppDeps,
  user: Pick<User, 'id'>,
  body: { site_url: string; terms_version: string },
): Promise<PartnerRow> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    if (await partnerByUser(trx, user.id)) throw new Conflict('You are already a partner.');
    // 32^8 codes: a clash is rare, and the unique code makes it visible; draw again then.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await insertPartner(trx, {
        user_id: user.id,
        code: shortUid(8),
        site_url: body.site_url,
        terms_version: body.terms_version,
        terms_accepted_at: now,
        status: 'active',
        created_at: now,
        updated_at: now,
      });
      if (row) {
        await markUserPartner(trx, user.id, now);
        return row;
      }
    }
    throw new Conflict('No partner code could be drawn; try again.');
  });
}

export async function changeSite(deps: AppDeps, user: Pick<User, 'id'>, siteUrl: string) {
  await requirePartner(deps, user);
  return updatePartner(deps.db, user.id, { site_url: siteUrl, updated_at: deps.clock() });
}

/** `YYYY-MM` of the last `count` months up to `now`, oldest first (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

const byMonth = (rows: readonly { month: string; value: number | string | null }[]) =>
  new Map(rows.map((r) => [r.month, Number(r.value ?? 0)]));

/** The dashboard's figures in the partner's currency (their country's, as sellers' are). */
export async function partnerStats(deps: AppDeps, user: Pick<User, 'id' | 'country_code'>) {
  const partner = await requirePartner(deps, user);
  const now = deps.clock();
  const country = await homeCountry(deps.db, user);
  const currency = country.currency_code;
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (PARTNER_MONTHS - 1), 1));
  const [clicks, orders, totals, balance, clickMonths, orderMonths, earningMonths, books] = await Promise.all(
    [
      clickCounts(deps.db, partner.user_id),
      paidOrderCount(deps.db, partner.user_id),
      commissionTotals(deps.db, user.id, currency, now),
      ledgerBalance(deps.db, user.id, currency, now),
      clicksPerMonth(deps.db, partner.user_id, from),
      ordersPerMonth(deps.db, partner.user_id, from),
      earningsPerMonth(deps.db, user.id, currency, from),
      topBooks(deps.db, user.id, currency, TOP_BOOKS),
    ],
  );
  const [c, o, e] = [byMonth(clickMonths), byMonth(orderMonths), byMonth(earningMonths)];
  const clickTotal = Number(clicks.total);
  const orderTotal = Number(orders.count);
  return {
    country,
    clicks: clickTotal,
    widgetClicks: Number(clicks.widget),
    linkClicks: Number(clicks.link),
    orders: orderTotal,
    conversion: clickTotal === 0 ? 0 : Math.round((orderTotal / clickTotal) * 10_000) / 10_000,
    earned: Number(totals.earned),
    held: Number(totals.held),
    balance,
    months: lastMonths(now, PARTNER_MONTHS).map((month) => ({
      month,
      clicks: c.get(month) ?? 0,
      orders: o.get(month) ?? 0,
      earnings: e.get(month) ?? 0,
    })),
    topBooks: books.map((b) => ({
      uid: b.uid,
      title: b.title,
      type: b.type,
      orders: Number(b.orders),
      commission: Number(b.commission ?? 0),
    })),
  };
}

export type PartnerOrderStatus = 'pending_payment' | 'held' | 'available' | 'reversed' | 'none';

/** A page of the partner's attributed orders with their books and the commission each earned. */
export async function attributedOrders(
  deps: AppDeps,
  user: Pick<User, 'id'>,
  page: { page: number; per_page: number },
) {
  const partner = await requirePartner(deps, user);
  const now = deps.clock();
  const { rows, total } = await attributedOrdersPage(deps.db, partner.user_id, page.page, page.per_page);
  const items =
    rows.length === 0
      ? []
      : await itemsOfOrders(
          deps.db,
          rows.map((r) => r.id),
        );
  const lines =
    items.length === 0
      ? []
      : await commissionLinesOf(
          deps.db,
          user.id,
          items.map((i) => i.id),
        );
  const orders = rows.map((order) => {
    const own = items.filter((i) => i.order_id === order.id);
    const ownLines = lines.filter((l) => own.some((i) => i.id === l.order_item_id));
    const commission = ownLines.reduce((sum, l) => sum + l.amount, 0);
    const earned = ownLines.filter((l) => l.kind === 'commission');
    let status: PartnerOrderStatus;
    if (order.paid_at === null) status = order.status === 'pending_payment' ? 'pending_payment' : 'none';
    else if (earned.length === 0) status = 'none';
    else if (commission <= 0) status = 'reversed';
    else status = earned.some((l) => l.available_at > now) ? 'held' : 'available';
    return { order, items: own, commission, status };
  });
  return { orders, total };
}

// The back office ------------------------------------------------------------------------------

export async function listPartners(
  deps: Pick<AppDeps, 'db'>,
  query: {
    status?: 'active' | 'suspended' | undefined;
    q?: string | undefined;
    page: number;
    per_page: number;
  },
) {
  const { rows, total } = await adminPartnersPage(deps.db, query, query.page, query.per_page);
  const figures = await partnerFigures(
    deps.db,
    rows.map((r) => r.user_id),
  );
  return {
    total,
    partners: rows.map((row) => ({ row, figures: figures.get(row.user_id) ?? { clicks: 0, orders: 0 } })),
  };
}

async function adminPartner(deps: Pick<AppDeps, 'db'>, userId: number) {
  const row = await adminPartnerRow(deps.db, userId);
  const figures = (await partnerFigures(deps.db, [userId])).get(userId) ?? { clicks: 0, orders: 0 };
  return { row, figures };
}

/** Suspends or restores a partner (409 when already so), audited in the same transaction. */
export async function decidePartner(
  deps: AppDeps,
  actor: WebActor,
  code: string,
  decision: 'suspend' | 'restore',
  reason: string | null,
) {
  const now = deps.clock();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const partner = await lockPartnerByCode(trx, code);
    if (!partner) throw notFound('The partner was not found.');
    const status = decision === 'suspend' ? 'suspended' : 'active';
    if (partner.status === status) throw new Conflict(`The partner is already ${status}.`);
    const { row } = await adminPartner({ db: trx }, partner.user_id);
    await updatePartner(trx, partner.user_id, {
      status,
      suspended_at: decision === 'suspend' ? now : null,
      suspension_reason: decision === 'suspend' ? reason : null,
      updated_at: now,
    });
    await recordAction(trx, actor, now, {
      action: decision === 'suspend' ? 'partner.suspend' : 'partner.restore',
      target: { type: 'partner', id: partner.code, label: row.username },
      reason,
      before: { status: partner.status },
      after: { status },
    });
    return partner.user_id;
  });
  return adminPartner(deps, userId);
}

/** Sets the commission rates (percent of the store's share per type), audited. */
export async function setRates(
  deps: AppDeps,
  actor: WebActor,
  rates: PartnerRates,
  reason: string | null,
): Promise<PartnerRates> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await currentRates(trx);
    await saveRates(
      trx,
      (['ebook', 'audiobook', 'printbook'] as const).map((type) => ({
        book_type: type,
        percent: rates[type],
      })),
      now,
    );
    const after = { ebook: rates.ebook, audiobook: rates.audiobook, printbook: rates.printbook };
    await recordAction(trx, actor, now, {
      action: 'partner.rates',
      target: { type: 'partner_rates', id: 'rates', label: 'Partner commission rates' },
      reason,
      before: { ...before },
      after,
    });
    return after;
  });
}
