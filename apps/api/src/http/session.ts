import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.ts';
import { sessionIdleMs } from '../config.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { randomBytes } from 'node:crypto';
import { hmacSha256, randomToken, safeEqual, sha256 } from '../lib/crypto.ts';

export const SESSION_COOKIE = 'bookstore_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * The mark of the seller 2-factor step (HttpOnly: page scripts never see it; the store learns the
 * check's end from GET /api/user/account's `security_check_until`).
 */
export const SELLER_COOKIE = 'session_id';

const SESSION_DAYS = 30;
const SELLER_HOURS = 12;
/** A session's last use is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const idleMs = (deps: AppDeps): number => sessionIdleMs(deps.config);

/**
 * Loads the session named by the cookie (if any, unexpired and used within the idle limit) into
 * `c.var.session`, and records its use (at most once a minute). `lookup(path)` false: no session is
 * read (static files, health checks), so they are served while the database is down.
 */
export function sessionMiddleware(
  deps: AppDeps,
  lookup: (path: string) => boolean = () => true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    const token = getCookie(c, SESSION_COOKIE);
    if (token && lookup(c.req.path)) {
      const id = sha256(token);
      const row = await deps.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select([
          'sessions.expires_at as session_expires_at',
          'sessions.last_seen_at as session_last_seen_at',
          'sessions.seller_verified_until',
          'sessions.seller_token_hash',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
      const now = deps.clock();
      if (
        row &&
        row.suspended_at === null &&
        row.session_expires_at > now &&
        row.session_last_seen_at.getTime() + idleMs(deps) > now.getTime()
      ) {
        const {
          session_expires_at,
          session_last_seen_at,
          seller_verified_until,
          seller_token_hash,
          ...user
        } = row;
        void session_expires_at;
        if (now.getTime() - session_last_seen_at.getTime() >= TOUCH_EVERY_MS) {
          await deps.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
        }
        c.set('session', {
          id,
          user: user satisfies User,
          sellerVerifiedUntil: seller_verified_until,
          sellerTokenHash: seller_token_hash,
        });
      }
    }
    await next();
  };
}

/**
 * A CSRF token: 32 hex characters of nonce, then 43 of a mac keyed with APP_SECRET over the nonce and
 * the session it was issued to (`-` before sign-in). A token taken from another session (another
 * user's, or one an attacker planted in the cookie) does not verify for this one.
 */
export function xsrfTokenFor(
  deps: AppDeps,
  sessionId: string | null,
  nonce = randomBytes(16).toString('hex'),
): string {
  return `${nonce}${xsrfMac(deps, nonce, sessionId)}`;
}

const NONCE_LENGTH = 32;
const MAC_LENGTH = 43;
const XSRF_TOKEN = new RegExp(`^[0-9a-f]{${NONCE_LENGTH + MAC_LENGTH}}$`);

const xsrfMac = (deps: AppDeps, nonce: string, sessionId: string | null): string =>
  hmacSha256(deps.config.appSecret, `xsrf|${nonce}|${sessionId ?? '-'}`).slice(0, MAC_LENGTH);

/**
 * Whether `token` was issued by this server to `sessionId` (null: to a visitor). A token outlived by its
 * session fails: the store's client then fetches a new one (GET /sanctum/csrf-cookie) and retries.
 */
export function xsrfTokenValid(deps: AppDeps, token: string, sessionId: string | null): boolean {
  if (!XSRF_TOKEN.test(token)) return false;
  const nonce = token.slice(0, NONCE_LENGTH);
  return safeEqual(token.slice(NONCE_LENGTH), xsrfMac(deps, nonce, sessionId));
}

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Sanctum's SPA CSRF check: an unsafe call must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header
 * (or a `_token` form field, for the hosted payment page's plain HTML form), and the token must belong
 * to this session. 419 otherwise.
 */
export function csrfMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const cookie = getCookie(c, XSRF_COOKIE);
      let sent = c.req.header(XSRF_HEADER);
      if (!sent && (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        sent = typeof form._token === 'string' ? form._token : undefined;
      }
      const token = sent === undefined ? undefined : decoded(sent);
      if (
        !cookie ||
        !token ||
        !safeEqual(cookie, token) ||
        !xsrfTokenValid(deps, token, c.get('session')?.id ?? null)
      ) {
        throw new HttpError(419, 'CSRF token mismatch.');
      }
    }
    await next();
  };
}

function cookieBase(deps: AppDeps) {
  return { path: '/', sameSite: 'Lax' as const, secure: deps.config.secureCookies };
}

function setXsrfCookie(c: Context<AppEnv>, deps: AppDeps, token: string): void {
  // Readable by the store's JavaScript on purpose: it echoes it in X-XSRF-TOKEN.
  setCookie(c, XSRF_COOKIE, token, { ...cookieBase(deps), httpOnly: false, maxAge: 60 * 60 * 2 });
}

/** The CSRF cookie: the one the browser holds while it is good for this session, else a new one. */
export function issueXsrfCookie(c: Context<AppEnv>, deps: AppDeps): string {
  const existing = getCookie(c, XSRF_COOKIE);
  const sessionId = c.get('session')?.id ?? null;
  const token =
    existing && xsrfTokenValid(deps, existing, sessionId) ? existing : xsrfTokenFor(deps, sessionId);
  setXsrfCookie(c, deps, token);
  return token;
}

/**
 * Starts a session for `user`: a new random token in an HttpOnly cookie, its hash in the database. The
 * session this browser held before (a previous sign-in, or an id planted in its cookie) ends here: the
 * id changes at every sign-in.
 */
export async function startSession(c: Context<AppEnv>, deps: AppDeps, user: User): Promise<void> {
  const token = randomToken();
  const now = deps.clock();
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await deps.db.deleteFrom('sessions').where('id', '=', sha256(previous)).execute();
  // Expired sessions of this user are dropped here, so the table does not grow without bound.
  await deps.db.deleteFrom('sessions').where('user_id', '=', user.id).where('expires_at', '<', now).execute();
  await deps.db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: user.id,
      user_agent: c.req.header('user-agent')?.slice(0, 300) ?? null,
      ip: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    })
    .execute();
  setCookie(c, SESSION_COOKIE, token, { ...cookieBase(deps), httpOnly: true, maxAge: SESSION_DAYS * 86_400 });
  // A new session has not passed the seller's security check: a previous session's check cookie would
  // let the store's guard skip it and the dashboard's calls fail with 403.
  deleteCookie(c, SELLER_COOKIE, { path: '/' });
  // A new session gets a new CSRF token bound to it, as Laravel regenerates it on login.
  const xsrf = xsrfTokenFor(deps, sha256(token));
  setXsrfCookie(c, deps, xsrf);
  c.header(XSRF_HEADER, xsrf);
}

export async function endSession(c: Context<AppEnv>, deps: AppDeps): Promise<void> {
  const session = c.get('session');
  if (session) await deps.db.deleteFrom('sessions').where('id', '=', session.id).execute();
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SELLER_COOKIE, { path: '/' });
  c.set('session', null);
  // The signed-out browser gets a visitor's token (the session's own is no use to anyone now).
  const xsrf = xsrfTokenFor(deps, null);
  setXsrfCookie(c, deps, xsrf);
  c.header(XSRF_HEADER, xsrf);
}

/** After the seller 2-factor code: the session may use the dashboard for a while, marked by `session_id`. */
export async function markSellerVerified(c: Context<AppEnv>, deps: AppDeps): Promise<Date> {
  const session = c.get('session');
  if (!session) throw new HttpError(401, 'Unauthenticated.');
  const token = randomToken();
  const until = new Date(deps.clock().getTime() + SELLER_HOURS * 3_600_000);
  await deps.db
    .updateTable('sessions')
    .set({ seller_token_hash: sha256(token), seller_verified_until: until })
    .where('id', '=', session.id)
    .execute();
  // HttpOnly (issue 41): a script injected into a page cannot read or carry it away; the server checks
  // its hash, and the store's guards read the check's end from the account instead.
  setCookie(c, SELLER_COOKIE, token, { ...cookieBase(deps), httpOnly: true, maxAge: SELLER_HOURS * 3600 });
  return until;
}

/** True when this session passed the seller 2-factor step and still holds the matching cookie. */
export function isSellerVerified(c: Context<AppEnv>, deps: AppDeps): boolean {
  const session = c.get('session');
  const cookie = getCookie(c, SELLER_COOKIE);
  if (!session?.sellerTokenHash || !session.sellerVerifiedUntil || !cookie) return false;
  return session.sellerVerifiedUntil > deps.clock() && safeEqual(sha256(cookie), session.sellerTokenHash);
}

/**
 * For seller dashboard calls that must follow the 2-factor step (withdrawals, bank accounts): 403 until
 * this session has passed POST /api/user/selling/verify_2fa and still sends its session_id cookie.
 */
export function requireSellerVerified(
  c: Context<AppEnv>,
  deps: AppDeps,
  area: 'the selling dashboard' | 'the back office' = 'the selling dashboard',
): void {
  if (!isSellerVerified(c, deps)) {
    throw new HttpError(403, `Complete the security check to use ${area}.`);
  }
}
