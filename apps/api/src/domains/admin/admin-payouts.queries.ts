/** The payout queue (issue 28): withdrawals with their seller and bank account. */
import type { Kysely, Updateable } from 'kysely';
import type { Database, PayoutReviewStatus, WithdrawalsTable } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

const payoutColumns = [
  'w.id',
  'w.reference',
  'w.amount',
  'w.fee_amount',
  'w.currency_code',
  'w.status',
  'w.review_status',
  'w.hold_reasons',
  'w.rejection_reason',
  'w.reviewed_at',
  'w.created_at',
  'w.bank_account_id',
  'u.id as seller_id',
  'u.uid as seller_uid',
  'u.username as seller_username',
  'u.email as seller_email',
  'u.first_name as seller_first_name',
  'u.last_name as seller_last_name',
  'u.created_at as seller_since',
] as const;

function payoutsBase(db: Kysely<Database>) {
  return db.selectFrom('withdrawals as w').innerJoin('users as u', 'u.id', 'w.user_id');
}

/** A page of withdrawals in one queue state, the oldest first. */
export function payoutsPage(
  db: Kysely<Database>,
  filters: { review_status: PayoutReviewStatus; q?: string | undefined },
  page: number,
  perPage: number,
) {
  let base = payoutsBase(db).where('w.review_status', '=', filters.review_status);
  if (filters.q) {
    const like = likePattern(filters.q);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['w.reference']), 'like', like),
        eb(eb.fn('lower', ['u.username']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
      ]),
    );
  }
  return withTotal(base, (query) =>
    query
      .select(payoutColumns)
      .orderBy('w.created_at', 'asc')
      .orderBy('w.id', 'asc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export function payoutRow(db: Kysely<Database>, id: number) {
  return payoutsBase(db).select(payoutColumns).where('w.id', '=', id).executeTakeFirstOrThrow();
}

export type PayoutRow = Awaited<ReturnType<typeof payoutRow>>;

export function lockWithdrawal(db: Kysely<Database>, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function setWithdrawal(db: Kysely<Database>, id: number, values: Updateable<WithdrawalsTable>) {
  return db.updateTable('withdrawals').set(values).where('id', '=', id).execute();
}
