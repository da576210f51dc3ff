import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapEntries, sitemapFiles } from '../src/seo/sitemap.ts';
import { seedCatalogue } from './fixtures.ts';
import type { TestClient } from './helpers.ts';
import { createUser, signedIn, startTestServer, type TestServer } from './helpers.ts';
import { one, ORIGIN, useSeoWorld } from './seo-support.ts';
import { SITEMAP_PAGES } from './store-entry.ts';

const { world, page } = useSeoWorld();

describe('pages that do not exist', () => {
  it.each([
    '/books/no-such-book',
    '/books/bk-draft',
    '/authors/nobody_here',
    '/lists/no-such-list',
    '/voas/nobody_here',
    '/ebooks/no-such-category',
    '/ebooks/cat-fiction/no-such-sub',
    '/books?category=no-such-category',
    // Pages the browser renders whose address names nothing there is.
    '/books/no-such-book/buy',
    '/books/bk-draft/buy',
    '/voas/nobody_here/offers',
    '/voas/nobody_here/offers/of-warm',
    '/voas/warm_voice/offers/no-such-offer',
    '/voas/other_voice/offers/of-warm',
    // Paths the store has no page for (none of spec §2's routes).
    '/nonexistent',
    '/books/bk-lagosnoir/buy/now',
    '/myaccount/nothing',
    '/dashboard/mybooks/bk-lagosnoir/edit/nothing',
    '/index.php',
  ])('%s: the store HTML with a 404 and noindex', async (pathname) => {
    const head = await page(pathname);
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(one(head, 'robots')).toBe('noindex');
    expect(head.title).toBe('Page not found · Bookstore');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
    expect(head.html).toContain('<div id="root"></div>');
  });

  it('a HEAD of an unknown path is a 404 too, and API paths keep their JSON 404', async () => {
    const head = await fetch(`${world.server.url}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await fetch(`${world.server.url}/api/public/no_such_call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.any(String) });
  });

  it('other store paths get the store HTML as it is (a trailing slash and any case, as the store routes them)', async () => {
    for (const pathname of [
      '/books/bk-lagosnoir/buy',
      '/books/lagos-noir/buy',
      '/voas/warm_voice/offers',
      '/voas/warm_voice/offers/of-warm',
      '/admin',
      '/admin/orders/12',
      '/myaccount',
      '/checkout',
      '/myaccount/library/',
      '/Dashboard/MyBooks',
      '/apps/reader/bk-lagosnoir',
      '/selling/voa/onboard/studio',
    ]) {
      const head = await page(pathname);
      expect(head.status).toBe(200);
      expect(head.title).toBe('Bookstore');
      expect(head.canonical).toBeUndefined();
    }
  });
});

describe('the back office', () => {
  it('is Not Found, with a 404, for a signed-in user who is not an operator; an operator gets the store', async () => {
    const shopper = await signedIn(world.server, await createUser(world.server.db));
    const operator = await createUser(world.server.db);
    await world.server.db
      .updateTable('users')
      .set({ is_operator: true })
      .where('id', '=', operator.id)
      .execute();
    const staff = await signedIn(world.server, operator);
    const cookie = (client: TestClient) => ({
      Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    });
    for (const pathname of ['/admin', '/admin/reviews/books', '/Admin/Users/']) {
      const denied = await page(pathname, cookie(shopper));
      expect(denied.status).toBe(404);
      expect(denied.title).toBe('Page not found · Bookstore');
      expect(one(denied, 'robots')).toBe('noindex');
      const allowed = await page(pathname, cookie(staff));
      expect(allowed.status).toBe(200);
      expect(allowed.title).toBe('Bookstore');
    }
  });
});

describe('sitemaps and robots.txt', () => {
  it('/sitemap.xml indexes one file per kind, with the newest change of each', async () => {
    const res = await fetch(`${world.server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(locs.map((m) => m[1])).toEqual(
      ['pages', 'books', 'authors', 'lists', 'voas'].map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`),
    );
    for (const m of locs) expect(Number.isNaN(Date.parse(m[2] ?? ''))).toBe(false);

    const books = await (await fetch(`${world.server.url}/sitemaps/books-1.xml`)).text();
    const urls = [...books.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g)].map(
      (m) => m[1],
    );
    expect(urls.sort()).toEqual(
      Object.values(world.catalogue.books)
        .map((b) => `${ORIGIN}/books/${b.uid}`)
        .sort(),
    );
    const pages = await (await fetch(`${world.server.url}/sitemaps/pages-1.xml`)).text();
    expect(pages).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/ebooks/cat-fiction/sub-thriller</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/printbooks/cat-business</loc>`);
    // No audiobook in Business: an empty listing is left out.
    expect(pages).not.toContain('/audiobooks/cat-business');
    expect(await (await fetch(`${world.server.url}/sitemaps/authors-1.xml`)).text()).toContain(
      `<loc>${ORIGIN}/authors/chimamanda_writes</loc>`,
    );
    expect(await (await fetch(`${world.server.url}/sitemaps/voas-1.xml`)).text()).toContain(
      `${ORIGIN}/voas/warm_voice`,
    );
    expect((await fetch(`${world.server.url}/sitemaps/books-2.xml`)).status).toBe(404);
    expect((await fetch(`${world.server.url}/sitemaps/nothing-1.xml`)).status).toBe(404);
  });

  it('pages a large catalogue into files of a fixed size, every book in exactly one', async () => {
    const files = await sitemapFiles(world.server.db, SITEMAP_PAGES, 4);
    expect(files.filter((f) => f.kind === 'books').map((f) => f.file)).toEqual([1, 2]);
    const first = await sitemapEntries(world.server.db, SITEMAP_PAGES, 'books', 1, 4);
    const second = await sitemapEntries(world.server.db, SITEMAP_PAGES, 'books', 2, 4);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    const paths = [...first, ...second].map((e) => e.path);
    expect(new Set(paths).size).toBe(6);
    expect(paths).not.toContain('/books/bk-draft');
    expect(await sitemapEntries(world.server.db, SITEMAP_PAGES, 'books', 3, 4)).toEqual([]);
  });

  it('/robots.txt keeps crawlers out of private pages and points to the sitemap', async () => {
    const res = await fetch(`${world.server.url}/robots.txt`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const path of ['/myaccount', '/dashboard', '/checkout', '/api/user/', '/books/*/buy']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    // The catalogue API stays open: a crawler that runs the store's script reads it.
    expect(text).not.toMatch(/Disallow: \/api\/(public)?\n/);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PUBLIC_CACHE_SECONDS: '30' },
      storeDir: world.storeDir,
    });
    await seedCatalogue(production.db);
  });
  afterAll(() => production.close());

  it('writes the same head, keeps rendered pages for PUBLIC_CACHE_SECONDS, and serves robots and sitemaps', async () => {
    const read = async () => (await fetch(`${production.url}/books/bk-lagosnoir`)).text();
    const first = await read();
    expect(first).toContain('<title>Lagos Noir · Bookstore</title>');
    expect(first).toContain('<link rel="canonical" href="https://shop.example/books/bk-lagosnoir" />');
    // A title changed within the cache time shows after it; the cached page is the same text meanwhile.
    await production.db
      .updateTable('books')
      .set({ title: 'Lagos Noir, Revised' })
      .where('uid', '=', 'bk-lagosnoir')
      .execute();
    expect(await read()).toBe(first);
    expect(await (await fetch(`${production.url}/robots.txt`)).text()).toContain(
      'Sitemap: https://shop.example/sitemap.xml',
    );
    expect(await (await fetch(`${production.url}/sitemap.xml`)).text()).toContain(
      '<loc>https://shop.example/sitemaps/books-1.xml</loc>',
    );
  });
});
