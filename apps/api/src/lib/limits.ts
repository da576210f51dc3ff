import type { Limit, Throttle } from './throttle.ts';

/** The throttles' limits and their defaults (lib/throttling.ts applies them). */
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
 * same as the per-account cap of `domains/accounts/codes.ts`, so a real account is refused exactly when an unknown
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
/** Issue 42: reviews written, edited or deleted, reports filed and helpful votes, per reader. */
export const REVIEW_WRITES_PER_USER: Limit = { points: 20, seconds: HOUR };
export const REVIEW_REPORTS_PER_USER: Limit = { points: 20, seconds: HOUR };
export const REVIEW_VOTES_PER_USER: Limit = { points: 120, seconds: HOUR };

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
  reviewWritesPerUser: REVIEW_WRITES_PER_USER,
  reviewReportsPerUser: REVIEW_REPORTS_PER_USER,
  reviewVotesPerUser: REVIEW_VOTES_PER_USER,
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type Limits = Record<LimitName, Limit>;
export type AppThrottle = Throttle<LimitName>;

/** The defaults with some replaced (tests use small ones rather than hundreds of requests). */
export const limitsWith = (overrides: Partial<Limits> = {}): Limits => ({ ...DEFAULT_LIMITS, ...overrides });
