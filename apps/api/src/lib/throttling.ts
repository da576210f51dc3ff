import { LOGIN_LOCKOUT_MAX_SECONDS, type AppThrottle } from './limits.ts';

// The limits are defined apart (the app's dependencies name the throttle's type).
export * from './limits.ts';

/** What the limits use of the app's dependencies (`AppDeps` is one): the throttle. */
interface ThrottleDeps {
  throttle: AppThrottle;
}

const GLOBAL = 'all';
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please try again later.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts created. Please try again later.';
const TOO_MANY_CODES = 'Too many codes requested. Please wait a few minutes and try again.';
const TOO_MANY_CHECKS = 'Too many wrong codes. Please wait a few minutes and try again.';
const TOO_MANY_UPLOADS = 'Too many uploads. Please try again later.';
const TOO_MANY_REVIEWS = 'Too many review changes. Please try again later.';
const TOO_MANY_REPORTS = 'Too many reports. Please try again later.';
const TOO_MANY_VOTES = 'Too many votes. Please try again later.';

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
  deps: ThrottleDeps,
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
export async function limitRegistration(deps: ThrottleDeps, ip: string): Promise<void> {
  await deps.throttle.hit('registrationsPerIp', ip, TOO_MANY_REGISTRATIONS);
  await deps.throttle.hit('registrationsGlobal', GLOBAL, TOO_MANY_REGISTRATIONS);
}

/**
 * Counts a request for a mailed code from `ip` (and for `email`, on the signed-out reset call, whether
 * or not it has an account); 429 past any limit.
 */
export async function limitCodeRequest(deps: ThrottleDeps, ip: string, email?: string): Promise<void> {
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
  deps: ThrottleDeps,
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
export async function limitUpload(deps: ThrottleDeps, userId: number): Promise<void> {
  await deps.throttle.hit('uploadsPerUser', String(userId), TOO_MANY_UPLOADS);
}

/** Counts a review written, edited or deleted by `userId`; 429 past the limit. */
export async function limitReviewWrite(deps: ThrottleDeps, userId: number): Promise<void> {
  await deps.throttle.hit('reviewWritesPerUser', String(userId), TOO_MANY_REVIEWS);
}

/** Counts a report of a review by `userId`; 429 past the limit. */
export async function limitReportWrite(deps: ThrottleDeps, userId: number): Promise<void> {
  await deps.throttle.hit('reviewReportsPerUser', String(userId), TOO_MANY_REPORTS);
}

/** Counts a helpful vote (or its taking back) by `userId`; 429 past the limit. */
export async function limitVote(deps: ThrottleDeps, userId: number): Promise<void> {
  await deps.throttle.hit('reviewVotesPerUser', String(userId), TOO_MANY_VOTES);
}
