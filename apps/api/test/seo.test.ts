import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortUid } from '../src/lib/crypto.ts';
import { sitemapEntries, sitemapFiles } from '../src/seo/sitemap.ts';
import { slugify } from '../src/lib/slug.ts';
import { addPublishedBook, seedCatalogue, type Catalogue } from './fixtures.ts';
import {
  HYDRATE_AFTER_PAINT,
  SITEMAP_PAGES,
  writeStoreDocument,
  writeStoreServerEntry,
} from './store-entry.ts';
import type { TestClient } from './helpers.ts';
import { createUser, signedIn, startTestServer, type TestServer } from './helpers.ts';

const ORIGIN = 'https://books.example';
/** The store's inline theme script, in its document's head. */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";
const HOSTILE = `</script><script>alert("x")</script><!-- & 'q' $& $1`;

let server: TestServer;
let storeDir: string;
let catalogue: Catalogue;

const unescapeHtml = (value: string): string =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

interface Head {
  status: number;
  headers: Headers;
  html: string;
  title: string | undefined;
  /** Every `<meta name|property content>` value by key. */
  meta: Map<string, string[]>;
  canonical: string | undefined;
  /** The script elements as an HTML parser ends them (at the first `</script`). */
  scripts: { attributes: string; body: string }[];
  jsonLd: Array<Record<string, unknown>>;
}

/** Fetches a page as a crawler does (no script runs) and reads its head. */
async function page(pathname: string, headers: Record<string, string> = {}): Promise<Head> {
  const res = await fetch(`${server.url}${pathname}`, { headers });
  const html = await res.text();
  const meta = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    const [, key = '', content = ''] = m;
    meta.set(key, [...(meta.get(key) ?? []), unescapeHtml(content)]);
  }
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((m) => ({
    attributes: m[1] ?? '',
    body: m[2] ?? '',
  }));
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    html,
    title: title === undefined ? undefined : unescapeHtml(title),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
    scripts,
    jsonLd: scripts
      .filter((s) => s.attributes.includes('application/ld+json'))
      .map((s) => JSON.parse(s.body) as Record<string, unknown>),
  };
}

const one = (head: Head, key: string): string | undefined => head.meta.get(key)?.[0];

beforeAll(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'bookstore-seo-'));
  mkdirSync(path.join(storeDir, 'assets'));
  writeStoreDocument(storeDir, {
    head: `\n    <script>${THEME_SCRIPT}</script>\n  `,
    entry: '/assets/index-abc.js',
  });
  writeFileSync(path.join(storeDir, 'assets', 'index-abc.js'), 'console.log("store")');
  writeStoreServerEntry(storeDir);
  server = await startTestServer({ env: { PUBLIC_URL: ORIGIN }, storeDir });
  catalogue = await seedCatalogue(server.db);
  const artist = await createUser(server.db, { username: 'warm_voice', voiceover: true });
  await server.db
    .insertInto('voiceover_artists')
    .values({
      user_id: artist.id,
      uid: `va-${shortUid(8)}`,
      status: 'approved',
      display_name: 'Ada the Narrator',
      headline: 'Warm Lagos narration for audiobooks',
    })
    .execute();
  // Another approved artist: the first one's offer is not theirs to show.
  const other = await createUser(server.db, { username: 'other_voice', voiceover: true });
  await server.db
    .insertInto('voiceover_artists')
    .values({ user_id: other.id, uid: `va-${shortUid(8)}`, status: 'approved', display_name: 'Other Voice' })
    .execute();
  await server.db
    .insertInto('voiceover_offers')
    .values({
      uid: 'of-warm',
      voiceover_artist_id: artist.id,
      title: 'Audiobook narration',
      description: 'Warm narration.',
      amount: 2_500_000,
      currency_code: 'NGN',
      currency_symbol: '₦',
      word_limit: 50,
      delivery_days: 3,
    })
    .execute();
});
afterAll(async () => {
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('a book page', () => {
  it('carries its title, description, canonical link, preview tags and a Book with its Offer', async () => {
    const head = await page('/books/bk-lagosnoir');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(head.title).toBe('Lagos Noir · Bookstore');
    expect(one(head, 'description')).toBe(
      'Lagos Noir: a book for the test catalogue, long enough to be a description.',
    );
    // The template's own description gave way; there is one.
    expect(head.meta.get('description')).toHaveLength(1);
    expect(head.canonical).toBe(`${ORIGIN}/books/bk-lagosnoir`);
    expect(one(head, 'og:type')).toBe('book');
    expect(one(head, 'og:title')).toBe('Lagos Noir · Bookstore');
    expect(one(head, 'og:url')).toBe(`${ORIGIN}/books/bk-lagosnoir`);
    expect(one(head, 'og:site_name')).toBe('Bookstore');
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/media/covers/bk-lagosnoir.svg`);
    expect(one(head, 'og:image:alt')).toBe('Cover of Lagos Noir');
    expect(head.meta.get('book:author')).toEqual([`${ORIGIN}/authors/chimamanda_writes`]);
    expect(one(head, 'book:release_date')).toBe('2024-03-01');
    expect(one(head, 'twitter:card')).toBe('summary');
    expect(one(head, 'twitter:image')).toBe(`${ORIGIN}/media/covers/bk-lagosnoir.svg`);
    expect(one(head, 'robots')).toBeUndefined();

    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Lagos Noir',
      url: `${ORIGIN}/books/bk-lagosnoir`,
      image: `${ORIGIN}/media/covers/bk-lagosnoir.svg`,
      bookFormat: 'https://schema.org/EBook',
      numberOfPages: 240,
      datePublished: '2024-03-01',
      genre: 'Fiction',
      author: [
        { '@type': 'Person', name: 'Chimamanda Ngozi Adebayo', url: `${ORIGIN}/authors/chimamanda_writes` },
      ],
      offers: {
        '@type': 'Offer',
        price: '2500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/books/bk-lagosnoir`,
      },
    });
    // The store's page is still all there: its root and its script.
    expect(head.html).toContain('<div id="root"></div>');
    expect(head.html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('prices the Offer in the visitor country: ?country, the country cookie, a CDN country header', async () => {
    const priceIn = async (pathname: string, headers?: Record<string, string>) =>
      ((await page(pathname, headers)).jsonLd[0] as { offers: object }).offers as Record<string, unknown>;
    expect(await priceIn('/books/bk-lagosnoir?country=us')).toMatchObject({
      price: '9.99',
      priceCurrency: 'USD',
    });
    expect(await priceIn('/books/bk-lagosnoir', { Cookie: 'country_code=us' })).toMatchObject({
      priceCurrency: 'USD',
    });
    expect(await priceIn('/books/bk-lagosnoir', { 'CF-IPCountry': 'US' })).toMatchObject({
      priceCurrency: 'USD',
    });
    // A country the store does not sell in falls back to the default (Nigeria).
    expect(await priceIn('/books/bk-lagosnoir?country=zz', { 'CF-IPCountry': 'FR' })).toMatchObject({
      price: '2500.00',
      priceCurrency: 'NGN',
    });
    // The canonical address never carries the country.
    expect((await page('/books/bk-lagosnoir?country=us')).canonical).toBe(`${ORIGIN}/books/bk-lagosnoir`);
  });

  it('is never kept by a shared cache, and the store CSP still allows only its own scripts', async () => {
    const head = await page('/books/bk-lagosnoir');
    expect(head.headers.get('cache-control')).toBe('private, no-cache');
    expect(head.headers.get('vary')).toMatch(/Cookie/);
    expect(head.headers.get('vary')).toMatch(/CF-IPCountry/i);
    const csp = head.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    const hash = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');
    // The template's theme script, and the one a server-rendered page starts its modules with.
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${hash(THEME_SCRIPT)}' 'sha256-${hash(HYDRATE_AFTER_PAINT)}'`,
    );
    // JSON-LD is data: the browser runs nothing from it, so the policy needs no entry for it.
    expect(head.scripts.filter((s) => !/\bsrc=|ld\+json/.test(s.attributes)).map((s) => s.body)).toEqual([
      THEME_SCRIPT,
    ]);
  });

  it('uses the uid as the canonical address of a book asked for by slug, and compresses for those who accept it', async () => {
    expect((await page('/books/lagos-noir')).canonical).toBe(`${ORIGIN}/books/bk-lagosnoir`);
    const res = await fetch(`${server.url}/books/bk-lagosnoir`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('<title>Lagos Noir · Bookstore</title>');
  });

  it('opens a book whose title is longer than a uid by its slug, the store link and the whole-title one', async () => {
    const title = 'A Very Long Title Indeed, Far Longer Than Any Uid: The Collected Lagos Stories';
    const uid = 'LONGSEO00001';
    const book = await addPublishedBook(server.db, { uid, title, authorId: catalogue.author.id });
    expect(book.slug.length).toBeGreaterThan(64);
    for (const slug of [book.slug, slugify(`${title} ${uid}`)]) {
      const head = await page(`/books/${slug}`);
      expect(head.status).toBe(200);
      expect(head.title).toBe(`${title} · Bookstore`);
      expect(head.canonical).toBe(`${ORIGIN}/books/${uid}`);
    }
    // Out of the catalogue again: the other tests count its books.
    await book.remove();
  });

  it('escapes a hostile title: no script injection, and the JSON-LD reads back the exact text', async () => {
    const author = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'chimamanda_writes')
      .executeTakeFirstOrThrow();
    const book = await server.db
      .insertInto('books')
      .values({
        uid: 'bk-hostile',
        slug: 'hostile',
        author_id: author.id,
        type: 'ebook',
        title: HOSTILE,
        description: `A description that ends a script early: ${HOSTILE}\u2028and a line separator.`,
        status: 'published',
        publication_date: '2024-01-01',
        cover_path: 'covers/"onerror="alert(1).svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('book_prices')
      .values({ book_id: book.id, country_code: 'ng', amount: 1000 })
      .execute();
    try {
      const head = await page('/books/bk-hostile');
      expect(head.status).toBe(200);
      // Exactly the template's two scripts and one JSON-LD element: nothing was injected.
      expect(head.scripts).toHaveLength(3);
      expect(head.html).not.toContain('<script>alert');
      expect(head.html).not.toContain('"onerror="');
      expect(head.title).toBe(`${HOSTILE} · Bookstore`);
      expect(one(head, 'og:title')).toBe(`${HOSTILE} · Bookstore`);
      expect(head.jsonLd[0]).toMatchObject({ name: HOSTILE, offers: { price: '10.00' } });
      expect(String(head.jsonLd[0]?.description)).toContain(HOSTILE);
      expect(head.scripts[2]?.body).not.toMatch(/[<>]/);
    } finally {
      await server.db.deleteFrom('book_prices').where('book_id', '=', book.id).execute();
      await server.db.deleteFrom('books').where('id', '=', book.id).execute();
    }
  });
});

describe('people and lists', () => {
  it('an author page: a ProfilePage about a Person, and an ItemList of their books', async () => {
    const head = await page('/authors/chimamanda_writes');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Chimamanda Ngozi Adebayo · Bookstore');
    expect(one(head, 'description')).toBe('Writes thrillers set in Lagos.');
    expect(head.canonical).toBe(`${ORIGIN}/authors/chimamanda_writes`);
    expect(one(head, 'og:type')).toBe('profile');
    expect(one(head, 'profile:username')).toBe('chimamanda_writes');
    const [profile, books] = head.jsonLd as [Record<string, unknown>, Record<string, unknown>];
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Chimamanda Ngozi Adebayo',
        url: `${ORIGIN}/authors/chimamanda_writes`,
      },
    });
    expect(books).toMatchObject({
      '@type': 'ItemList',
      name: 'Books by Chimamanda Ngozi Adebayo',
      numberOfItems: 6,
    });
    expect((books.itemListElement as unknown[]).length).toBe(6);
  });

  it('a curated list: an ItemList of its books, in the list order', async () => {
    const head = await page(`/lists/${catalogue.list.uid}`);
    expect(head.title).toBe('Staff Picks · Bookstore');
    expect(one(head, 'description')).toBe('Loved by the team.');
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/media/lists/staff.svg`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ItemList',
      name: 'Staff Picks',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/books/bk-lagosnoir`, name: 'Lagos Noir' },
        { '@type': 'ListItem', position: 2, url: `${ORIGIN}/books/bk-ledger`, name: 'The Honest Ledger' },
      ],
    });
  });

  it('a voiceover artist: a Person with the offers in the country currency', async () => {
    const head = await page('/voas/warm_voice');
    expect(head.title).toBe('Ada the Narrator · Bookstore');
    expect(one(head, 'description')).toBe('Warm Lagos narration for audiobooks');
    expect(head.canonical).toBe(`${ORIGIN}/voas/warm_voice`);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada the Narrator',
        jobTitle: 'Voiceover artist',
        makesOffer: [{ '@type': 'Offer', name: 'Audiobook narration', priceCurrency: 'NGN' }],
      },
    });
  });
});

describe('listings', () => {
  it('a media listing, a category and a sub-category: the store titles and an ItemList of the first page', async () => {
    const ebooks = await page('/ebooks');
    expect(ebooks.title).toBe('Ebooks · Bookstore');
    expect(one(ebooks, 'description')).toBe('Browse ebooks.');
    expect(ebooks.canonical).toBe(`${ORIGIN}/ebooks`);
    expect(ebooks.jsonLd[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });

    const fiction = await page('/ebooks/cat-fiction?sort=TitleAsc');
    expect(fiction.title).toBe('Fiction · Ebooks · Bookstore');
    expect(one(fiction, 'description')).toBe('Stories.');
    expect(fiction.canonical).toBe(`${ORIGIN}/ebooks/cat-fiction`);
    expect((fiction.jsonLd[0]?.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      'Harmattan Hearts',
      'Lagos Noir',
    ]);

    const thriller = await page('/audiobooks/cat-fiction/sub-thriller');
    expect(thriller.title).toBe('Fiction: Thriller · Audiobooks · Bookstore');
    expect(thriller.jsonLd[0]).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ name: 'Lagos Noir Narrated' }],
    });
  });

  it('/books keeps its category and author in the canonical address; search results are not listed', async () => {
    const business = await page('/books?category=cat-business&sort=PriceLow');
    expect(business.title).toBe('Books in Business · Bookstore');
    expect(business.canonical).toBe(`${ORIGIN}/books?category=cat-business`);
    const byAuthor = await page('/books?author=chimamanda_writes');
    expect(byAuthor.title).toBe('Books by Chimamanda Ngozi Adebayo · Bookstore');
    const search = await page('/books?keyword=lagos');
    expect(one(search, 'robots')).toBe('noindex, follow');
    expect(search.canonical).toBe(`${ORIGIN}/books`);
    // Each page of a listing is its own address (the store shows 20 books a page).
    const second = await page('/ebooks?page=2&sort=Trending');
    expect(second.canonical).toBe(`${ORIGIN}/ebooks?page=2`);
    expect(second.jsonLd[0]).toMatchObject({ numberOfItems: 3, itemListElement: [] });
    const home = await page('/');
    expect(home.title).toBe('Bookstore');
    expect(home.jsonLd[0]).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/` });
  });
});

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
    const head = await fetch(`${server.url}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await fetch(`${server.url}/api/public/no_such_call`);
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
    const shopper = await signedIn(server, await createUser(server.db));
    const operator = await createUser(server.db);
    await server.db.updateTable('users').set({ is_operator: true }).where('id', '=', operator.id).execute();
    const staff = await signedIn(server, operator);
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
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(locs.map((m) => m[1])).toEqual(
      ['pages', 'books', 'authors', 'lists', 'voas'].map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`),
    );
    for (const m of locs) expect(Number.isNaN(Date.parse(m[2] ?? ''))).toBe(false);

    const books = await (await fetch(`${server.url}/sitemaps/books-1.xml`)).text();
    const urls = [...books.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g)].map(
      (m) => m[1],
    );
    expect(urls.sort()).toEqual(
      Object.values(catalogue.books)
        .map((b) => `${ORIGIN}/books/${b.uid}`)
        .sort(),
    );
    const pages = await (await fetch(`${server.url}/sitemaps/pages-1.xml`)).text();
    expect(pages).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/ebooks/cat-fiction/sub-thriller</loc>`);
    expect(pages).toContain(`<loc>${ORIGIN}/printbooks/cat-business</loc>`);
    // No audiobook in Business: an empty listing is left out.
    expect(pages).not.toContain('/audiobooks/cat-business');
    expect(await (await fetch(`${server.url}/sitemaps/authors-1.xml`)).text()).toContain(
      `<loc>${ORIGIN}/authors/chimamanda_writes</loc>`,
    );
    expect(await (await fetch(`${server.url}/sitemaps/voas-1.xml`)).text()).toContain(
      `${ORIGIN}/voas/warm_voice`,
    );
    expect((await fetch(`${server.url}/sitemaps/books-2.xml`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemaps/nothing-1.xml`)).status).toBe(404);
  });

  it('pages a large catalogue into files of a fixed size, every book in exactly one', async () => {
    const files = await sitemapFiles(server.db, SITEMAP_PAGES, 4);
    expect(files.filter((f) => f.kind === 'books').map((f) => f.file)).toEqual([1, 2]);
    const first = await sitemapEntries(server.db, SITEMAP_PAGES, 'books', 1, 4);
    const second = await sitemapEntries(server.db, SITEMAP_PAGES, 'books', 2, 4);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(2);
    const paths = [...first, ...second].map((e) => e.path);
    expect(new Set(paths).size).toBe(6);
    expect(paths).not.toContain('/books/bk-draft');
    expect(await sitemapEntries(server.db, SITEMAP_PAGES, 'books', 3, 4)).toEqual([]);
  });

  it('/robots.txt keeps crawlers out of private pages and points to the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
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
      storeDir,
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
