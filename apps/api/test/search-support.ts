/** The search tests' world: one seeded catalogue, its books, and the overlay's and see-all's answers. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { seed } from '../src/seed/index.ts';
import { startTestServer, TestClient, type TestServer } from './helpers.ts';

export interface SeedBook {
  id: number;
  uid: string;
  title: string;
  isbn: string | null;
  description: string;
  keywords: string[];
  first_name: string;
  last_name: string;
}

export interface Overlay {
  books: { uid: string; title: string }[];
  book_total: number;
  book_total_capped: boolean;
  authors: { username: string; first_name: string; last_name: string }[];
  categories: { uid: string; category_name: string }[];
  suggestion: string | null;
}
export interface Listing {
  items: { uid: string; title: string; type: string }[];
  total: number;
  total_capped?: boolean;
}

/** A server with one seeded catalogue of 150 books, and its published books priced in ng. */
export async function seededSearch(): Promise<{ server: TestServer; client: TestClient; books: SeedBook[] }> {
  const server = await startTestServer();
  await seed(server.db, { books: 150, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
  const client = new TestClient(server.url);
  const books = await server.db
    .selectFrom('books')
    .innerJoin('users', 'users.id', 'books.author_id')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', 'ng'),
    )
    .select([
      'books.id',
      'books.uid',
      'books.title',
      'books.isbn',
      sql<string>`coalesce(books.description, '')`.as('description'),
      'books.keywords',
      'users.first_name',
      'users.last_name',
    ])
    .where('books.status', '=', 'published')
    .orderBy('books.id')
    .execute();
  return { server, client, books };
}

/** The search overlay's answer for a keyword. */
export async function overlayOf(client: TestClient, keyword: string): Promise<Overlay> {
  const res = await client.get<{ data: Overlay }>(
    `/api/public/search?country=ng&keyword=${encodeURIComponent(keyword)}`,
  );
  expect(res.status, keyword).toBe(200);
  return res.body.data;
}

/** The see-all page's first ten for a keyword. */
export async function seeAllOf(client: TestClient, keyword: string, extra = ''): Promise<Listing> {
  const res = await client.get<{ data: Listing }>(
    `/api/public/books?country=ng&per_page=10&keyword=${encodeURIComponent(keyword)}${extra}`,
  );
  expect(res.status, keyword).toBe(200);
  return res.body.data;
}

/** Words no search ranks by. */
export const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'from',
  'that',
  'this',
  'into',
  'of',
  'a',
  'an',
  'in',
  'on',
  'at',
  'to',
]);
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The seeded book with this exact title, or a failure naming it. */
export function bookTitledIn(books: readonly SeedBook[], title: string): SeedBook {
  const book = books.find((b) => b.title === title);
  if (!book) throw new Error(`The seed has no published book "${title}".`);
  return book;
}

/**
 * Two title words with a letter left out of each (the third letter: "Orisha Crown" typed "Orsha
 * Crwn"), the rest as it is; undefined when the title has fewer than two words of five letters or more.
 */
export function withTwoTypos(title: string): string | undefined {
  const words = title.split(' ');
  const long = words.flatMap((w, i) => (/^\p{L}{5,}$/u.test(w) ? [i] : [])).slice(0, 2);
  if (long.length < 2) return undefined;
  return words.map((w, i) => (long.includes(i) ? w.slice(0, 2) + w.slice(3) : w)).join(' ');
}
