import { formatPrice } from '@bookstore/api-client/constants';
import type { Kysely, Selectable } from 'kysely';
import { shortUid } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { Database, WithdrawalsTable } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { money, type CurrencyInfo } from '../../money.ts';
import { sellerBankAccount, type BankAccountRow } from './banks.queries.ts';
import { lockUser, userById } from '../accounts/account.queries.ts';
import { currencyByCode } from '../catalogue/reference.queries.ts';
import { insertRevenue } from '../payments/settlement.queries.ts';
import { ledgerBalance } from '../../db/ledger.ts';
import { insertWithdrawal, withdrawnSince } from './stats.queries.ts';
import { payoutHoldReasons } from './payout-holds.ts';
import {
  claimIdempotencyKey,
  IdempotentReplay,
  recordIdempotentResource,
  type IdempotencyKey,
} from '../orders/idempotency.ts';

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
  return ledgerBalance(db, userId, currencyCode, now);
}

export interface WithdrawalMade {
  withdrawal: Selectable<WithdrawalsTable>;
  bank: BankAccountRow;
  currency: CurrencyInfo;
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
  idempotency: IdempotencyKey | null = null,
): Promise<WithdrawalMade & { replayed: boolean }> {
  if (amount <= 0) throw invalid('amount', 'The amount must be greater than 0.');
  const now = deps.clock();
  const bank = await sellerBankAccount(deps.db, userId, bankAccountId);
  if (!bank) throw invalid('bank_account_id', 'The selected bank account is invalid.');
  const currency = await currencyByCode(deps.db, bank.currency_code);
  if (!currency) throw invalid('bank_account_id', "The bank account's currency is no longer supported.");

  let row: Selectable<WithdrawalsTable>;
  try {
    row = await makeWithdrawal(deps, userId, bank, currency, amount, now, idempotency);
  } catch (error) {
    if (!(error instanceof IdempotentReplay)) throw error;
    // The key already made a withdrawal (maybe on another process): answer that one.
    const made = await deps.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', error.resourceId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { withdrawal: made, bank, currency, replayed: true };
  }
  return { withdrawal: row, bank, currency, replayed: false };
}

/** The withdrawal's transaction: the key's row, then the seller's row, locked first. */
function makeWithdrawal(
  deps: AppDeps,
  userId: number,
  bank: BankAccountRow,
  currency: CurrencyInfo,
  amount: number,
  now: Date,
  idempotency: IdempotencyKey | null,
): Promise<Selectable<WithdrawalsTable>> {
  return deps.db.transaction().execute(async (trx) => {
    await claimIdempotencyKey(trx, idempotency, now);
    await lockUser(trx, userId);
    const balance = await availableBalance(trx, userId, currency.currency_code, now);
    if (amount > balance) {
      const available = money(Math.max(0, balance), currency);
      throw invalid(
        'amount',
        `The amount may not be greater than your available balance of ${formatPrice(available.amount, available.currency_symbol)}.`,
      );
    }
    const uid = shortUid(12);
    // Issue 28: a large withdrawal, or one from a new seller, waits for an operator (the payout queue).
    // Issue 41: large counts what the seller withdrew in the window too. The seller's row is locked
    // above, so two requests at once are summed one after the other: they cannot both pass unseen.
    const since = new Date(now.getTime() - deps.config.payoutReviewWindowDays * 86_400_000);
    const held = payoutHoldReasons(
      deps.config,
      await userById(trx, userId),
      currency.currency_code,
      amount,
      now,
      await withdrawnSince(trx, userId, currency.currency_code, since),
    );
    const withdrawal = await insertWithdrawal(trx, {
      uid,
      user_id: userId,
      bank_account_id: bank.id,
      amount,
      fee_amount: 0,
      currency_code: currency.currency_code,
      status: 'pending',
      reference: `WD-${uid}`,
      review_status: held.length > 0 ? 'held' : 'none',
      hold_reasons: held,
      created_at: now,
    });
    await insertRevenue(trx, {
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
    });
    await recordIdempotentResource(trx, idempotency, withdrawal.id);
    return withdrawal;
  });
}
