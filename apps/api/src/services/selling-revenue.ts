import type { Withdrawal } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import { shortUid } from '../auth/crypto.ts';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { money } from '../money.ts';
import { bankAccountsQuery, presentBankAccount } from './banks.ts';

/**
 * What a seller can withdraw in a currency now: the ledger's sum of entries already available (sales
 * after their hold, minus every withdrawal, which counts from the moment it is requested).
 */
export async function availableBalance(
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
    // Debits count at once whatever their timestamp, so a withdrawal stamped a moment after a
    // concurrent request's clock still reduces what that request sees.
    .where((eb) => eb.or([eb('available_at', '<=', now), eb('amount', '<', 0)]))
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * Withdraws `amount` (minor units) to one of the seller's bank accounts. The seller's user row is locked
 * for the whole transaction (`SELECT ... FOR UPDATE`), so concurrent withdrawals run one after another
 * and each sees the ledger as the previous one left it: the balance can never go below zero. PGlite is
 * one connection whose transactions are serialised anyway; on PostgreSQL the row lock does it.
 */
export async function withdraw(
  deps: AppDeps,
  userId: number,
  bankAccountId: number,
  amount: number,
): Promise<Withdrawal> {
  if (amount <= 0) throw invalid('amount', 'The amount must be greater than 0.');
  const now = deps.clock();
  const bank = await bankAccountsQuery(deps.db)
    .where('ba.id', '=', bankAccountId)
    .where('ba.user_id', '=', userId)
    .executeTakeFirst();
  if (!bank) throw invalid('bank_account_id', 'The selected bank account is invalid.');
  const currency = await deps.db
    .selectFrom('countries')
    .select(['currency_code', 'currency_symbol'])
    .where('currency_code', '=', bank.currency_code)
    .executeTakeFirstOrThrow();

  const row = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const balance = await availableBalance(trx, userId, currency.currency_code, now);
    if (amount > balance) {
      const available = money(Math.max(0, balance), currency);
      throw invalid(
        'amount',
        `The amount may not be greater than your available balance of ${available.currency_symbol}${available.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}.`,
      );
    }
    const uid = shortUid(12);
    const withdrawal = await trx
      .insertInto('withdrawals')
      .values({
        uid,
        user_id: userId,
        bank_account_id: bank.id,
        amount,
        fee_amount: 0,
        currency_code: currency.currency_code,
        status: 'pending',
        reference: `WD-${uid}`,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('revenues')
      .values({
        user_id: userId,
        kind: 'withdrawal',
        amount: -amount,
        gross_amount: -amount,
        fee_amount: 0,
        currency_code: currency.currency_code,
        description: `Withdrawal ${withdrawal.reference} to ${bank.bank_name}`,
        available_at: now,
        withdrawal_id: withdrawal.id,
        created_at: now,
      })
      .execute();
    return withdrawal;
  });
  return {
    id: row.id,
    reference: row.reference,
    amount: money(row.amount, currency),
    fee: money(row.fee_amount, currency),
    bank_account: presentBankAccount(bank),
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
