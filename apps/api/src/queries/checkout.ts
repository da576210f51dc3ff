/** The writes of checkout and payment settlement (services/orders.ts runs them in its transactions). */
import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  LibraryItemsTable,
  OrderItemsTable,
  OrdersTable,
  OrderStatus,
  PaymentsTable,
  PaymentStatus,
} from '../db/schema.ts';

/** One of the user's delivery addresses with its state's fees, or undefined. */
export function userAddressFees(db: Kysely<Database>, userId: number, addressId: number) {
  return db
    .selectFrom('delivery_addresses as a')
    .innerJoin('states as s', 's.id', 'a.state_id')
    .select(['a.id', 'a.country_code', 's.delivery_base_fee', 's.delivery_fee_per_item'])
    .where('a.id', '=', addressId)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
}

/** The title of one of these books the user already has in their library, if any. */
export async function ownedTitle(db: Kysely<Database>, userId: number, bookIds: number[]) {
  const row = await db
    .selectFrom('library_items as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .select('b.title')
    .where('l.user_id', '=', userId)
    .where('l.book_id', 'in', bookIds)
    .executeTakeFirst();
  return row?.title;
}

/** Takes copies from a book's stock if that many are left (a conditional decrement); whether it did. */
export async function takeStock(db: Kysely<Database>, bookId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .updateTable('books')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity) }))
    .where('id', '=', bookId)
    .where('stock_quantity', '>=', quantity)
    .returning('stock_quantity')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function stockLeft(db: Kysely<Database>, bookId: number): Promise<number> {
  const row = await db
    .selectFrom('books')
    .select('stock_quantity')
    .where('id', '=', bookId)
    .executeTakeFirst();
  return row?.stock_quantity ?? 0;
}

/** Puts copies back on the shelf of a book that keeps stock. */
export async function returnStock(db: Kysely<Database>, bookId: number, quantity: number): Promise<void> {
  await db
    .updateTable('books')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', quantity) }))
    .where('id', '=', bookId)
    .where('stock_quantity', 'is not', null)
    .execute();
}

/** Counts a sale on a book: its sales and its trending score. */
export async function countSale(db: Kysely<Database>, bookId: number, quantity: number): Promise<void> {
  await db
    .updateTable('books')
    .set((eb) => ({
      sales_count: eb('sales_count', '+', quantity),
      trending_score: eb('trending_score', '+', quantity * 10),
    }))
    .where('id', '=', bookId)
    .execute();
}

export function insertOrder(db: Kysely<Database>, values: Insertable<OrdersTable>) {
  return db
    .insertInto('orders')
    .values(values)
    .returning(['id', 'uid', 'total_amount'])
    .executeTakeFirstOrThrow();
}

export async function insertOrderItems(
  db: Kysely<Database>,
  items: Insertable<OrderItemsTable>[],
): Promise<void> {
  await db.insertInto('order_items').values(items).execute();
}

export async function insertOrderActivity(
  db: Kysely<Database>,
  values: { order_id: number; status: OrderStatus; description: string; created_at: Date },
): Promise<void> {
  await db.insertInto('order_activities').values(values).execute();
}

export function insertPayment(db: Kysely<Database>, values: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Where the buyer pays a provider's payment (its authorization URL). */
export async function setPaymentCheckoutUrl(db: Kysely<Database>, paymentId: number, url: string, now: Date) {
  await db
    .updateTable('payments')
    .set({ checkout_url: url, updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}

/** Locks a payment until the transaction ends, or undefined. */
export function lockPayment(db: Kysely<Database>, paymentId: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
}

export async function settlePaymentRow(
  db: Kysely<Database>,
  paymentId: number,
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status, paid_at: status === 'successful' ? now : null, updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}

/** Marks a voiceover order paid and opens its job (once); answers the order's id and artist. */
export async function payVoOrder(db: Kysely<Database>, voOrderId: number, jobUid: string, now: Date) {
  const order = await db
    .updateTable('vo_orders')
    .set({ status: 'paid', paid_at: now, updated_at: now })
    .where('id', '=', voOrderId)
    .returning(['id', 'voiceover_artist_id'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('voiceover_jobs')
    .values({
      uid: jobUid,
      vo_order_id: order.id,
      voiceover_artist_id: order.voiceover_artist_id,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('vo_order_id').doNothing())
    .execute();
}

/** Locks an order until the transaction ends. */
export function lockOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

export function orderItemRows(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
}

export async function setOrderStatus(
  db: Kysely<Database>,
  orderId: number,
  values: { status: OrderStatus; updated_at: Date; paid_at?: Date; cancelled_at?: Date },
): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', orderId).execute();
}

/** Puts bought books in the user's library (a book already there stays as it was). */
export async function grantLibrary(
  db: Kysely<Database>,
  items: Insertable<LibraryItemsTable>[],
): Promise<void> {
  await db
    .insertInto('library_items')
    .values(items)
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .execute();
}

export function userContact(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
