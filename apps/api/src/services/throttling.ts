import type { AppDeps } from '../context.ts';
import type { Limit, Throttle } from '../lib/throttle.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Wrong passwords for one account (any IP) before it is locked for a while. */
export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { points: 5, seconds: 15 * MINUTE };
/**
 * Wrong passwords from one IP (any account): room for an office behind one address, few enough that an
 * attacker's burst costs at most this many password hashes before every attempt is a cheap 429.
 */
export const LOGIN_FAILURES_PER_IP: Limit = { points: 20, seconds: 15 * MINUTE };
/**
 * How long an account's lock-outs are remembered: the first lasts the failures' window (15 minutes),
 * each further one within this time twice as long as the one before, up to LOGIN_LOCKOUT_MAX_SECONDS.
 */
export const LOGIN_LOCKOUTS_PER_ACCOUNT: Limit = { points: 1_000, seconds: 24 * HOUR };
export const LOGIN_LOCKOUT_MAX_SECONDS = 24 * HOUR;
/** Accounts created from one IP, and by everyone. */
export const REGISTRATIONS_PER_IP: Limit = { points: 30, seconds: HOUR };
export const REGISTRATIONS_GLOBAL: Limit = { points: 1_000, seconds: HOUR };
/**
 * Mailed codes (password reset, email verification resend, the seller's 2-factor code) asked for from
 * one IP, and by everyone; reset codes also per email address, known or not (5 per 15 minutes, the
 * same as the per-account cap of `auth/codes.ts`, so a real account is refused exactly when an unknown
 * address is).
 */
export const CODE_REQUESTS_PER_IP: Limit = { points: 60, seconds: 15 * MINUTE };
export const CODE_REQUESTS_PER_EMAIL: Limit = { points: 5, seconds: 15 * MINUTE };
export const CODE_REQUESTS_GLOBAL: Limit = { points: 2_000, seconds: 15 * MINUTE };
/** Wrong codes entered (email verification, seller 2-factor, password reset) from one IP, and by everyone. */
export const CODE_FAILURES_PER_IP: Limit = { points: 30, seconds: 15 * MINUTE };
export const CODE_FAILURES_GLOBAL: Limit = { points: 5_000, seconds: 15 * MINUTE };
/** Files uploaded by one user (avatars, banners, covers, audiobook tracks, demos). */
export const UPLOADS_PER_USER: Limit = { points: 60, seconds: HOUR };

export const DEFAULT_LIMITS = {
  loginFailuresPerAccount: LOGIN_FAILURES_PER_ACCOUNT,
  loginFailuresPerIp: LOGIN_FAILURES_PER_IP,
  loginLockoutsPerAccount: LOGIN_LOCKOUTS_PER_ACCOUNT,
  registrationsPerIp: REGISTRATIONS_PER_IP,
  registrationsGlobal: REGISTRATIONS_GLOBAL,
  codeRequestsPerIp: CODE_REQUESTS_PER_IP,
  codeRequestsPerEmail: CODE_REQUESTS_PER_EMAIL,
  codeRequestsGlobal: CODE_REQUESTS_GLOBAL,
  codeFailuresPerIp: CODE_FAILURES_PER_IP,
  codeFailuresGlobal: CODE_FAILURES_GLOBAL,
  uploadsPerUser: UPLOADS_PER_USER,
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type Limits = Record<LimitName, Limit>;
export type AppThrottle = Throttle<LimitName>;

/** The defaults with some replaced (tests use small ones rather than hundreds of requests). */
export const limitsWith = (overrides: Partial<Limits> = {}): Limits => ({ ...DEFAULT_LIMITS, ...overrides });

const GLOBAL = 'all';
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please try again later.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts created. Please try again later.';
const TOO_MANY_CODES = 'Too many codes requested. Please wait a few minutes and try again.';
const TOO_MANY_CHECKS = 'Too many wrong codes. Please wait a few minutes and try again.';
const TOO_MANY_UPLOADS = 'Too many uploads. Please try again later.';

const accountKey = (email: string): string => email.trim().toLowerCase();

/**
 * Runs a password check unless the IP or the account has failed to sign in too often lately (429,
 * with `Retry-After`). The attempt is counted against both BEFORE the check, atomically in the store,
 * so a burst of simultaneous attempts gets at most the limit's number of checks and the rest a cheap
 * 429 (the right password past the limit included). A success gives the IP its point back and forgets
 * the account's failures and lock-outs; the failure that fills the account's window locks it: for the
 * window's length the first time, then twice as long at each lock-out within a day. An unknown email
 * counts like a known one (the answer must not tell).
 */
export async function throttledLogin(
  deps: AppDeps,
  ip: string,
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { throttle } = deps;
  const key = accountKey(email);
  const counted = await throttle.hitAll(
    [
      ['loginFailuresPerIp', ip],
      ['loginFailuresPerAccount', key],
    ],
    TOO_MANY_LOGINS,
  );
  if (await check()) {
    await throttle.release('loginFailuresPerIp', ip);
    await throttle.clear('loginFailuresPerAccount', key);
    await throttle.clear('loginLockoutsPerAccount', key);
    return true;
  }
  const limit = throttle.limits.loginFailuresPerAccount;
  // Only the attempt that took the window's last point gets here with `used` at the limit.
  if ((counted[1]?.used ?? 0) >= limit.points) {
    const lockouts = await throttle.count('loginLockoutsPerAccount', key);
    const seconds = Math.min(limit.seconds * 2 ** Math.max(0, lockouts.used - 1), LOGIN_LOCKOUT_MAX_SECONDS);
    await throttle.block('loginFailuresPerAccount', key, seconds);
  }
  return false;
}

/** Counts a sign-up from `ip`; 429 past the IP's or everyone's limit. */
export async function limitRegistration(deps: AppDeps, ip: string): Promise<void> {
  await deps.throttle.hit('registrationsPerIp', ip, TOO_MANY_REGISTRATIONS);
  await deps.throttle.hit('registrationsGlobal', GLOBAL, TOO_MANY_REGISTRATIONS);
}

/**
 * Counts a request for a mailed code from `ip` (and for `email`, on the signed-out reset call, whether
 * or not it has an account); 429 past any limit.
 */
export async function limitCodeRequest(deps: AppDeps, ip: string, email?: string): Promise<void> {
  await deps.throttle.hit('codeRequestsPerIp', ip, TOO_MANY_CODES);
  if (email !== undefined) await deps.throttle.hit('codeRequestsPerEmail', accountKey(email), TOO_MANY_CODES);
  await deps.throttle.hit('codeRequestsGlobal', GLOBAL, TOO_MANY_CODES);
}

/**
 * Runs a code check from `ip` unless that IP (or everyone) has entered too many wrong codes lately
 * (429). Counted against both before the check, atomically, so a burst gets at most the limit's
 * number of checks; a right code gives its points back.
 */
export async function throttledCodeCheck(
  deps: AppDeps,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await deps.throttle.hitAll(
    [
      ['codeFailuresPerIp', ip],
      ['codeFailuresGlobal', GLOBAL],
    ],
    TOO_MANY_CHECKS,
  );
  const ok = await check();
  if (ok) {
    await deps.throttle.release('codeFailuresPerIp', ip);
    await deps.throttle.release('codeFailuresGlobal', GLOBAL);
  }
  return ok;
}

/** Counts an upload by `userId`; 429 past the limit (before the body is read). */
export async function limitUpload(deps: AppDeps, userId: number): Promise<void> {
  await deps.throttle.hit('uploadsPerUser', String(userId), TOO_MANY_UPLOADS);
}
