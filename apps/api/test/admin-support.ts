/** What the back office's API tests share: an operator's client, and readers of the audit log. */
import type { Kysely } from 'kysely';
import { shortUid } from '../src/lib/crypto.ts';
import type { Database, User } from '../src/db/schema.ts';
import { webActor } from '../src/domains/accounts/audit.ts';
import { decideBook } from '../src/domains/admin/admin-books.ts';
import { settlePayment } from '../src/domains/payments/settlement.ts';
import { createUser, type TestServer, type UserFixture } from './helpers.ts';
import { sellerClient } from './selling-support.ts';

/** A new operator (users.is_operator, as `admin operator:grant` sets it). */
export async function createOperator(db: Kysely<Database>, fixture: UserFixture = {}): Promise<User> {
  const user = await createUser(db, fixture);
  return db
    .updateTable('users')
    .set({ is_operator: true })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A client of a new operator that has passed the mailed security check. */
export async function operatorClient(server: TestServer, fixture: UserFixture = {}) {
  const user = await createOperator(server.db, fixture);
  return { user, client: await sellerClient(server, user) };
}

/** The audit rows about one target, oldest first. */
export function auditOf(db: Kysely<Database>, targetType: string, targetId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType as never)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
}

/**
 * A complete ebook draft of `authorId`, ready to publish (description, category, price, contributor,
 * cover, file): what the edit steps would have saved.
 */
export async function readyDraft(
  db: Kysely<Database>,
  authorId: number,
  categoryId: number,
  title: string,
): Promise<{ id: number; uid: string; title: string }> {
  const uid = `bk-${shortUid(10).toLowerCase()}`;
  const book = await db
    .insertInto('books')
    .values({
      uid,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${uid}`,
      author_id: authorId,
      type: 'ebook',
      title,
      description: `${title}: a complete draft written for the back office tests, long enough.`,
      publication_date: '2026-01-01',
      category_id: categoryId,
      status: 'draft',
      cover_path: `covers/${uid}.svg`,
      file_path: `ebooks/${uid}.epub`,
      file_format: 'epub',
      file_size_bytes: 1000,
    })
    .returning(['id', 'uid', 'title'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('book_prices')
    .values({ book_id: book.id, country_code: 'ng', amount: 150_000 })
    .execute();
  const contributor = await db
    .insertInto('contributors')
    .values({ uid: `c-${uid}`, owner_id: authorId, name: 'A. Writer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('book_contributors')
    .values({ book_id: book.id, contributor_id: contributor.id, role: 'author' })
    .execute();
  return book;
}

/**
 * Approves a book waiting for review as an operator would (the tests' setup for a book that must be on
 * sale now that Publish sends it to review first).
 */
export async function approveInReview(server: TestServer, uid: string): Promise<void> {
  const operator = await createOperator(server.db);
  await decideBook(server.deps, webActor(operator.id), uid, { decision: 'approve', reason: null });
}

/**
 * A paid book order of `buyer` for `books` (one copy each, at `price` minor units), settled by the
 * real settlement: library grants, sales counts and the sellers' held revenue.
 */
export async function paidOrder(
  server: TestServer,
  buyerId: number,
  books: { id: number; price: number }[],
  gateway: 'test' | 'paystack' = 'test',
) {
  const order = await unpaidOrder(server, buyerId, books, gateway);
  await settlePayment(server.deps, order.paymentId, 'successful');
  return order;
}

/** A book order of `buyer` for `books` waiting for its payment (pending), as checkout leaves it. */
export async function unpaidOrder(
  server: TestServer,
  buyerId: number,
  books: { id: number; price: number }[],
  gateway: 'test' | 'paystack' = 'test',
): Promise<{
  id: number;
  uid: string;
  paymentId: number;
  reference: string;
  total: number;
  itemIds: number[];
}> {
  const { db } = server;
  const uid = `ORD-${shortUid(8).toUpperCase()}`;
  const total = books.reduce((sum, b) => sum + b.price, 0);
  const order = await db
    .insertInto('orders')
    .values({
      uid,
      user_id: buyerId,
      country_code: 'ng',
      currency_code: 'NGN',
      currency_symbol: '₦',
      subtotal_amount: total,
      total_amount: total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('books')
    .select(['id', 'author_id', 'title', 'type', 'cover_path'])
    .where(
      'id',
      'in',
      books.map((b) => b.id),
    )
    .execute();
  const itemIds: number[] = [];
  for (const b of books) {
    const row = rows.find((r) => r.id === b.id);
    if (!row) throw new Error(`no book ${b.id}`);
    const item = await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        book_id: row.id,
        seller_id: row.author_id,
        title: row.title,
        type: row.type,
        cover_path: row.cover_path,
        quantity: 1,
        unit_amount: b.price,
        total_amount: b.price,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(item.id);
  }
  const payment = await db
    .insertInto('payments')
    .values({
      uid: `pay-${shortUid(10)}`,
      user_id: buyerId,
      order_id: order.id,
      reference: `PAY-${shortUid(10).toUpperCase()}`,
      amount: total,
      currency_code: 'NGN',
      currency_symbol: '₦',
      provider: gateway === 'test' ? 'test' : 'card',
      gateway,
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
  return { id: order.id, uid, paymentId: payment.id, reference: payment.reference, total, itemIds };
}
