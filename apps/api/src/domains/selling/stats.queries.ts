import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, WithdrawalsTable } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';

/** Paid orders whose print books are not yet in the buyer's hands. */
export const OPEN_STATUSES = ['paid', 'processing', 'shipped'] as const;
const DONE_STATUSES = ['delivered', 'completed'] as const;
/**
 * Revenue that a seller earned (sales and voiceover jobs, less refunds of sales: issue 41), as opposed to
 * withdrawals.
 */
const EARNINGS = ['sale', 'voiceover_job', 'refund'] as const;

const monthOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`;

/** The seller's sold order items (orders that were paid). */
function soldItems(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .where('oi.seller_id', '=', userId)
    .where('o.paid_at', 'is not', null);
}

/** What the seller earned in a currency (sales and voiceover jobs), in minor units. */
export async function sellerEarnings(db: Kysely<Database>, userId: number, currencyCode: string) {
  const row = await db
    .selectFrom('revenues')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('currency_code', '=', currencyCode)
    .where('kind', 'in', EARNINGS)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * What the seller withdrew in a currency since `since` (minor units): requested, in review, processing or
 * paid; not those that failed or an operator rejected (their money is back). By withdrawals_user.
 */
export async function withdrawnSince(
  db: Kysely<Database>,
  userId: number,
  currencyCode: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('currency_code', '=', currencyCode)
    .where('status', '<>', 'failed')
    .where('review_status', '<>', 'rejected')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export function insertWithdrawal(db: Kysely<Database>, values: Insertable<WithdrawalsTable>) {
  return db.insertInto('withdrawals').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The author's books: all, and published. */
export function sellerBookCounts(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('books')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'published').as('published'),
    ])
    .where('author_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Copies sold, and paid orders still open. */
export function sellerSalesCounts(db: Kysely<Database>, userId: number) {
  return soldItems(db, userId)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('oi.quantity'), eb.lit(0)).as('copies'),
      eb.fn.count<number>('o.id').distinct().filterWhere('o.status', 'in', OPEN_STATUSES).as('open'),
    ])
    .executeTakeFirstOrThrow();
}

/** Orders with the seller's books: all, open and done. */
export function sellerOrderCounts(db: Kysely<Database>, userId: number) {
  return soldItems(db, userId)
    .select((eb) => [
      eb.fn.count<number>('o.id').distinct().as('total'),
      eb.fn.count<number>('o.id').distinct().filterWhere('o.status', 'in', OPEN_STATUSES).as('open'),
      eb.fn.count<number>('o.id').distinct().filterWhere('o.status', 'in', DONE_STATUSES).as('done'),
    ])
    .executeTakeFirstOrThrow();
}

/** Orders with the seller's books per `YYYY-MM` (UTC) since `from`. */
export function sellerOrdersPerMonth(db: Kysely<Database>, userId: number, from: Date) {
  return soldItems(db, userId)
    .select((eb) => [monthOf('o.created_at').as('month'), eb.fn.count<number>('o.id').distinct().as('count')])
    .where('o.created_at', '>=', from)
    .groupBy(monthOf('o.created_at'))
    .execute();
}

/** The author's books by status and by type. */
export function sellerBookStatistics(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('books')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'draft').as('draft'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'in_review').as('in_review'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'published').as('published'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'rejected').as('rejected'),
      eb.fn.count<number>('id').filterWhere('type', '=', 'ebook').as('ebook'),
      eb.fn.count<number>('id').filterWhere('type', '=', 'audiobook').as('audiobook'),
      eb.fn.count<number>('id').filterWhere('type', '=', 'printbook').as('printbook'),
    ])
    .where('author_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Withdrawals in a currency: paid out, and still on their way. */
export function sellerWithdrawalTotals(db: Kysely<Database>, userId: number, currencyCode: string) {
  return db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount').filterWhere('status', '=', 'paid'), eb.lit(0)).as('paid'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>('amount').filterWhere('status', 'in', ['pending', 'processing']),
          eb.lit(0),
        )
        .as('pending'),
    ])
    .where('user_id', '=', userId)
    .where('currency_code', '=', currencyCode)
    .executeTakeFirstOrThrow();
}

/** Earnings in a currency per `YYYY-MM` (UTC) since `from`. */
export function sellerEarningsPerMonth(
  db: Kysely<Database>,
  userId: number,
  currencyCode: string,
  from: Date,
) {
  return db
    .selectFrom('revenues')
    .select((eb) => [monthOf('created_at').as('month'), eb.fn.sum<number>('amount').as('amount')])
    .where('user_id', '=', userId)
    .where('currency_code', '=', currencyCode)
    .where('kind', 'in', EARNINGS)
    .where('created_at', '>=', from)
    .groupBy(monthOf('created_at'))
    .execute();
}

/**
 * A page of the seller's sold items, newest first, with the total count: ordered at or after `from` and
 * before `before` when given.
 */
export function sellerSales(
  db: Kysely<Database>,
  userId: number,
  range: { from?: Date | undefined; before?: Date | undefined },
  page: { limit: number; offset: number },
) {
  let sold = soldItems(db, userId);
  if (range.from) sold = sold.where('o.created_at', '>=', range.from);
  if (range.before) sold = sold.where('o.created_at', '<', range.before);
  return withTotal(sold, (base) =>
    base
      .innerJoin('users as buyer', 'buyer.id', 'o.user_id')
      .leftJoin('books as b', 'b.id', 'oi.book_id')
      .leftJoin('revenues as r', (join) =>
        join.onRef('r.order_item_id', '=', 'oi.id').on('r.kind', '=', 'sale'),
      )
      .select([
        'oi.id',
        'oi.title',
        'oi.type',
        'oi.cover_path',
        'oi.quantity',
        'oi.unit_amount',
        'oi.total_amount',
        'o.uid as order_reference',
        'o.status',
        'o.currency_code',
        'o.currency_symbol',
        'o.created_at',
        'buyer.username as buyer_username',
        'b.uid as book_uid',
        'b.slug as book_slug',
        'r.amount as earnings',
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('oi.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}

export type SaleRow = Awaited<ReturnType<typeof sellerSales>>['rows'][number];

/** What the seller has withdrawn per currency (a positive amount), reversals netted. */
export async function sellerWithdrawnByCurrency(
  db: Kysely<Database>,
  userId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('revenues')
    .select(['currency_code', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['withdrawal', 'withdrawal_reversal'])
    .groupBy('currency_code')
    .execute();
  return new Map(rows.map((w) => [w.currency_code, -Number(w.total)]));
}

/**
 * A page of the seller's sale revenue and refunds of sales (negative lines, issue 41), newest first,
 * with the total count. `running` is the sum of entries available at `now` up to each entry, oldest
 * first per currency (withdrawals pay out the oldest available revenue first; a refund takes it back).
 */
export function sellerSaleRevenues(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('revenues as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .where('r.user_id', '=', userId)
    .where('r.kind', 'in', ['sale', 'refund']);
  return withTotal(base, (query) =>
    query
      .leftJoin('books as b', 'b.id', 'oi.book_id')
      .select([
        'r.id',
        'r.kind',
        'r.amount',
        'r.gross_amount',
        'r.fee_amount',
        'r.currency_code',
        'r.available_at',
        'r.created_at',
        'o.currency_symbol',
        'o.uid as order_reference',
        'oi.title',
        'oi.type',
        'oi.cover_path',
        'oi.unit_amount',
        'b.uid as book_uid',
        'b.slug as book_slug',
        sql<number>`sum(case when r.available_at <= ${now} then r.amount else 0 end) over (partition by r.currency_code order by r.available_at, r.id)`.as(
          'running',
        ),
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}

export type SaleRevenueRow = Awaited<ReturnType<typeof sellerSaleRevenues>>['rows'][number];
