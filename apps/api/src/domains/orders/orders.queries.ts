import type { Kysely } from 'kysely';
import type { Database, OrderStatus, PaymentStatus } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';
import { newestIdsPage } from '../../db/rows.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** One of the user's orders (its id), or undefined. */
export function userOrder(db: Kysely<Database>, userId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A page of the user's order ids, newest first, with the total count. */
export function userOrderIds(
  db: Kysely<Database>,
  userId: number,
  status: OrderStatus | undefined,
  page: PageWindow,
) {
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (status) base = base.where('status', '=', status);
  return newestIdsPage(base, page);
}

/** The user's orders counted by outcome, and what they paid in one currency (minor units). */
export function userOrderStatistics(db: Kysely<Database>, userId: number, currencyCode: string) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'pending_payment').as('pending'),
      eb.fn.count<number>('id').filterWhere('status', 'in', ['completed', 'delivered']).as('completed'),
      eb.fn.count<number>('id').filterWhere('status', 'in', ['cancelled', 'failed']).as('cancelled'),
      eb.fn
        .coalesce(
          eb.fn
            .sum<number>('total_amount')
            .filterWhere('paid_at', 'is not', null)
            .filterWhere('currency_code', '=', currencyCode),
          eb.lit(0),
        )
        .as('spent'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function orderActivities(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_activities')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Orders, their items (with the book's uid and slug if it still exists) and payments, newest first. */
export async function ordersWithItems(db: Kysely<Database>, orderIds: number[]) {
  const [orders, items, payments] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute(),
    db
      .selectFrom('order_items as oi')
      .leftJoin('books as b', 'b.id', 'oi.book_id')
      .selectAll('oi')
      .select(['b.uid as book_uid', 'b.slug as book_slug'])
      .where('oi.order_id', 'in', orderIds)
      .orderBy('oi.id')
      .execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return { orders, items, payments };
}

export type OrderBundle = Awaited<ReturnType<typeof ordersWithItems>>;

export function paymentById(db: Kysely<Database>, paymentId: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
}

/** A payment by its reference (the provider's transaction reference), or undefined. */
export function paymentByReference(db: Kysely<Database>, reference: string) {
  return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Every payment of a user: for a book order (its reference) or for a voiceover order (its uid). */
function userBookPayments(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('vo_orders as v', 'v.id', 'p.vo_order_id')
    .where('p.user_id', '=', userId)
    .where((eb) => eb.or([eb('o.id', 'is not', null), eb('v.id', 'is not', null)]));
}

/** A page of the user's book-order payments, newest first, with the total count. */
export function userPayments(
  db: Kysely<Database>,
  userId: number,
  status: PaymentStatus | undefined,
  page: PageWindow,
) {
  let base = userBookPayments(db, userId);
  if (status) base = base.where('p.status', '=', status);
  return withTotal(base, (query) =>
    query
      .selectAll('p')
      .select(['o.uid as order_reference', 'v.uid as vo_order_uid'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}

/** One of the user's payments with its order's reference or voiceover order's uid, or undefined. */
export function userPayment(db: Kysely<Database>, userId: number, paymentId: number) {
  return userBookPayments(db, userId)
    .selectAll('p')
    .select(['o.uid as order_reference', 'v.uid as vo_order_uid'])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/** The user's payments counted by outcome, and what they paid in one currency. */
export function userPaymentStatistics(db: Kysely<Database>, userId: number, currencyCode: string) {
  return userBookPayments(db, userId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('p.id').filterWhere('p.status', '=', 'successful').as('successful'),
      eb.fn.count<number>('p.id').filterWhere('p.status', '=', 'failed').as('failed'),
      eb.fn
        .coalesce(
          eb.fn
            .sum<number>('p.amount')
            .filterWhere('p.status', '=', 'successful')
            .filterWhere('p.currency_code', '=', currencyCode),
          eb.lit(0),
        )
        .as('paid'),
    ])
    .executeTakeFirstOrThrow();
}

/** A payment of the user by its public uid (the hosted payment page), or undefined. */
export function userPaymentByUid(db: Kysely<Database>, userId: number, uid: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('uid', '=', uid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * What a test payment pays for, by its public uid whoever asks (no amount, no owner): the payment
 * page's way back to the order for a visitor who is not signed in as the buyer.
 */
export function paymentTargetByUid(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('payments as p')
    .leftJoin('vo_orders as v', 'v.id', 'p.vo_order_id')
    .select(['p.order_id', 'v.uid as vo_order_uid'])
    .where('p.uid', '=', uid)
    .where('p.gateway', '=', 'test')
    .executeTakeFirst();
}

/** What an order holds, for the payment page. */
export function orderItemTitles(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_items').select(['title', 'quantity']).where('order_id', '=', orderId).execute();
}

/** A line of an order's history. */
export async function addOrderActivity(
  db: Kysely<Database>,
  orderId: number,
  status: OrderStatus,
  description: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('order_activities')
    .values({ order_id: orderId, status, description, created_at: at })
    .execute();
}

/** The id of an order's newest payment. */
export async function latestPaymentId(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}
