/** The writes of settling a payment (settlement.ts runs them in its transaction). */
import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  LibraryItemsTable,
  OrderStatus,
  PaymentStatus,
  RevenuesTable,
} from '../../db/schema.ts';

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

/**
 * The order's lines that cannot be sold now (issue 41): the book is not on sale (taken down,
 * unpublished, deleted) or its seller is suspended. The sellers' accounts and then the books are
 * locked until commit, in the order a suspension or a takedown locks them, so either happens wholly
 * before this payment settles or waits for it.
 */
export async function offSaleItems(db: Kysely<Database>, orderId: number) {
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'title', 'book_id', 'seller_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const sellers = [...new Set(items.flatMap((i) => (i.seller_id === null ? [] : [i.seller_id])))];
  const books = [...new Set(items.flatMap((i) => (i.book_id === null ? [] : [i.book_id])))];
  const suspended =
    sellers.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'suspended_at'])
          .where(
            'id',
            'in',
            sellers.sort((a, b) => a - b),
          )
          .orderBy('id')
          .forShare()
          .execute();
  const onSale =
    books.length === 0
      ? []
      : await db
          .selectFrom('books')
          .select(['id', 'status'])
          .where(
            'id',
            'in',
            books.sort((a, b) => a - b),
          )
          .orderBy('id')
          // Not FOR SHARE: the settlement updates these rows next (countSale), and two settlements of one
          // book each holding a share lock while waiting to update would deadlock.
          .forNoKeyUpdate()
          .execute();
  return items.filter(
    (i) =>
      i.book_id === null ||
      onSale.find((b) => b.id === i.book_id)?.status !== 'published' ||
      suspended.some((u) => u.id === i.seller_id && u.suspended_at !== null),
  );
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

/** Puts copies back on the shelf of a book that keeps stock. */
export async function returnStock(db: Kysely<Database>, bookId: number, quantity: number): Promise<void> {
  await db
    .updateTable('books')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', quantity) }))
    .where('id', '=', bookId)
    .where('stock_quantity', 'is not', null)
    .execute();
}

/** One line of a seller's revenue ledger: a sale's share, a refund's reversal, a withdrawal's return. */
export async function insertRevenue(db: Kysely<Database>, values: Insertable<RevenuesTable>): Promise<void> {
  await db.insertInto('revenues').values(values).execute();
}

/** A refund of (part of) a paid order: an operator's, or the store's own for an order refused at payment. */
export function insertRefund(
  db: Kysely<Database>,
  values: {
    order_id: number;
    payment_id: number;
    reference: string;
    amount: number;
    currency_code: string;
    reason: string;
    /** null: the store refused a charged order itself (issue 41), no operator acted. */
    operator_id: number | null;
    provider_reference: string | null;
    created_at: Date;
  },
) {
  return db.insertInto('refunds').values(values).returning('id').executeTakeFirstOrThrow();
}
