import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A user's withdrawable balance in a currency, from the revenues ledger every earner shares (a seller's
 * sales, an artist's jobs, a partner's commissions): entries past their hold, and every debit at once
 * whatever its timestamp, so a withdrawal stamped a moment after a concurrent request's clock still
 * reduces what that request sees.
 */
export async function ledgerBalance(
  db: Kysely<Database>,
  userId: number,
  currencyCode: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('revenues')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .where('currency_code', '=', currencyCode)
    .where((eb) => eb.or([eb('available_at', '<=', now), eb('amount', '<', 0)]))
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
