import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_ORDER } from './books.queries.ts';
import { listingPage } from './listing.queries.ts';
import { seed } from '../../seed/index.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

// The listing totals and the home page's authors come from counters that triggers keep (migration 003);
// whatever happens to books, prices, categories or authors, they must equal a count of the rows.

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.db, { books: 120, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
  client = new TestClient(server.url);
}, 120_000);
afterAll(() => server.close());

/** Counter rows that differ from a count of the published books and their prices (none, when kept). */
async function driftedCounters(): Promise<unknown[]> {
  const listing = await sql`
    WITH counted AS (
      SELECT p.country_code, b.type, b.category_id, b.sub_category_id, count(*)::int AS n
      FROM books b JOIN book_prices p ON p.book_id = b.id
      WHERE b.status = 'published'
      GROUP BY 1, 2, 3, 4),
    kept AS (
      SELECT country_code, type, category_id, sub_category_id, book_count AS n
      FROM book_listing_counts WHERE book_count <> 0)
    (SELECT 'missing' AS drift, * FROM counted EXCEPT SELECT 'missing', * FROM kept)
    UNION ALL
    (SELECT 'extra', * FROM kept EXCEPT SELECT 'extra', * FROM counted)`.execute(server.db);
  const authors = await sql`
    WITH counted AS (SELECT author_id, count(*)::int AS n FROM books WHERE status = 'published' GROUP BY 1),
    kept AS (SELECT author_id, book_count AS n FROM author_book_counts WHERE book_count <> 0)
    (SELECT 'missing author' AS drift, * FROM counted EXCEPT SELECT 'missing author', * FROM kept)
    UNION ALL
    (SELECT 'extra author', * FROM kept EXCEPT SELECT 'extra author', * FROM counted)`.execute(server.db);
  const types = await sql`
    SELECT p.book_id, p.book_type, b.type, p.book_language, b.language, p.book_rating, b.rating_average,
      p.book_published, b.status
    FROM book_prices p JOIN books b ON b.id = p.book_id
    WHERE p.book_type <> b.type OR p.book_language IS DISTINCT FROM b.language
      OR p.book_rating <> b.rating_average OR p.book_published <> (b.status = 'published')`.execute(
    server.db,
  );
  return [...listing.rows, ...authors.rows, ...types.rows];
}

/** Published books priced in `country` matching the filters, counted the slow way. */
async function counted(country: string, where: { type?: string; category?: number } = {}): Promise<number> {
  let query = server.db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('books.status', '=', 'published');
  if (where.type) query = query.where('books.type', '=', where.type as 'ebook');
  if (where.category !== undefined) query = query.where('books.category_id', '=', where.category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

interface ListingPage {
  data: { items: { uid: string }[]; total: number; last_page: number };
}

async function listingTotal(query: string): Promise<number> {
  const res = await client.get<ListingPage>(`/api/public/books?${query}`);
  expect(res.status).toBe(200);
  return res.body.data.total;
}

describe('catalogue counters', () => {
  it('match the seeded catalogue, and the listing totals match a count', async () => {
    expect(await driftedCounters()).toEqual([]);
    const category = await server.db
      .selectFrom('categories')
      .select(['id', 'uid'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await listingTotal('country=ng')).toBe(await counted('ng'));
    expect(await listingTotal('country=us&type=audiobook')).toBe(await counted('us', { type: 'audiobook' }));
    expect(await listingTotal(`country=gb&category=${category.uid}&type=ebook`)).toBe(
      await counted('gb', { type: 'ebook', category: category.id }),
    );
  });

  it('follow publication, prices, types, categories and deletions', async () => {
    const db = server.db;
    const published = await db
      .selectFrom('books')
      .select(['id', 'author_id'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute();
    const ids = (from: number, n: number) => published.slice(from, from + n).map((b) => b.id);

    await db.updateTable('books').set({ status: 'unpublished' }).where('id', 'in', ids(0, 5)).execute();
    await db.updateTable('books').set({ status: 'published' }).where('id', 'in', ids(0, 2)).execute();
    await db
      .deleteFrom('book_prices')
      .where('country_code', '=', 'gb')
      .where('book_id', 'in', ids(5, 10))
      .execute();
    await db
      .insertInto('book_prices')
      .values(ids(5, 3).map((book_id) => ({ book_id, country_code: 'gb', amount: 1234 })))
      .execute();
    await db.updateTable('book_prices').set({ amount: 999 }).where('book_id', 'in', ids(15, 5)).execute();
    await db.updateTable('books').set({ type: 'audiobook' }).where('id', 'in', ids(20, 4)).execute();
    await db.updateTable('books').set({ sub_category_id: null }).where('id', 'in', ids(24, 4)).execute();
    // A price's copies of the language and rating (the facets' filters, migration 028) follow the book.
    await db.updateTable('books').set({ language: 'Yoruba' }).where('id', 'in', ids(35, 3)).execute();
    await db.updateTable('books').set({ rating_average: 4.75 }).where('id', 'in', ids(37, 3)).execute();
    await db
      .updateTable('books')
      .set({ author_id: published[0]?.author_id ?? 0 })
      .where('id', 'in', ids(28, 3))
      .execute();
    await db.deleteFrom('books').where('id', 'in', ids(31, 3)).execute();
    const lastCategory = await db
      .selectFrom('categories')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('categories').where('id', '=', lastCategory.id).execute();
    expect(await driftedCounters()).toEqual([]);

    // A seller's flow: a new draft, its prices, then publication.
    const author = published[40]?.author_id ?? 0;
    const draft = await db
      .insertInto('books')
      .values({
        uid: 'COUNTERTEST1',
        slug: 'counter-test',
        author_id: author,
        type: 'printbook',
        title: 'Counter Test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('book_prices')
      .values(['ng', 'us'].map((country_code) => ({ book_id: draft.id, country_code, amount: 500 })))
      .execute();
    expect(await driftedCounters()).toEqual([]);
    const before = await listingTotal('country=ng&type=printbook');
    await db.updateTable('books').set({ status: 'published' }).where('id', '=', draft.id).execute();
    expect(await listingTotal('country=ng&type=printbook')).toBe(before + 1);
    expect(await listingTotal('country=gb&type=printbook')).toBe(await counted('gb', { type: 'printbook' }));

    // An author who leaves takes their books along.
    const leaving = published[60]?.author_id ?? 0;
    await db.deleteFrom('users').where('id', '=', leaving).execute();
    expect(await driftedCounters()).toEqual([]);
    expect(await listingTotal('country=ng')).toBe(await counted('ng'));
  });

  it('rank the home page authors by published books', async () => {
    const expected = await sql<{ username: string }>`
      SELECT u.username FROM books b JOIN users u ON u.id = b.author_id
      WHERE b.status = 'published' GROUP BY u.id, u.username
      ORDER BY count(*) DESC, u.id LIMIT 10`.execute(server.db);
    const home = await client.get<{ data: { authors: { username: string }[] } }>(
      '/api/public/home?country=ng',
    );
    expect(home.body.data.authors.map((a) => a.username)).toEqual(expected.rows.map((r) => r.username));
  });

  it('count a facet-filtered listing up to a cap: exact below it, "at least" past it', async () => {
    const query = 'country=ng&language=English&price_band=low&rating=1&sort=Trending';
    const res = await client.get<ListingPage & { data: { total_capped: boolean } }>(
      `/api/public/books?${query}`,
    );
    const slow = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM books b JOIN book_prices p ON p.book_id = b.id AND p.country_code = 'ng'
      WHERE b.status = 'published' AND b.language = 'English' AND b.rating_average >= 1
        AND p.amount > 0 AND p.amount < (SELECT ebook_base FROM price_levels WHERE country_code = 'ng')`.execute(
      server.db,
    );
    const exact = Number(slow.rows[0]?.n);
    expect(exact).toBeGreaterThan(10);
    // Far below the cap (1,000 past the page's end) at this seed's size: exact.
    expect(res.body.data.total).toBe(exact);
    expect(res.body.data.total_capped).toBe(false);
    const filters = { language: 'English', priceBand: 'low' as const, rating: 1 };
    const countedUpTo = async (countUpTo: number) =>
      Number(
        (
          await listingPage(server.db, 'ng', filters, LISTING_ORDER.Trending, 5, 0, {
            countUpTo,
          }).total.executeTakeFirst()
        )?.n,
      );
    // The count stops one past the cap: the service reads that as "more than countUpTo".
    expect(await countedUpTo(exact - 5)).toBe(exact - 4);
    expect(await countedUpTo(exact)).toBe(exact);
    // The page is the same whichever way it is counted.
    const page = await listingPage(server.db, 'ng', filters, LISTING_ORDER.Trending, 5, 0, {
      countUpTo: exact - 5,
    }).rows.execute();
    expect(page.map((row) => row.uid)).toEqual(res.body.data.items.slice(0, 5).map((item) => item.uid));
    // A language that is not a plain word is bound, not written into the SQL text (db/shapes.ts).
    await server.db.updateTable('books').set({ language: "Nigerian Pidgin's" }).where('id', '=', 1).execute();
    const pidgin = await client.get<ListingPage>(
      `/api/public/books?country=ng&language=${encodeURIComponent("Nigerian Pidgin's")}&rating=1`,
    );
    expect(pidgin.status).toBe(200);
    expect(pidgin.body.data.total).toBe(
      Number(
        (
          await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM books b JOIN book_prices p ON p.book_id = b.id
            AND p.country_code = 'ng' WHERE b.status = 'published' AND b.language = 'Nigerian Pidgin''s'
            AND b.rating_average >= 1`.execute(server.db)
        ).rows[0]?.n,
      ),
    );
  });

  it('answer a page past the end with the total, and a bad country before a missing filter', async () => {
    const res = await client.get<ListingPage>('/api/public/books?country=ke&page=500');
    expect(res.body.data.items).toEqual([]);
    expect(res.body.data.total).toBe(await counted('ke'));
    expect((await client.get('/api/public/books?country=zz&category=NOPE')).status).toBe(422);
    expect((await client.get('/api/public/books?country=ng&category=NOPE')).status).toBe(404);
    expect((await client.get('/api/public/books/NOPE?country=zz')).status).toBe(422);
    expect((await client.get('/api/public/search?keyword=zzqqzz&country=zz')).status).toBe(422);
  });

  it('empty with a truncated price list', async () => {
    await sql`TRUNCATE book_prices`.execute(server.db);
    expect(await driftedCounters()).toEqual([]);
    expect(await listingTotal('country=ng')).toBe(0);
  });
});
