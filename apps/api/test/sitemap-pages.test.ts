/*
 * The sitemap's pages: an entity page's address filled in from its path, and the built store's sitemap
 * (the pages its server entry lists, `SITEMAP_PAGES`, from its page modules, in their order, their
 * entities' addresses filled in by the API), and its heads (its server entry's `describe`, which the
 * tests' store entry takes). Needs the built store (`pnpm build`), as ssr.test.ts does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeServerEntry } from '../src/seo/render.ts';
import { filledPath } from '../src/seo/sitemap.ts';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../store/dist');

let server: TestServer;
let catalogue: Catalogue;

/** The paths of a sitemap file's addresses. */
async function sitemapPaths(file: string): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemaps/${file}`)).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

beforeAll(async () => {
  if (!existsSync(path.join(storeDir, 'server', 'entry-server.js'))) {
    throw new Error(`${storeDir}/server/entry-server.js is missing: build the store first (pnpm build)`);
  }
  server = await startTestServer({ storeDir });
  catalogue = await seedCatalogue(server.db);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("an entity page's address", () => {
  it('fills a book format alternative, then each parameter, escaped', () => {
    const listing = '/{audiobooks|ebooks|printbooks}/:slug/:id';
    expect(filledPath(listing, ['ebooks', 'cat-fiction', 'sub-thriller'])).toBe(
      '/ebooks/cat-fiction/sub-thriller',
    );
    expect(filledPath('/authors/:username', ['a b/c'])).toBe('/authors/a%20b%2Fc');
    // A format the page has no route for, or a missing value, gives no address.
    expect(filledPath(listing, ['comics', 'cat-fiction', 'sub-thriller'])).toBeUndefined();
    expect(filledPath(listing, ['ebooks', 'cat-fiction'])).toBeUndefined();
  });
});

describe("the built store's sitemap", () => {
  it("lists the pages of the store's page modules, their entities filled in", async () => {
    const pages = await sitemapPaths('pages-1.xml');
    expect(pages.slice(0, 13)).toEqual([
      '/',
      '/ebooks',
      '/audiobooks',
      '/printbooks',
      '/books',
      '/categories',
      '/authors',
      '/lists',
      '/voas',
      '/about',
      '/private-policy',
      '/term-of-use',
      '/partners',
    ]);
    expect(pages).toContain('/ebooks/cat-fiction/sub-thriller');
    const book = catalogue.books.lagosNoir;
    expect(book).toBeDefined();
    expect(await sitemapPaths('books-1.xml')).toContain(`/books/${book?.uid ?? ''}`);
    expect(await sitemapPaths('authors-1.xml')).toContain(`/authors/${catalogue.author.username}`);
  });
});

describe("the built store's heads", () => {
  it('describes the pages whose modules declare a head, from their reads; no other page', async () => {
    const entry = await storeServerEntry(storeDir)();
    const origin = 'https://books.example';
    const describeAt = (pathname: string, read: (key: string) => Promise<unknown>) =>
      entry?.describe({ url: `${origin}${pathname}`, origin, country: 'ng', read });
    const nothing = () => Promise.reject(Object.assign(new Error('404'), { status: 404 }));
    // Pages of fixed text read nothing; the pages without a head (about, terms, buying) get none.
    expect(await describeAt('/Categories/', nothing)).toMatchObject({
      status: 200,
      head: { title: 'Categories · Bookstore', canonical: `${origin}/categories` },
    });
    for (const pathname of ['/about', '/term-of-use', '/books/bk-lagosnoir/buy', '/nowhere'])
      expect(await describeAt(pathname, nothing)).toBeUndefined();
    // A book page reads its book and its first reviews (issue 42: the JSON-LD names them) under the keys
    // its screen reads them: a 404 there is the Not Found head.
    const asked: string[] = [];
    const missing = await describeAt('/books/no-such-book', (key) => {
      asked.push(key);
      return nothing();
    });
    expect(asked).toEqual([
      '/api/public/books/no-such-book?country=ng',
      '/api/public/books/no-such-book/reviews?page=1&per_page=5&sort=helpful',
    ]);
    expect(missing).toMatchObject({ status: 404, head: { robots: 'noindex' } });
    // A malformed escape names no page.
    expect(await describeAt('/books/%E0%A4%A', nothing)).toBeUndefined();
  }, 120_000);
});
