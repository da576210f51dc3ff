/**
 * Issue 39 item 4: the pen name an author gives when opening their author account is the name readers
 * see: on the book, its card, search results, the author's page, its JSON-LD; searching it finds them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { approveInReview, readyDraft } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { sellerClient, type Envelope } from '../../../test/selling-support.ts';
import { writeStoreDocument, writeStoreServerEntry } from '../../../test/store-entry.ts';

const ORIGIN = 'https://books.example';
const PEN_NAME = 'Ọlá Quillfeather';
// Every user the helpers make is called Ada Obi: the account's name, which readers must not see.
const ACCOUNT_NAME = 'Ada Obi';

interface Author {
  username: string;
  first_name: string;
  last_name: string;
  display_name: string;
}

let server: TestServer;
let storeDir: string;
let catalogue: Catalogue;
let reader: TestClient;
let author: User;
let book: { uid: string; title: string };

/** The JSON-LD blocks of a server-rendered page, and its title. */
async function renderedPage(pathname: string) {
  const html = await (await fetch(`${server.url}${pathname}`)).text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
  return { html, title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1], jsonLd };
}

const search = async (keyword: string) =>
  (
    await reader.get<Envelope<{ books: { uid: string }[]; authors: Author[]; suggestion: string | null }>>(
      `/api/public/search?keyword=${encodeURIComponent(keyword)}&country=ng`,
    )
  ).body.data;

const listing = async (query: string) =>
  (
    await reader.get<Envelope<{ items: { uid: string; authors: Author[] }[] }>>(
      `/api/public/books?${query}&country=ng`,
    )
  ).body.data.items;

beforeAll(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'bookstore-pen-names-'));
  mkdirSync(path.join(storeDir, 'assets'));
  writeStoreDocument(storeDir, { entry: '/assets/main.js' });
  writeStoreServerEntry(storeDir);
  writeFileSync(path.join(storeDir, 'assets', 'main.js'), '');
  server = await startTestServer({ env: { PUBLIC_URL: ORIGIN }, storeDir });
  catalogue = await seedCatalogue(server.db);
  reader = new TestClient(server.url);

  // A reader opens an author account under a pen name, and publishes a book through review.
  author = await createUser(server.db, { country: 'ng' });
  const onboarding = await signedIn(server, author);
  const opened = await onboarding.post('/api/user/selling/create_account', {
    pen_name: PEN_NAME,
    bio: 'I write letters from the dry season, and what they carry home.',
    phone: '+2348030000001',
    country_code: 'ng',
    accept_terms: true,
  });
  expect(opened.status).toBe(201);
  const seller = await sellerClient(server, author);
  book = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, 'Harmattan Letters');
  expect((await seller.get(`/api/user/selling/books/${book.uid}/publish`)).status).toBe(200);
  await approveInReview(server, book.uid);
});
afterAll(async () => {
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('an author writing under a pen name', () => {
  it('is named by it on the book, its card and the author page; the account keeps its own name', async () => {
    const detail = await reader.get<Envelope<{ authors: Author[] }>>(
      `/api/public/books/${book.uid}?country=ng`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.authors).toEqual([
      expect.objectContaining({
        username: author.username,
        display_name: PEN_NAME,
        first_name: 'Ada',
        last_name: 'Obi',
      }),
    ]);

    const cards = await listing(`author=${author.username}`);
    expect(cards.map((card) => [card.uid, card.authors[0]?.display_name])).toEqual([[book.uid, PEN_NAME]]);

    const profile = await reader.get<Envelope<Author>>(`/api/public/authors/${author.username}`);
    expect(profile.body.data.display_name).toBe(PEN_NAME);

    // The other authors, without one, are named by their own name.
    const others = await listing('type=ebook');
    const chimamanda = others.find((card) => card.authors[0]?.username === catalogue.author.username);
    expect(chimamanda?.authors[0]?.display_name).toBe('Chimamanda Ngozi Adebayo');
  });

  it('is found by it: the search box finds the author and their book, accents folded', async () => {
    for (const typed of ['Quillfeather', 'ola quillfeather', 'ọlá quillf']) {
      const found = await search(typed);
      expect(found.authors.map((a) => [a.username, a.display_name])).toEqual([[author.username, PEN_NAME]]);
      expect(found.books.map((b) => b.uid)).toContain(book.uid);
    }
    // The see-all listing and the authors index match it too.
    expect((await listing('keyword=quillfeather')).map((card) => card.uid)).toEqual([book.uid]);
    const index = await reader.get<Envelope<{ items: Author[] }>>('/api/public/authors?keyword=quillfeather');
    expect(index.body.data.items.map((a) => a.display_name)).toEqual([PEN_NAME]);
    // A typo offers the name readers know.
    expect((await search('Quilfeathr')).suggestion).toBe(PEN_NAME);
  });

  it("writes it in the pages' titles and JSON-LD, never the account's name", async () => {
    const bookPage = await renderedPage(`/books/${book.uid}`);
    expect(bookPage.jsonLd[0]).toMatchObject({
      '@type': 'Book',
      author: [{ '@type': 'Person', name: PEN_NAME, url: `${ORIGIN}/authors/${author.username}` }],
    });

    const authorPage = await renderedPage(`/authors/${author.username}`);
    expect(authorPage.title).toContain(PEN_NAME);
    expect(authorPage.jsonLd[0]).toMatchObject({ mainEntity: { '@type': 'Person', name: PEN_NAME } });
    expect(authorPage.jsonLd[1]).toMatchObject({ name: `Books by ${PEN_NAME}` });
    expect(authorPage.html).not.toContain(ACCOUNT_NAME);
    expect(authorPage.html).not.toContain('profile:first_name');
  });

  it('follows a changed or removed pen name everywhere, search included', async () => {
    const renamed = 'Morayo Inkwell';
    await server.db
      .updateTable('author_profiles')
      .set({ pen_name: renamed })
      .where('user_id', '=', author.id)
      .execute();
    expect((await listing(`author=${author.username}`))[0]?.authors[0]?.display_name).toBe(renamed);
    expect((await search('inkwell')).books.map((b) => b.uid)).toEqual([book.uid]);
    expect((await search('quillfeather')).books).toEqual([]);

    await server.db.deleteFrom('author_profiles').where('user_id', '=', author.id).execute();
    expect((await listing(`author=${author.username}`))[0]?.authors[0]?.display_name).toBe(ACCOUNT_NAME);
    expect((await search('inkwell')).books).toEqual([]);
  });
});
