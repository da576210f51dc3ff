/** Book orders as the back office reads and refunds them (issue 28). */
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

const orderColumns = [
  'o.id',
  'o.uid',
  'o.status',
  'o.currency_code',
  'o.currency_symbol',
  'o.subtotal_amount',
  'o.delivery_fee_amount',
  'o.total_amount',
  'o.paid_at',
  'o.created_at',
  'u.id as buyer_id',
  'u.uid as buyer_uid',
  'u.username as buyer_username',
  'u.email as buyer_email',
  'u.first_name as buyer_first_name',
  'u.last_name as buyer_last_name',
] as const;

function ordersBase(db: Kysely<Database>) {
  return db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
}

/** A page of book orders by reference or buyer (optionally of one status), the newest first. */
export function ordersPage(
  db: Kysely<Database>,
  filters: { status?: OrderStatus | undefined; q?: string | undefined },
  page: number,
  perPage: number,
) {
  let base = ordersBase(db);
  if (filters.status) base = base.where('o.status', '=', filters.status);
  if (filters.q) {
    const like = likePattern(filters.q);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['o.uid']), 'like', like),
        eb(eb.fn('lower', ['u.username']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
      ]),
    );
  }
  return withTotal(base, (query) =>
    query
      .select(orderColumns)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export type AdminOrderRow = Awaited<ReturnType<typeof ordersPage>>['rows'][number];

export function adminOrderRow(db: Kysely<Database>, id: number) {
  return ordersBase(db).select(orderColumns).where('o.id', '=', id).executeTakeFirst();
}

/** The items of `orderIds` with their book uid and seller. */
export function orderItemsOf(db: Kysely<Database>, orderIds: number[]) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('books as b', 'b.id', 'i.book_id')
    .leftJoin('users as s', 's.id', 'i.seller_id')
    .select([
      'i.id',
      'i.order_id',
      'i.title',
      'i.type',
      'i.quantity',
      'i.unit_amount',
      'i.total_amount',
      'i.refunded_at',
      'b.uid as book_uid',
      's.id as seller_id',
      's.uid as seller_uid',
      's.username as seller_username',
      's.email as seller_email',
      's.first_name as seller_first_name',
      's.last_name as seller_last_name',
    ])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.id')
    .execute();
}

export type AdminOrderItemRow = Awaited<ReturnType<typeof orderItemsOf>>[number];

/** The latest payment of each order. */
export function paymentsOf(db: Kysely<Database>, orderIds: number[]) {
  return db
    .selectFrom('payments')
    .select(['id', 'order_id', 'reference', 'status', 'gateway', 'paid_at', 'amount', 'currency_code'])
    .where('order_id', 'in', orderIds)
    .orderBy('id', 'desc')
    .execute();
}

export function refundsOf(db: Kysely<Database>, orderIds: number[]) {
  return db
    .selectFrom('refunds as r')
    .leftJoin('users as u', 'u.id', 'r.operator_id')
    .select([
      'r.id',
      'r.order_id',
      'r.reference',
      'r.amount',
      'r.reason',
      'r.created_at',
      sql<
        number[]
      >`(SELECT coalesce(array_agg(i.id ORDER BY i.id), '{}') FROM order_items i WHERE i.refund_id = r.id)`.as(
        'item_ids',
      ),
      'u.id as operator_id',
      'u.uid as operator_uid',
      'u.username as operator_username',
      'u.email as operator_email',
      'u.first_name as operator_first_name',
      'u.last_name as operator_last_name',
    ])
    .where('r.order_id', 'in', orderIds)
    .orderBy('r.id')
    .execute();
}

export type RefundRow = Awaited<ReturnType<typeof refundsOf>>[number];

export function lockOrderRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function orderItemRowsFor(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export function successfulPayment(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'successful')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function markItemsRefunded(db: Kysely<Database>, itemIds: number[], refundId: number, now: Date) {
  return db
    .updateTable('order_items')
    .set({ refund_id: refundId, refunded_at: now })
    .where('id', 'in', itemIds)
    .execute();
}

/** Takes the refunded books out of the buyer's library (the access this order gave). */
export function revokeLibrary(db: Kysely<Database>, userId: number, orderId: number, bookIds: number[]) {
  return db
    .deleteFrom('library_items')
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .where('book_id', 'in', bookIds)
    .execute();
}

/** The sellers' sale entries of these order items. */
export function saleEntriesOf(db: Kysely<Database>, itemIds: number[]) {
  return db
    .selectFrom('revenues')
    .selectAll()
    .where('kind', '=', 'sale')
    .where('order_item_id', 'in', itemIds)
    .execute();
}

export function setPaymentRefunded(db: Kysely<Database>, paymentId: number, now: Date) {
  return db
    .updateTable('payments')
    .set({ status: 'refunded', updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}
