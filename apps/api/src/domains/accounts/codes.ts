import { sql } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { VerificationPurpose } from '../../db/schema.ts';
import { RateLimited } from '../../domain/errors.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { hmacSha256, safeEqual, sixDigitCode } from '../../lib/crypto.ts';

export const CODE_MINUTES: Record<VerificationPurpose, number> = {
  email_verification: 30,
  password_reset: 15,
  seller_2fa: 10,
};
const MAX_ATTEMPTS = 5;

/**
 * Codes are stored as an HMAC keyed with APP_SECRET, never in clear: a six-digit code's plain hash
 * would fall to a million guesses, the keyed one needs the secret too. Compared in constant time.
 */
const hashCode = (secret: string, purpose: VerificationPurpose, email: string, code: string): string =>
  hmacSha256(secret, `${purpose}:${email.toLowerCase()}:${code}`);

/** Creates a new code (older ones of the same purpose stop working) and returns it for the mail. */
export async function issueCode(
  deps: AppDeps,
  target: { userId: number | null; email: string },
  purpose: VerificationPurpose,
  mail?: (code: string) => MailMessage,
): Promise<string> {
  const now = deps.clock();
  // The per-address cap is the mailed codes' limit (CODE_REQUESTS_PER_EMAIL, 5 per 15 minutes), so an
  // account is refused exactly when an unknown address is.
  const cap = deps.throttle.limits.codeRequestsPerEmail;
  const since = new Date(now.getTime() - cap.seconds * 1000);
  const email = target.email.toLowerCase();
  const code = sixDigitCode();
  const issued = await deps.db.transaction().execute(async (trx) => {
    // One request per address and purpose at a time, to the end of this transaction: the count and the
    // insert are one step, so simultaneous requests cannot all read "under the cap" and all insert.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${purpose}:${email}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('purpose', '=', purpose)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= cap.points) return false;
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('purpose', '=', purpose)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        user_id: target.userId,
        email: target.email,
        purpose,
        code_hash: hashCode(deps.config.appSecret, purpose, target.email, code),
        expires_at: new Date(now.getTime() + CODE_MINUTES[purpose] * 60_000),
        created_at: now,
      })
      .execute();
    // The code's mail is queued with the code: both are written, or neither.
    if (mail) await deps.mailer.send(mail(code), trx);
    return true;
  });
  if (!issued) throw new RateLimited('Too many codes requested. Please wait a few minutes and try again.');
  return code;
}

/** True (and the code is used up) when `code` is the latest live code for this email and purpose. */
export async function consumeCode(
  deps: AppDeps,
  email: string,
  purpose: VerificationPurpose,
  code: string,
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at'])
      .where('purpose', '=', purpose)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.expires_at <= now || row.attempts >= MAX_ATTEMPTS) return false;
    if (!safeEqual(row.code_hash, hashCode(deps.config.appSecret, purpose, email, code))) {
      await trx
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    await trx.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
    return true;
  });
}
