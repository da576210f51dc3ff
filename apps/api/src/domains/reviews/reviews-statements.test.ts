import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCounter } from '../../db/statement-count.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { must } from '../../../test/review-support.ts';
import { recomputeFigures } from './reviews.queries.ts';

// Issue 42 (and 26 item 4): a book's reviews page and summary with 200 reviews run a fixed number of
// statements, for a visitor and for a signed-in reader (the votes are read in the page's statement).
const counter = new StatementCounter();
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ log: counter.log });
  catalogue = await seedCatalogue(server.db);
  const book = must(catalogue.books.lagosNoir);
  await sql`
    INSERT INTO users (uid, username, email, first_name, last_name, password_hash, email_verified_at)
    SELECT 'rvs' || g, 'reviewer_' || g, 'reviewer_' || g || '@example.test', 'Reader', 'No ' || g, 'x', now()
    FROM generate_series(1, 200) g`.execute(server.db);
  await sql`
    INSERT INTO reviews (uid, book_id, user_id, rating, title, body, helpful_count)
    SELECT 'rvs-' || u.id, ${book.id}, u.id, 1 + (u.id % 5), 'Title ' || u.id, 'Words of review ' || u.id, u.id % 7
    FROM users u WHERE u.username LIKE 'reviewer\\_%'`.execute(server.db);
  await recomputeFigures(server.db, book.id);
});
afterAll(() => server.close());

describe('SQL statements per reviews read', () => {
  it.each([
    ['summary', '/reviews/summary', 2],
    ['page, most helpful', '/reviews?sort=helpful&per_page=20', 2],
    ['page 5, lowest, 2 stars', '/reviews?sort=lowest&stars=2&page=2&per_page=10', 2],
  ])('%s', async (name, suffix, statements) => {
    const url = `/api/public/books/${must(catalogue.books.lagosNoir).uid}${suffix}`;
    for (const client of [new TestClient(server.url), await signedIn(server, await createUser(server.db))]) {
      const first = await client.get(url);
      expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
      counter.take();
      expect((await client.get(url)).status).toBe(200);
      const ran = counter.take().filter((s) => !/sessions/.test(s));
      expect(ran.length, `${name} ran:\n${ran.map((s) => s.slice(0, 160)).join('\n')}`).toBe(statements);
    }
  });

  it('pages all 200', async () => {
    const res = await new TestClient(server.url).get<{ data: { total: number; items: unknown[] } }>(
      `/api/public/books/${must(catalogue.books.lagosNoir).uid}/reviews?per_page=100&page=2`,
    );
    expect(res.body.data.total).toBe(200);
    expect(res.body.data.items).toHaveLength(100);
  });
});
