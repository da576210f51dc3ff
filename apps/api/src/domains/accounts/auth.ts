import { sql } from 'kysely';
import { CODE_MINUTES, consumeCode, issueCode } from './codes.ts';
import { hashPassword, shortUid, verifyPassword } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { User, VerificationPurpose } from '../../db/schema.ts';
import { forbidden, invalid, RateLimited, validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { passwordResetMail, sellerTwoFactorMail, verificationCodeMail } from '../../mail/templates.ts';
import {
  deleteSessionsOf,
  insertUser,
  mailableByEmail,
  updateUser,
  userByEmail,
  userIdByEmail,
  usersNamed,
} from './account.queries.ts';
import { afterAnswer } from '../../lib/after-answer.ts';
import { requireCountryCode } from '../catalogue/countries.ts';
import {
  limitCodeRequest,
  limitRegistration,
  throttledCodeCheck,
  throttledLogin,
} from '../../lib/throttling.ts';

const BAD_CODE = 'The verification code is invalid or has expired.';
// Checked against when the email is unknown, so a login takes as long either way: one per hash cost.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword('not-a-real-password', cost)));
  return hash;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Mails a fresh email verification code. */
export async function mailVerificationCode(
  deps: AppDeps,
  user: { id: number; email: string; username: string },
): Promise<void> {
  await issueCode(deps, { userId: user.id, email: user.email }, 'email_verification', (code) =>
    verificationCodeMail(user.email, user.username, code, CODE_MINUTES.email_verification),
  );
}

export interface Registration {
  username: string;
  email: string;
  first_name: string;
  middle_name?: string | null | undefined;
  last_name: string;
  country_code: string;
  password: string;
}

/** A new user: a taken username or email, or an unsupported country, is a 422; too many from `ip` a 429. */
export async function register(deps: AppDeps, body: Registration, ip: string): Promise<User> {
  const { db } = deps;
  await limitRegistration(deps, ip);
  const taken: FieldErrors = {};
  for (const row of await usersNamed(db, body.username, body.email)) {
    if (row.username.toLowerCase() === body.username.toLowerCase()) {
      taken.username = ['The username has already been taken.'];
    }
    if (row.email.toLowerCase() === body.email.toLowerCase())
      taken.email = ['The email has already been taken.'];
  }
  if (Object.keys(taken).length > 0) throw validationFailed(taken);
  const country = await requireCountryCode(db, body.country_code);
  try {
    return await insertUser(db, {
      uid: shortUid(),
      username: body.username,
      email: body.email,
      first_name: body.first_name,
      middle_name: body.middle_name ?? null,
      last_name: body.last_name,
      country_code: country,
      password_hash: await hashPassword(body.password, deps.config.passwordHashCost),
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw invalid('email', 'The email or username has already been taken.');
    throw error;
  }
}

/**
 * The user these credentials belong to, or a 422 (the same either way). Every attempt is counted per
 * IP and per account before the password is checked: past the limits a 429 (lib/throttling.ts).
 */
export async function authenticate(
  deps: AppDeps,
  email: string,
  password: string,
  ip: string,
): Promise<User> {
  const found: { user?: User | undefined } = {};
  const ok = await throttledLogin(deps, ip, email, async () => {
    const user = await userByEmail(deps.db, email);
    found.user = user;
    const matches = await verifyPassword(
      password,
      user?.password_hash ?? (await dummyHash(deps.config.passwordHashCost)),
    );
    return !!user && matches;
  });
  const { user } = found;
  if (!ok || !user) throw invalid('email', 'These credentials do not match our records.');
  // Issue 28: a suspended account is told so (only after the right password, so it reveals nothing).
  if (user.suspended_at) throw forbidden(SUSPENDED_MESSAGE);
  return user;
}

export const SUSPENDED_MESSAGE =
  'This account has been suspended by the store, so it cannot sign in. Write to support if you think this is a mistake.';

/** Uses up a code of `purpose` sent to `email`, or answers a 422 on `verification_code` (429: too many). */
async function requireCode(
  deps: AppDeps,
  email: string,
  purpose: VerificationPurpose,
  code: string,
  ip: string,
): Promise<void> {
  if (!(await throttledCodeCheck(deps, ip, () => consumeCode(deps, email, purpose, code)))) {
    throw invalid('verification_code', BAD_CODE);
  }
}

/** Marks the email verified with a valid code (a wrong or expired one is a 422). */
export async function verifyEmail(deps: AppDeps, user: User, code: string, ip: string): Promise<void> {
  await requireCode(deps, user.email, 'email_verification', code, ip);
  await updateUser(deps.db, user.id, { email_verified_at: deps.clock(), updated_at: deps.clock() });
}

/** Mails a new email verification code on request (429 past the request limits). */
export async function resendVerificationCode(deps: AppDeps, user: User, ip: string): Promise<void> {
  await limitCodeRequest(deps, ip);
  await mailVerificationCode(deps, user);
}

/** Mails the second-factor code; only authors, voiceover artists, partners and operators have one (403). */
export async function mailSellerCode(deps: AppDeps, user: User, ip: string): Promise<void> {
  if (!user.is_author && !user.is_voiceover_artist && !user.is_partner && !user.is_operator) {
    throw forbidden('This action needs an author, a voiceover artist or a partner account.');
  }
  await limitCodeRequest(deps, ip);
  const seller = user.is_author || user.is_voiceover_artist || user.is_partner;
  // An operator's mail says the code opens the back office (the same code opens a seller's dashboard).
  const opens = !user.is_operator ? 'dashboard' : seller ? 'both' : 'back_office';
  await issueCode(deps, { userId: user.id, email: user.email }, 'seller_2fa', (code) =>
    sellerTwoFactorMail(user.email, user.username, code, CODE_MINUTES.seller_2fa, opens),
  );
}

/** Uses up a seller's second-factor code (a wrong or expired one is a 422). */
export function checkSellerCode(deps: AppDeps, user: User, code: string, ip: string): Promise<void> {
  return requireCode(deps, user.email, 'seller_2fa', code, ip);
}

/**
 * Mails a reset code when the email has an account (silently nothing otherwise). The throttle counts
 * every address alike, before looking it up, so a 429 says nothing about who has an account. The
 * lookup, the code and the mail run after the answer (`afterAnswer`), so a known and an unknown
 * address answer in the same time however slow the SMTP relay is; a code the per-account cap of
 * `issueCode` refuses is likewise silently not sent.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await limitCodeRequest(deps, ip, email);
  afterAnswer('The password reset mail', () => sendResetCode(deps, email));
}

async function sendResetCode(deps: AppDeps, email: string): Promise<void> {
  const user = await mailableByEmail(deps.db, email);
  if (!user) return;
  try {
    await issueCode(deps, { userId: user.id, email: user.email }, 'password_reset', (code) =>
      passwordResetMail(user.email, user.username, code, CODE_MINUTES.password_reset),
    );
  } catch (error) {
    if (error instanceof RateLimited) return;
    throw error;
  }
}

/** Sets a new password with a valid reset code and signs the user out everywhere. */
export async function updatePassword(
  deps: AppDeps,
  reset: { email: string; verification_code: string; password: string },
  ip: string,
): Promise<void> {
  const user = await userIdByEmail(deps.db, reset.email);
  const ok = await throttledCodeCheck(
    deps,
    ip,
    async () => !!user && (await consumeCode(deps, user.email, 'password_reset', reset.verification_code)),
  );
  if (!user || !ok) throw invalid('verification_code', BAD_CODE);
  const passwordHash = await hashPassword(reset.password, deps.config.passwordHashCost);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: sql<Date>`now()` });
    // Whoever knew the old password is signed out everywhere.
    await deleteSessionsOf(trx, user.id);
  });
}
