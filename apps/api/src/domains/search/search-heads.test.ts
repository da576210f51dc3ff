import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plannedPerCall, PUBLISHED } from '../../db/plans.ts';
import { forgetCatalogueSize, LARGE_CATALOGUE } from './catalogue-size.queries.ts';
import { bestMatches, matchesSearch, relevance, typedSearch, withValues } from './search.queries.ts';
import { growCatalogue } from '../../seed/bulk.ts';
import { seed } from '../../seed/index.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

// Issue 25 item 6: the search's first tier ranks the narrow copy of the published books' heads
// (`book_search_heads`, migration 023). Its triggers must keep it equal to `books` through every change
// the copy holds, or a search would rank stale heads, miss a new book or show an unpublished one.

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.db, { books: 60, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

/**
 * Rows of the copy and of the published books that the other does not hold, plus how far the published
 * books' counter is off (0 when they agree).
 */
async function differences(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with source as (
      select id, coalesce(search_head, '') as search_head, coalesce(search_title, '') as search_title,
        trending_score, rating_average
      from books where status = 'published'
    ), copy as (
      select book_id as id, search_head, search_title, trending_score, rating_average from book_search_heads
    )
    select count(*) as n from ((select * from source except all select * from copy)
      union all (select * from copy except all select * from source)) as x`.execute(server.db);
  // The published books' counter (a keyword listing's count leans on it) follows the copy's rows.
  const counted = await sql<{ off: number }>`
    select (select book_count from published_book_count)
      - (select count(*) from books where status = 'published') as off`.execute(server.db);
  return Number(rows[0]?.n) + Math.abs(Number(counted.rows[0]?.off));
}

const titleOf = async (keyword: string) =>
  (
    await client.get<{ data: { books: { title: string }[] } }>(
      `/api/public/search?country=ng&keyword=${encodeURIComponent(keyword)}`,
    )
  ).body.data.books.map((book) => book.title);

it('holds every published book as the seed wrote it, and nothing else', async () => {
  const { rows } = await sql<{ copies: number; published: number }>`
    select (select count(*) from book_search_heads) as copies,
      (select count(*) from books where status = 'published') as published`.execute(server.db);
  expect(Number(rows[0]?.copies)).toBe(Number(rows[0]?.published));
  expect(Number(rows[0]?.published)).toBeGreaterThan(0);
  expect(await differences()).toBe(0);
});

it('follows a new title, a sale, a rating, an author renamed, unpublishing and publishing again', async () => {
  const book = await server.db
    .selectFrom('books')
    .select(['id', 'author_id'])
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('books')
    .set({ title: 'Quetzalcoatl Evenings' })
    .where('id', '=', book.id)
    .execute();
  expect(await differences()).toBe(0);
  expect(await titleOf('quetzalcoatl')).toEqual(['Quetzalcoatl Evenings']);

  // One change at a time: each is a condition of the trigger on its own. A sale (the trending score)
  // rewrites the copy's row but leaves the published books' counter untouched (not even locked: its
  // row version stays the one it was).
  const counterVersion = async () =>
    (await sql<{ v: string }>`select xmin::text as v from published_book_count`.execute(server.db)).rows[0]
      ?.v;
  const version = await counterVersion();
  await server.db
    .updateTable('books')
    .set((eb) => ({ trending_score: eb('trending_score', '+', 50) }))
    .where('id', '=', book.id)
    .execute();
  expect(await differences()).toBe(0);
  expect(await counterVersion()).toBe(version);
  await server.db.updateTable('books').set({ rating_average: 4.5 }).where('id', '=', book.id).execute();
  expect(await differences()).toBe(0);

  // The author's name is in the head: the users trigger refreshes their books' heads, and the copy.
  await server.db
    .updateTable('users')
    .set({ last_name: 'Xochiquetzal' })
    .where('id', '=', book.author_id)
    .execute();
  expect(await differences()).toBe(0);
  expect(await titleOf('xochiquetzal')).toContain('Quetzalcoatl Evenings');

  await server.db.updateTable('books').set({ status: 'draft' }).where('id', '=', book.id).execute();
  expect(await differences()).toBe(0);
  expect(await titleOf('quetzalcoatl')).toEqual([]);

  await server.db.updateTable('books').set({ status: 'published' }).where('id', '=', book.id).execute();
  expect(await differences()).toBe(0);
  expect(await titleOf('quetzalcoatl')).toEqual(['Quetzalcoatl Evenings']);
});

it('takes the bulk copies in, with its index built again after them', async () => {
  await growCatalogue(server.db, 300);
  expect(await differences()).toBe(0);
  const indexes = await sql<{ indexname: string }>`
    select indexname from pg_indexes where tablename = 'book_search_heads' order by indexname`.execute(
    server.db,
  );
  expect(indexes.rows.map((r) => r.indexname)).toEqual([
    'book_search_heads_exact',
    'book_search_heads_head',
    'book_search_heads_pkey',
    'book_search_heads_popular',
    'book_search_heads_title',
  ]);
});

it('counts a keyword listing without prices only while every published book is priced there', async () => {
  const total = async () =>
    (await client.get<{ data: { total: number } }>('/api/public/books?country=ng&keyword=quetzalcoatl')).body
      .data.total;
  const before = await total();
  expect(before).toBeGreaterThan(0);
  // The book loses its Nigerian price: the country's listing counts no longer add up to every
  // published book, so the count joins the prices again and leaves it out.
  const book = await server.db
    .selectFrom('books')
    .select('id')
    .where('title', '=', 'Quetzalcoatl Evenings')
    .executeTakeFirstOrThrow();
  await server.db
    .deleteFrom('book_prices')
    .where('book_id', '=', book.id)
    .where('country_code', '=', 'ng')
    .execute();
  expect(await total()).toBe(before - 1);
});

it('finds a category by its new name, accents aside, once it is renamed (its search fields follow)', async () => {
  const category = await server.db
    .selectFrom('categories')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('categories')
    .set({ name: 'Écritures Zéphyrines' })
    .where('id', '=', category.id)
    .execute();
  const names = async (keyword: string) =>
    (
      await client.get<{ data: { categories: { category_name: string }[] } }>(
        `/api/public/search?country=ng&keyword=${encodeURIComponent(keyword)}`,
      )
    ).body.data.categories.map((c) => c.category_name);
  expect(await names('zephyrines')).toEqual(['Écritures Zéphyrines']);
  // A typo: close to the folded name by trigram similarity.
  expect(await names('ecritures zephyrnes')).toContain('Écritures Zéphyrines');
});

it('ranks in tiers, walked or collected, exactly what ranking every match by relevance gives', async () => {
  // Words of the seed's titles, authors' surnames, a title word with a surname, blurb words, prefixes.
  const { rows: seeded } = await sql<{ title: string; last_name: string; description: string | null }>`
    select b.title, u.last_name, b.description from books b join users u on u.id = b.author_id
    where b.status = 'published' order by b.id limit 12`.execute(server.db);
  const words = (text: string | null) => (text ?? '').split(/[^\p{L}]+/u).filter((w) => w.length > 3);
  const keywords = new Set<string>(['lo', 'the', 'a']);
  for (const book of seeded) {
    const [first] = words(book.title);
    if (first) keywords.add(first).add(`${first} ${book.last_name}`);
    keywords.add(book.last_name).add(book.title);
    const blurb = words(book.description);
    if (blurb[2]) keywords.add(blurb[2]);
  }
  for (const keyword of keywords)
    for (const limit of [3, 8, 20]) {
      const typed = await typedSearch(server.db, keyword, true);
      // A catalogue this small ranks every head match; a large one reads the tiers: both must agree.
      expect(typed.values).toBeUndefined();
      const ranked = await plannedPerCall(server.db, bestMatches(server.db, typed, limit));
      const tiered = await plannedPerCall(
        server.db,
        bestMatches(server.db, await withValues(server.db, typed), limit),
      );
      const every = await plannedPerCall(
        server.db,
        server.db
          .selectFrom('books')
          .select(['books.id', relevance(typed).as('relevance')])
          .where('books.status', '=', PUBLISHED)
          .where(matchesSearch(typed))
          .orderBy('relevance', 'desc')
          .orderBy('books.trending_score', 'desc')
          .orderBy('books.rating_average', 'desc')
          .orderBy('books.id')
          .limit(limit),
      );
      const expected = { keyword, limit, ids: every.map((row) => [row.id, row.relevance]) };
      expect({ keyword, limit, ids: tiered.map((row) => [row.id, row.relevance]) }).toEqual(expected);
      expect({ keyword, limit, ids: ranked.map((row) => [row.id, row.relevance]) }).toEqual(expected);
    }
  expect(keywords.size).toBeGreaterThan(20);
  // Dozens of keywords, each ranked three ways on PGlite: room on a loaded machine.
}, 120_000);

it('answers the overlay and the see-all pages alike when the catalogue is large enough for tiers', async () => {
  const { rows: seeded } = await sql<{ title: string; last_name: string }>`
    select b.title, u.last_name from books b join users u on u.id = b.author_id
    where b.status = 'published' order by b.id limit 6`.execute(server.db);
  const keywords = ['lo', 'the', ...seeded.flatMap((book) => [book.title, book.last_name])];
  const urls = keywords.flatMap((keyword) => [
    `/api/public/search?country=ng&keyword=${encodeURIComponent(keyword)}`,
    `/api/public/books?country=ng&keyword=${encodeURIComponent(keyword)}`,
    `/api/public/books?country=ng&keyword=${encodeURIComponent(keyword)}&page=2&per_page=5`,
    `/api/public/books?country=ng&keyword=${encodeURIComponent(keyword)}&type=ebook`,
  ]);
  // And the listings filtered by the facets (a large catalogue caps their count and walks the sort).
  for (const sort of ['Trending', 'PublicationDateDesc', 'TitleAsc', 'PriceLow'])
    for (const band of ['low', 'mid'])
      urls.push(`/api/public/books?country=ng&language=English&price_band=${band}&rating=1&sort=${sort}`);
  urls.push('/api/public/books?country=ng&type=ebook&rating=2&sort=TitleDesc&per_page=5&page=2');
  const answers = async () => Promise.all(urls.map(async (url) => (await client.get(url)).body));
  const small = await answers();
  // Counted as a million books: the searches read in tiers, planned with their words.
  await sql`update published_book_count set book_count = book_count + ${LARGE_CATALOGUE}`.execute(server.db);
  forgetCatalogueSize(server.db);
  try {
    expect((await typedSearch(server.db, 'lo', true)).values).toBeDefined();
    const large = await answers();
    for (const [index, url] of urls.entries())
      expect({ url, answer: large[index] }).toEqual({ url, answer: small[index] });
  } finally {
    await sql`update published_book_count set book_count = book_count - ${LARGE_CATALOGUE}`.execute(
      server.db,
    );
    forgetCatalogueSize(server.db);
  }
});
