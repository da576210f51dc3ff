/** What the reviews tests share: the figures check, and a buyer of a book with a signed-in client. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { paidOrder } from './admin-support.ts';
import { createUser, signedIn, type TestServer } from './helpers.ts';

/**
 * Books whose stored figures differ from a recompute over their reviews (published, purchase not
 * refunded): empty when every figure is true.
 */
export async function figuresMismatch(db: Kysely<Database>) {
  const { rows } = await sql<{
    id: number;
    rating_count: number;
    rating_average: string;
    n: number;
    average: string;
  }>`
    SELECT b.id, b.rating_count, b.rating_average::text, f.n, f.average::text
    FROM books b
    JOIN (SELECT b2.id, count(r.id)::int AS n, coalesce(round(avg(r.rating), 2), 0)::numeric(3, 2) AS average
          FROM books b2 LEFT JOIN reviews r ON r.book_id = b2.id AND r.status = 'published' AND r.withdrawn_at IS NULL
          GROUP BY b2.id) f ON f.id = b.id
    WHERE b.rating_count <> f.n OR b.rating_average <> f.average`.execute(db);
  return rows;
}

/** Reviews whose writer has no paid order of the book. */
export async function reviewsWithoutPurchase(db: Kysely<Database>) {
  const { rows } = await sql<{ id: number }>`
    SELECT r.id FROM reviews r
    WHERE NOT EXISTS (
      SELECT 1 FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.book_id = r.book_id AND o.user_id = r.user_id
        AND o.status IN ('paid', 'processing', 'shipped', 'delivered', 'completed'))`.execute(db);
  return rows;
}

/** A new verified reader who bought `book` (a paid, settled order) and their signed-in client. */
export async function buyer(server: TestServer, book: { id: number }, price = 150_000) {
  const user = await createUser(server.db, { country: 'ng' });
  const order = await paidOrder(server, user.id, [{ id: book.id, price }]);
  return { user, order, client: await signedIn(server, user) };
}

/** The value, or a failure naming what was missing. */
export function must<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) throw new Error(`Expected a ${what}`);
  return value;
}
