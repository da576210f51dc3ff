/**
 * Records what the store's server renderer reads for one page of each server-rendered kind, for
 * bench/render-cpu.mjs to render again and again with no database behind it (the renderer's own CPU).
 * Seeds a fresh database (in-memory PGlite, or DATABASE_URL's server) with `--books` books, renders each
 * page once through the built store (apps/store/dist/server/entry-server.js) with its reads answered by
 * the API in-process, and writes `{ pages: [{ kind, url, preferences, passes, data }] }` as JSON.
 *
 *   pnpm --filter @bookstore/api exec tsx --conditions=@bookstore/source bench/render-record.ts \
 *     [--books 2000] [--out /tmp/render-pages.json]
 *
 * Prints each page's passes and the reads it made after its first pass (a route prefetch that missed).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createApp } from '../src/app.ts';
import { appRoot, loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import type { Preferences, StoreServerEntry } from '@bookstore/api-client/render';
import { seededDatabase } from './database.ts';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '2000' },
    out: { type: 'string', default: path.join(tmpdir(), 'render-pages.json') },
  },
});

const entryFile = path.resolve(appRoot, '..', 'store', 'dist', 'server', 'entry-server.js');
const store = (await import(pathToFileURL(entryFile).href)) as StoreServerEntry;

const { handle, drop } = await seededDatabase(Number(values.books));
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-render-record-'));
try {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '0' });
  const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db) });
  const json = async (key: string): Promise<unknown> => {
    const answer = await app.request(key);
    if (answer.status !== 200) throw new Error(`${key} answered ${answer.status}`);
    return answer.json();
  };
  // Real names for the pages with parameters, from the public reads themselves.
  type Items<T> = { data: { items: T[] } };
  const categories = (await json('/api/public/categories')) as {
    data: { uid: string; sub_categories: { uid: string }[] }[];
  };
  const category = categories.data.find((c) => c.sub_categories.length > 0) ?? categories.data[0];
  const lists = (await json('/api/public/lists')) as { data: { uid: string }[] };
  const authors = (await json('/api/public/authors')) as Items<{ username: string }>;
  const voas = (await json('/api/public/voas?country=ng')) as Items<{ username: string }>;
  const books = (await json('/api/public/books?country=ng&sort=Trending')) as Items<{ uid: string }>;
  const pick = <T>(list: T[], what: string): T => {
    const first = list[0];
    if (first === undefined) throw new Error(`The seeded catalogue has no ${what}`);
    return first;
  };
  const cat = category?.uid ?? '';
  const sub = category?.sub_categories[0]?.uid ?? '';
  const author = pick(authors.data.items, 'author').username;
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['listing', '/ebooks'],
    ['listing', '/audiobooks?page=2'],
    ['listing', '/printbooks?sort=PriceAsc'],
    ['category', `/ebooks/${cat}`],
    ['category', `/ebooks/${cat}?page=2`],
    ['sub-category', `/ebooks/${cat}/${sub}`],
    ['books', '/books'],
    ['books', `/books?category=${cat}`],
    ['books', `/books?author=${author}`],
    ['books', '/books?keyword=the'],
    ['book', `/books/${pick(books.data.items, 'book').uid}`],
    ['authors', '/authors'],
    ['authors', '/authors?keyword=a'],
    ['author', `/authors/${author}`],
    ['lists', '/lists'],
    ['list', `/lists/${pick(lists.data, 'list').uid}`],
    ['categories', '/categories'],
    ['voas', '/voas'],
    ['voas', '/voas?gender=female&page=1'],
    ['voa', `/voas/${pick(voas.data.items, 'artist').username}`],
  ];
  const preferences: Preferences = { theme: 'light', bookType: 'ebook', country: 'ng' };
  const recorded = [];
  for (const [kind, pathname] of pages) {
    const url = `http://127.0.0.1${pathname}`;
    // A read started after the first batch (the prefetch's, all started at once) is a later pass's.
    let batch = 0;
    let open = true;
    const late: string[] = [];
    const read = (key: string) => {
      if (!open) {
        batch += 1;
        open = true;
      }
      setImmediate(() => {
        open = false;
      });
      if (batch > 0) late.push(key);
      // Answered after that turn at the earliest, so the next batch cannot start within it.
      return new Promise((resolve) => setImmediate(resolve)).then(() => json(key));
    };
    const page = await store.render({ url, preferences, read });
    if (!page) throw new Error(`${pathname} was not rendered`);
    console.log(`${kind.padEnd(12)} ${pathname.padEnd(44)} passes ${page.passes}`);
    for (const key of late) console.log(`    read late: ${key}`);
    recorded.push({ kind, url, preferences, passes: page.passes, data: page.data });
  }
  writeFileSync(values.out, JSON.stringify({ pages: recorded }));
  console.log(`Wrote ${values.out}`);
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
