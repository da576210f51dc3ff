/** The reads and writes of checkout (domains/checkout/checkout.ts runs them in its transaction). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable, PaymentsTable } from '../../db/schema.ts';

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

export function userContact(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
