import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCounter } from '../../db/statement-count.ts';
import { PUBLISHED } from '../../db/plans.ts';
import { seed } from '../../seed/index.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

// Issue 26 item 4: how many SQL statements each public read runs, fixed here, so a change that adds a
// query to one fails this test rather than a benchmark nobody runs. Counted through Kysely's query log
// (src/db/statement-count.ts) on PGlite and, with DATABASE_URL, on the server; one seed for the file.
// Each read runs once unmeasured first (nothing cached in process changes a count, but a failure
// there shows its own status), then once counted.

const counter = new StatementCounter();
let server: TestServer;
let client: TestClient;
const at: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ log: counter.log });
  await seed(server.db, { books: 120, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
  client = new TestClient(server.url);
  const { db } = server;
  const book = await db
    .selectFrom('books')
    .innerJoin('users as a', 'a.id', 'books.author_id')
    .select(['books.uid', 'books.category_id', 'a.username'])
    .where('books.status', '=', PUBLISHED)
    .where('books.category_id', 'is not', null)
    .orderBy('books.id')
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('categories')
    .select('uid')
    .where('id', '=', book.category_id)
    .executeTakeFirstOrThrow();
  const sub = await db
    .selectFrom('sub_categories')
    .select('uid')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const list = await db
    .selectFrom('lists')
    .select('uid')
    .orderBy('position')
    .limit(1)
    .executeTakeFirstOrThrow();
  const offer = await db
    .selectFrom('voiceover_offers as o')
    .innerJoin('voiceover_artists as v', 'v.user_id', 'o.voiceover_artist_id')
    .select(['o.uid as offer', 'v.uid as artist'])
    .where('o.status', '=', 'active')
    .where('o.deleted_at', 'is', null)
    .where('v.status', '=', 'approved')
    .orderBy('o.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  Object.assign(at, {
    book: book.uid,
    author: book.username,
    category: category.uid,
    sub: sub.uid,
    list: list.uid,
    artist: offer.artist,
    offer: offer.offer,
  });
});
afterAll(() => server.close());

/** Each public read and the statements it may run: a change to a count is a decision, made here. */
const READS: [name: string, url: () => string, statements: number][] = [
  // Issue 44: the lists shown come with their books (homeListBooks), without a query of their own.
  ['home', () => '/api/public/home?country=ng', 4],
  ['header', () => '/api/public/header', 3],
  ['listing', () => '/api/public/books?country=ng&type=ebook&sort=Trending&page=2', 1],
  ['listing by price', () => '/api/public/books?country=ng&type=printbook&sort=PriceLow', 1],
  ['listing past its end', () => '/api/public/books?country=ng&page=400', 3],
  [
    'filtered listing',
    () => '/api/public/books?country=ng&type=ebook&language=English&price_band=mid&rating=3&sort=Trending',
    // The country's price unit first: the band's bounds are literals in the page's SQL.
    2,
  ],
  ['category listing', () => `/api/public/books?country=ng&category=${at.category}`, 2],
  ['author listing', () => `/api/public/books?country=ng&author=${at.author}`, 3],
  ['detail', () => `/api/public/books/${at.book}?country=ng`, 1],
  ['related', () => `/api/public/books/${at.book}/related?country=ng`, 3],
  // A search knows the catalogue's size (domains/search/catalogue-size.queries.ts: read at most every 30 s per process,
  // so not by the counted second call); a large catalogue would ask for the tsquery first.
  // Issue 39: a full overlay (8 books) counts the matches as the see-all page does, for its total;
  // issue 44: in the books' statement (one round of three statements).
  ['search', () => '/api/public/search?country=ng&keyword=love', 3],
  ['search, a typo', () => '/api/public/search?country=ng&keyword=lgaos', 6],
  ['see-all', () => '/api/public/books?country=ng&keyword=love', 1],
  ['see-all, page 2', () => '/api/public/books?country=ng&keyword=the%20river&page=2', 3],
  ['facets', () => '/api/public/books/facets?country=ng&keyword=love&type=ebook', 2],
  ['categories', () => '/api/public/categories', 4],
  ['category', () => `/api/public/categories/${at.category}`, 4],
  ['category collections', () => `/api/public/categories/${at.category}/collections?country=ng`, 4],
  ['sub-category', () => `/api/public/sub_categories/${at.sub}`, 1],
  ['authors', () => '/api/public/authors', 3],
  ['author', () => `/api/public/authors/${at.author}`, 2],
  ['lists', () => '/api/public/lists', 1],
  ['list', () => `/api/public/lists/${at.list}`, 1],
  ['list books', () => `/api/public/lists/${at.list}/books?country=ng`, 4],
  ['voiceover directory', () => '/api/public/voas', 8],
  ['voiceover artist', () => `/api/public/voas/${at.artist}`, 11],
  ['voiceover offer', () => `/api/public/voas/offers/${at.offer}`, 2],
];

describe('SQL statements per public read', () => {
  it.each(READS)('%s', async (name, url, statements) => {
    const first = await client.get(url());
    expect(first.status, `${name}: ${JSON.stringify(first.body).slice(0, 300)}`).toBe(200);
    counter.take();
    const counted = await client.get(url());
    expect(counted.status).toBe(200);
    const ran = counter.take();
    // The texts in the message: which statement came or went.
    expect(ran.length, `${name} ran:\n${ran.map((s) => s.slice(0, 160)).join('\n')}`).toBe(statements);
  });
});
