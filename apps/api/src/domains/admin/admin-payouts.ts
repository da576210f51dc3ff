/**
 * The payout queue (issue 28): a withdrawal above PAYOUT_REVIEW_ABOVE for its currency, or from an
 * account younger than PAYOUT_NEW_SELLER_DAYS, is held until an operator releases it (on to the bank)
 * or rejects it (the money returns to the seller's balance). Row locks make a second decision a 409.
 */
import type { AppDeps } from '../../context.ts';
import type { PayoutReviewStatus } from '../../db/schema.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import type { CurrencyInfo } from '../../money.ts';
import {
  lockWithdrawal,
  payoutRow,
  payoutsPage,
  setWithdrawal,
  type PayoutRow,
} from './admin-payouts.queries.ts';
import { bankAccountsQuery } from '../selling/banks.queries.ts';
import { currencyByCode } from '../catalogue/reference.queries.ts';
import { insertRevenue } from '../payments/settlement.queries.ts';
import { recordAction, refuseOwn, type WebActor } from '../accounts/audit.ts';

export async function listPayouts(
  deps: Pick<AppDeps, 'db'>,
  query: { review_status: PayoutReviewStatus; q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total } = await payoutsPage(deps.db, query, query.page, query.per_page);
  return pageOf(rows, query.page, query.per_page, total);
}

const decidedWords: Record<PayoutReviewStatus, string> = {
  none: 'did not wait for a review',
  held: 'is waiting for a review',
  released: 'was already released',
  rejected: 'was already rejected',
};

/** Releases a held withdrawal (on to the bank) or rejects it (the amount back to the balance). */
export async function decidePayout(
  deps: AppDeps,
  actor: WebActor,
  id: number,
  choice: { decision: 'release' } | { decision: 'reject'; reason: string },
) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const withdrawal = await lockWithdrawal(trx, id);
    if (!withdrawal) throw notFound('The withdrawal was not found.');
    refuseOwn(actor, withdrawal.user_id, 'your own payout');
    if (withdrawal.review_status !== 'held') {
      throw new Conflict(`Withdrawal ${withdrawal.reference} ${decidedWords[withdrawal.review_status]}.`);
    }
    const release = choice.decision === 'release';
    const after = release
      ? { review_status: 'released' as const, status: 'processing' as const }
      : { review_status: 'rejected' as const, status: 'failed' as const };
    await setWithdrawal(trx, withdrawal.id, {
      ...after,
      reviewed_at: now,
      ...(release ? {} : { rejection_reason: choice.reason, processed_at: now }),
    });
    if (!release) {
      await insertRevenue(trx, {
        user_id: withdrawal.user_id,
        kind: 'withdrawal_reversal',
        amount: withdrawal.amount,
        gross_amount: withdrawal.amount,
        fee_amount: 0,
        currency_code: withdrawal.currency_code,
        description: `Withdrawal ${withdrawal.reference} was not paid out: ${choice.reason}`,
        available_at: now,
        withdrawal_id: withdrawal.id,
        created_at: now,
      });
    }
    await recordAction(trx, actor, now, {
      action: release ? 'withdrawal.release' : 'withdrawal.reject',
      target: { type: 'withdrawal', id: withdrawal.reference, label: withdrawal.reference },
      reason: release ? null : choice.reason,
      before: { review_status: 'held', status: withdrawal.status },
      after,
    });
  });
  return payoutRow(deps.db, id);
}

/** The rows with their bank accounts and currency symbols, for the answer. */
export async function withAccounts(deps: Pick<AppDeps, 'db'>, rows: PayoutRow[]) {
  const ids = [...new Set(rows.map((r) => r.bank_account_id).filter((id): id is number => id !== null))];
  const banks = ids.length > 0 ? await bankAccountsQuery(deps.db).where('ba.id', 'in', ids).execute() : [];
  const currencies = new Map<string, CurrencyInfo>();
  for (const code of new Set(rows.map((r) => r.currency_code))) {
    currencies.set(
      code,
      (await currencyByCode(deps.db, code)) ?? { currency_code: code, currency_symbol: code },
    );
  }
  return rows.map((row) => ({
    row,
    bank: banks.find((b) => b.id === row.bank_account_id) ?? null,
    currency: currencies.get(row.currency_code) ?? {
      currency_code: row.currency_code,
      currency_symbol: row.currency_code,
    },
  }));
}

export async function withAccount(deps: Pick<AppDeps, 'db'>, row: PayoutRow) {
  const [one] = await withAccounts(deps, [row]);
  if (!one) throw new Error(`No answer for withdrawal ${row.id}`);
  return one;
}
