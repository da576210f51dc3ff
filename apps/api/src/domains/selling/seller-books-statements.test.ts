import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { StatementCounter } from '../../db/statement-count.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestClient, type TestServer } from '../../../test/helpers.ts';
import { sellerClient, type Envelope } from '../../../test/selling-support.ts';

// The author's book list reads what it presents for all its books at once (`where book_id in (...)`):
// the number of SQL statements is the same for 2 books as for 12 (before, about 8 more per book).

const counter = new StatementCounter();
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ log: counter.log });
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

/** An author with `count` books, each with a category, a price, a contributor and a track. */
async function authorWithBooks(count: number): Promise<{ user: User; client: TestClient }> {
  const { db } = server;
  const user = await createUser(db, { author: true, country: 'ng' });
  const contributor = await db
    .insertInto('contributors')
    .values({ uid: `c-${user.username}`, owner_id: user.id, name: `Contributor of ${user.username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let n = 0; n < count; n++) {
    const book = await db
      .insertInto('books')
      .values({
        uid: `${user.username}-${n}`.slice(0, 40),
        slug: `${user.username}-${n}`,
        author_id: user.id,
        type: n % 2 === 0 ? 'ebook' : 'audiobook',
        title: `Book ${n} of ${user.username}`,
        description: 'A book of the statement count test, long enough for the basic info step.',
        status: 'draft',
        category_id: catalogue.categories.fiction.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('book_prices')
      .values({ book_id: book.id, country_code: 'ng', amount: 1500 })
      .execute();
    await db
      .insertInto('book_contributors')
      .values({ book_id: book.id, contributor_id: contributor.id, role: 'author', position: 0 })
      .execute();
    await db
      .insertInto('book_audio_files')
      .values({
        book_id: book.id,
        title: `Track ${n}`,
        file_path: `audio/${user.username}/${n}.mp3`,
        duration_seconds: 60,
        size_bytes: 1000,
        position: 0,
      })
      .execute();
  }
  return { user, client: await sellerClient(server, user) };
}

/** The statements of the author's book list (after one unmeasured read), and how many books it shows. */
async function countedList(client: TestClient): Promise<{ statements: string[]; books: number }> {
  const first = await client.get<Envelope<{ items: unknown[] }>>('/api/user/selling/books?per_page=50');
  expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
  counter.take();
  const counted = await client.get<Envelope<{ items: unknown[] }>>('/api/user/selling/books?per_page=50');
  expect(counted.status).toBe(200);
  return { statements: counter.take(), books: counted.body.data.items.length };
}

describe("SQL statements of the author's book list", () => {
  it('runs as many statements for 12 books as for 2', async () => {
    const few = await countedList((await authorWithBooks(2)).client);
    const many = await countedList((await authorWithBooks(12)).client);
    expect(few.books).toBe(2);
    expect(many.books).toBe(12);
    const texts = (ran: string[]) => ran.map((s) => s.slice(0, 160)).join('\n');
    expect(
      many.statements.length,
      `2 books ran:\n${texts(few.statements)}\n12 books ran:\n${texts(many.statements)}`,
    ).toBe(few.statements.length);
  });
});
