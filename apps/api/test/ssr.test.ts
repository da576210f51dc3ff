/*
 * Server rendering of the store's public pages (seo/render.ts with the store's server entry): the HTML
 * of home, a listing and a book page carries the page itself (title, covers, prices, links) and its
 * data once, and the browser's cookies choose its theme. Needs the built store (`pnpm build`: the test
 * command builds before it runs the API tests).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/http/session.ts';
import { StatementCounter } from '../src/db/statement-count.ts';
import { seed } from '../src/seed/index.ts';
import type { Preferences, StoreServerEntry } from '@bookstore/api-client/render';
import { storeRenderer } from '../src/seo/render.ts';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../store/dist');

let server: TestServer;
let catalogue: Catalogue;

interface Rendered {
  status: number;
  html: string;
  /** The markup inside `<div id="root">`. */
  root: string;
  /** The inlined payload (app/ssrPayload.ts), or undefined when the page was not rendered. */
  payload: { preferences: Record<string, string>; data: Record<string, unknown> } | undefined;
}

async function rendered(pathname: string, cookie = ''): Promise<Rendered> {
  const res = await fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr-data">/.exec(
    html,
  )?.[1];
  const json = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: res.status,
    html,
    root: root ?? '',
    payload: json ? (JSON.parse(json) as Rendered['payload']) : undefined,
  };
}

/** A book of the seeded catalogue. */
function book(key: string): Catalogue['books'][string] {
  const found = catalogue.books[key];
  if (!found) throw new Error(`The catalogue has no book ${key}`);
  return found;
}

beforeAll(async () => {
  if (!existsSync(path.join(storeDir, 'server', 'entry-server.js'))) {
    throw new Error(`${storeDir}/server/entry-server.js is missing: build the store first (pnpm build)`);
  }
  server = await startTestServer({ storeDir });
  catalogue = await seedCatalogue(server.db);
  // The first page loads the store's server bundle (a few MB of JavaScript): once, before the tests.
  await fetch(`${server.url}/`);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('server-rendered pages', () => {
  it('a book page: its title, cover, price and links in the HTML, and its data inlined once', async () => {
    const { uid, title } = book('lagosNoir');
    const page = await rendered(`/books/${uid}`);
    expect(page.status).toBe(200);
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(page.root).toContain('₦2,500');
    expect(page.root).toContain(`href="/authors/${catalogue.author.username}"`);
    const key = `/api/public/books/${uid}?country=ng`;
    expect(page.payload?.data[key]).toMatchObject({ data: { uid, title } });
    // Once: the payload is the only copy of the answer (the JSON-LD carries its own fields).
    expect(page.html.split('"data":{"uid"').length - 1).toBe(1);
    // The screen's chunk is named for loading after the first paint and its CSS written into the page
    // (beside a disabled link that tells the client's chunk loader it is there).
    expect(page.html).toMatch(
      /<script type="application\/json" id="ssr-modules">\["\/assets\/index-[^"]+\.js",[^<]*"\/assets\/catalog-[^"]+\.js"/,
    );
    expect(page.html).toMatch(
      /<link rel="stylesheet" href="\/assets\/catalog-[^"]+\.css" disabled \/><style>/,
    );
  });

  it('paints before its script: CSS inlined, no script fetched or run before the first paint', async () => {
    const res = await fetch(`${server.url}/books/${book('lagosNoir').uid}`);
    const html = await res.text();
    // No style sheet to fetch before the first paint: every one the page needs is inlined.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text ?? '');
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.join('').length).toBeGreaterThan(5000);
    // The header's country button is a lazy chunk the server renders: its CSS comes with the page, so
    // the button does not change size when the chunk loads after hydration.
    expect(styles.join('')).toMatch(/\._CountrySwitcher_\w+\{/);
    // No module script or preload for the parser: the page's last script loads them after the paint,
    // the entry first; the policy allows that script by its hash.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const modules = /<script type="application\/json" id="ssr-modules">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(modules ?? '[]')[0]).toMatch(/^\/assets\/index-[^"]+\.js$/);
    const boot =
      /<script>(\(function\(\)\{var d=document,m=d\.getElementById\('ssr-modules'\)[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(boot).toContain('requestAnimationFrame');
    const hash = `'sha256-${createHash('sha256')
      .update(boot ?? '')
      .digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(hash);
    // A page the browser renders (a signed-in visitor's) keeps the entry's script and style sheet.
    const shell = await (
      await fetch(`${server.url}/ebooks`, { headers: { cookie: `${SESSION_COOKIE}=x` } })
    ).text();
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(shell).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/);
  });

  it("a book page preloads its cover's copies (imagesrcset, imagesizes) when it has them", async () => {
    const target = book('harmattan');
    await server.db
      .updateTable('books')
      .set({ cover_path: 'covers/uploaded/harmattan.jpg', cover_widths: [160, 320, 480] })
      .where('id', '=', target.id)
      .execute();
    const page = await rendered(`/books/${target.uid}`);
    const srcset = [160, 320, 480].map((w) => `/media/covers/uploaded/harmattan-${w}w.webp ${w}w`).join(', ');
    // The cover in the markup, with the sizes of its place on the page.
    expect(page.root).toMatch(
      new RegExp(
        `<img[^>]* srcSet="${srcset}" sizes="\\(max-width:640px\\) 220px,280px" src="/media/covers/uploaded/harmattan.jpg"`,
      ),
    );
    // React's own preload in the head names the copies, not the original (the header's flag has its own).
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const preloads = (head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((link) =>
      link.includes('harmattan'),
    );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(new RegExp(`imageSrcSet="${srcset}"`, 'i'));
    expect(preloads[0]).toMatch(/imageSizes="\(max-width:640px\) 220px,280px"/i);
    expect(preloads[0]).not.toMatch(/href=/);
  });

  it('a listing: every book with its link and price, and the listing read inlined', async () => {
    const page = await rendered('/ebooks');
    expect(page.status).toBe(200);
    expect(page.root).toMatch(/<h1[^>]*>Ebooks<\/h1>/);
    for (const listed of [book('lagosNoir'), book('harmattan')]) {
      expect(page.root).toContain(`href="/books/${listed.uid}"`);
      expect(page.root).toContain(listed.title);
    }
    expect(page.root).toContain('₦1,800');
    const listing = Object.entries(page.payload?.data ?? {}).find(([key]) =>
      key.startsWith('/api/public/books?'),
    );
    expect(listing?.[0]).toContain('type=ebook');
    expect(JSON.stringify(listing?.[1])).toContain(book('harmattan').uid);
  });

  it('home: the strips of the preferred book type, in the theme the cookies choose', async () => {
    const page = await rendered('/', 'theme=dark; book_type=audiobook; country_code=ng');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="en" data-theme="dark">/);
    expect(page.payload?.preferences).toEqual({ theme: 'dark', bookType: 'audiobook', country: 'ng' });
    expect(page.root).toContain(book('lagosAudio').title);
    expect(page.root).toContain(`href="/books/${book('lagosAudio').uid}"`);
    expect(Object.keys(page.payload?.data ?? {})).toContain(
      '/api/public/books?country=ng&limit=10&sort=PublicationDateDesc&type=audiobook',
    );
    expect(Object.keys(page.payload?.data ?? {})).toContain('/api/public/home?country=ng');
  });

  it('escapes the inlined data: no `</script>` or line separator from a title ends the script', async () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    await server.db
      .updateTable('books')
      .set({ title: hostile })
      .where('id', '=', book('ledger').id)
      .execute();
    const page = await rendered(`/books/${book('ledger').uid}`);
    expect(page.html).not.toContain('<script>alert(1)');
    const script = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(script).toContain('\\u003c/script\\u003e');
    expect(script).not.toContain('\u2028');
    expect(page.payload?.data[`/api/public/books/${book('ledger').uid}?country=ng`]).toMatchObject({
      data: { title: hostile },
    });
  });

  it('a signed-in visitor gets the page for the browser to render', async () => {
    const page = await rendered('/ebooks', `${SESSION_COOKIE}=whatever`);
    expect(page.status).toBe(200);
    expect(page.payload).toBeUndefined();
    expect(page.html).toContain('<div id="root"></div>');
  });
});

describe('a page reads what its screen reads, once', () => {
  const counter = new StatementCounter();
  let counted: TestServer;
  let uid = '';
  let category = '';
  let sub = '';
  beforeAll(async () => {
    counted = await startTestServer({ storeDir, log: counter.log });
    await seed(counted.db, { books: 40, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
    const listing = await fetch(`${counted.url}/api/public/books?country=ng`);
    uid = ((await listing.json()) as { data: { items: { uid: string }[] } }).data.items[0]?.uid ?? '';
    if (!uid) throw new Error('The seeded catalogue has no book');
    const categories = await fetch(`${counted.url}/api/public/categories`);
    const withSubs = (
      (await categories.json()) as { data: { uid: string; sub_categories: { uid: string }[] }[] }
    ).data.find((c) => c.sub_categories.length > 0);
    if (!withSubs) throw new Error('The seeded catalogue has no category with sub-categories');
    category = withSubs.uid;
    sub = withSubs.sub_categories[0]?.uid ?? '';
  }, 120_000);
  afterAll(async () => {
    await counted.close();
  });

  // The heads used to read the book, the listing or the category again (their own statements): more
  // than the reads.
  it.each([
    ['a book page', () => `/books/${uid}`, () => `/api/public/books/${uid}?country=ng`],
    ['a listing page', () => '/ebooks', () => '/api/public/books?country=ng&page=1&type=ebook'],
    [
      'a listing page with a sort',
      () => '/audiobooks?page=2&sort=PriceLow',
      () => '/api/public/books?country=ng&page=2&sort=PriceLow&type=audiobook',
    ],
    ['a category page', () => `/ebooks/${category}`, () => `/api/public/categories/${category}`],
    ['a sub-category page', () => `/ebooks/${category}/${sub}`, () => `/api/public/sub_categories/${sub}`],
  ])(
    "%s runs its reads' statements and no more: its head takes the page's read",
    async (_name, path, read) => {
      // Once unmeasured: what a process keeps (the store's bundle, the catalogue's size) is loaded.
      const html = await (await fetch(`${counted.url}${path()}`)).text();
      const payload = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const keys = Object.keys((JSON.parse(payload ?? '{}') as { data?: object }).data ?? {});
      expect(keys).toContain(read());
      counter.take();
      expect((await fetch(`${counted.url}${path()}`)).status).toBe(200);
      const page = counter.take();
      let reads = 0;
      for (const key of keys) {
        expect((await fetch(`${counted.url}${key}`)).status).toBe(200);
        reads += counter.take().length;
      }
      expect(page.length, page.map((text) => text.slice(0, 120)).join('\n')).toBe(reads);
    },
  );
});

describe('one render pass per page', () => {
  // Each pass renders the whole page: a second one means the page's reads (its page module in the
  // store's routes/pages/) do not name every read the screen makes, with the same keys (the same query
  // strings). The store's renderer answers how many passes a page took.
  let seeded: TestServer;
  beforeAll(async () => {
    seeded = await startTestServer({ storeDir });
    await seed(seeded.db, { books: 60, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
  }, 120_000);
  afterAll(async () => {
    await seeded.close();
  });

  it('every kind of server-rendered page is rendered once, with the reads its route names', async () => {
    const json = async (key: string): Promise<unknown> => {
      const res = await fetch(`${seeded.url}${key}`);
      if (res.status !== 200) throw new Error(`${key} answered ${res.status}`);
      return res.json();
    };
    // Real names for the pages with parameters, from the public reads themselves.
    type Items<T> = { data: { items: T[] } };
    const first = <T>(list: T[] | undefined, what: string): T => {
      const found = list?.[0];
      if (found === undefined) throw new Error(`The seeded catalogue has no ${what}`);
      return found;
    };
    const categories = (await json('/api/public/categories')) as {
      data: { uid: string; sub_categories: { uid: string }[] }[];
    };
    const category = first(
      categories.data.filter((c) => c.sub_categories.length > 0),
      'category with sub-categories',
    );
    const sub = first(category.sub_categories, 'sub-category').uid;
    const author = first(
      ((await json('/api/public/authors')) as Items<{ username: string }>).data.items,
      'author',
    ).username;
    const list = first(((await json('/api/public/lists')) as { data: { uid: string }[] }).data, 'list').uid;
    const artist = first(
      ((await json('/api/public/voas?country=ng')) as Items<{ username: string }>).data.items,
      'voiceover artist',
    ).username;
    const book = first(
      ((await json('/api/public/books?country=ng')) as Items<{ uid: string }>).data.items,
      'book',
    ).uid;
    const pages = [
      '/',
      '/ebooks',
      '/audiobooks?page=2&sort=PriceLow',
      `/printbooks/${category.uid}`,
      // Not browsing (a filter): the shelves are not read.
      `/ebooks/${category.uid}?language=en`,
      // A query that filters nothing: still browsing, the shelves are read.
      `/ebooks/${category.uid}?utm_source=mail`,
      `/ebooks/${category.uid}/${sub}`,
      '/books',
      `/books?category=${category.uid}&type=audiobook`,
      `/books?author=${author}`,
      '/books?keyword=the&page=2',
      `/books/${book}`,
      '/authors',
      '/authors?keyword=a&page=2',
      `/authors/${author}`,
      '/lists',
      `/lists/${list}`,
      '/categories',
      '/voas',
      '/voas?gender=female&language=1',
      `/voas/${artist}`,
    ];
    const render = storeRenderer(storeDir);
    // The store's entry itself, to render a page with its streaming renderer alone as well.
    const entry = (await import(
      pathToFileURL(path.join(storeDir, 'server', 'entry-server.js')).href
    )) as StoreServerEntry;
    const passes: Record<string, number | undefined> = {};
    const differing: string[] = [];
    for (const preferences of [
      { theme: 'light', bookType: 'ebook', country: 'ng' },
      { theme: 'dark', bookType: 'audiobook', country: 'us' },
    ] satisfies Preferences[]) {
      for (const page of pages) {
        const url = `${seeded.url}${page}`;
        const found = await render(url, preferences, json);
        passes[`${preferences.country} ${page}`] = found?.page.passes;
        // Rendered again once its lazy parts have loaded in this copy of the entry (its first render of
        // a page may wait for them): the synchronous renderer (which a render uses once nothing
        // suspends) writes the same page as the streaming one.
        await entry.render({ url, preferences, read: json });
        const fast = await entry.render({ url, preferences, read: json });
        const streamed = await entry.render({ url, preferences, read: json, streamed: true });
        const written = (rendered: typeof fast) =>
          rendered && [...rendered.head, rendered.body, rendered.payload].join('');
        if (!fast || !streamed || written(fast) !== written(streamed))
          differing.push(`${preferences.country} ${page}`);
      }
    }
    expect(passes).toEqual(Object.fromEntries(Object.keys(passes).map((page) => [page, 1])));
    expect(differing).toEqual([]);
  }, 300_000);
});
