import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.ts';
import type { User } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { randomToken, safeEqual, sha256 } from './crypto.ts';

export const SESSION_COOKIE = 'bookstore_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The cookie the store's dashboard guard reads after the seller 2-factor step. */
export const SELLER_COOKIE = 'session_id';

const SESSION_DAYS = 30;
const SELLER_HOURS = 12;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Loads the session named by the cookie (if any and unexpired) into `c.var.session`. */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const id = sha256(token);
      const row = await deps.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select([
          'sessions.expires_at as session_expires_at',
          'sessions.seller_verified_until',
          'sessions.seller_token_hash',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
      if (row && row.session_expires_at > deps.clock()) {
        const { session_expires_at, seller_verified_until, seller_token_hash, ...user } = row;
        void session_expires_at;
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
 * Sanctum's SPA CSRF check: an unsafe call must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header
 * (or a `_token` form field, for the hosted payment page's plain HTML form). 419 otherwise.
 */
export function csrfMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const cookie = getCookie(c, XSRF_COOKIE);
      let sent = c.req.header(XSRF_HEADER);
      if (!sent && (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
        const form = await c.req.parseBody();
        sent = typeof form._token === 'string' ? form._token : undefined;
      }
      if (!cookie || !sent || !safeEqual(cookie, decodeURIComponent(sent))) {
        throw new HttpError(419, 'CSRF token mismatch.');
      }
    }
    await next();
  };
}

function cookieBase(deps: AppDeps) {
  return { path: '/', sameSite: 'Lax' as const, secure: deps.config.secureCookies };
}

export function issueXsrfCookie(c: Context<AppEnv>, deps: AppDeps): string {
  const existing = getCookie(c, XSRF_COOKIE);
  const token = existing && /^[A-Za-z0-9_-]{20,}$/.test(existing) ? existing : randomToken();
  // Readable by the store's JavaScript on purpose: it echoes it in X-XSRF-TOKEN.
  setCookie(c, XSRF_COOKIE, token, { ...cookieBase(deps), httpOnly: false, maxAge: 60 * 60 * 2 });
  return token;
}

/** Starts a session for `user`: a new random token in an HttpOnly cookie, its hash in the database. */
export async function startSession(c: Context<AppEnv>, deps: AppDeps, user: User): Promise<void> {
  const token = randomToken();
  const now = deps.clock();
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
  // A new session gets a new CSRF token, as Laravel regenerates it on login.
  setCookie(c, XSRF_COOKIE, randomToken(), { ...cookieBase(deps), httpOnly: false, maxAge: 60 * 60 * 2 });
}

export async function endSession(c: Context<AppEnv>, deps: AppDeps): Promise<void> {
  const session = c.get('session');
  if (session) await deps.db.deleteFrom('sessions').where('id', '=', session.id).execute();
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, SELLER_COOKIE, { path: '/' });
  c.set('session', null);
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
  // The store's guard only checks that it exists, so it is readable; the server checks its hash.
  setCookie(c, SELLER_COOKIE, token, { ...cookieBase(deps), httpOnly: false, maxAge: SELLER_HOURS * 3600 });
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
export function requireSellerVerified(c: Context<AppEnv>, deps: AppDeps): void {
  if (!isSellerVerified(c, deps)) {
    throw new HttpError(403, 'Complete the security check to use the selling dashboard.');
  }
}
