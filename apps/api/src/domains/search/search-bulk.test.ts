import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { growCatalogue } from '../../seed/bulk.ts';
import { seed } from '../../seed/index.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { figuresMismatch } from '../../../test/review-support.ts';

// Issue 25 item 6: the bulk growth (src/seed/bulk.ts, the million-book bench) fills both search columns
// in its INSERT … SELECT (the row trigger) and builds `books_search_head` again once at the end.

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.db, { books: 60, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

it('grows the catalogue with search_head and search_document filled, and the head index back', async () => {
  const added = await growCatalogue(server.db, 400);
  expect(added).toBeGreaterThan(300);
  const { rows } = await sql<{ missing: number; stale: number }>`
    select count(*) filter (where search_head is null) as missing,
      count(*) filter (where search_head is distinct from book_search_head(books, book_contributor_names(id))
        or search_document is distinct from book_search_document(books, book_contributor_names(id))) as stale
    from books`.execute(server.db);
  expect(rows.map((r) => [Number(r.missing), Number(r.stale)])).toEqual([[0, 0]]);
  const indexes = await sql<{ indexname: string }>`
    select indexname from pg_indexes where tablename = 'books' and indexname like 'books_search%'
    order by indexname`.execute(server.db);
  expect(indexes.rows.map((r) => r.indexname)).toEqual([
    'books_search',
    'books_search_head',
    'books_search_title_trgm',
  ]);
  // A copy is found by its own title, first (its head matches, and the title is exact).
  const copy = await server.db
    .selectFrom('books')
    .select(['title'])
    .where('uid', 'like', 'bulk-%')
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const res = await client.get<{ data: { books: { title: string }[] } }>(
    `/api/public/search?country=ng&keyword=${encodeURIComponent(copy.title)}`,
  );
  expect(res.body.data.books[0]?.title).toBe(copy.title);
});

it('copies each book’s counted reviews with it, so every copy’s figures are its own (issue 42)', async () => {
  expect(await figuresMismatch(server.db)).toEqual([]);
  const copied = await server.db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uid', 'like', 'rv-%')
    .executeTakeFirstOrThrow();
  expect(Number(copied.n)).toBeGreaterThan(0);
});
