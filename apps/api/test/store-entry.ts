/*
 * A store build for tests whose store directory is written by hand: its server entry renders nothing
 * (the page goes out as the store's document for the browser to render), gives the inline script a
 * server-rendered page ends with, which the Content-Security-Policy allows by its hash, and the store's
 * sitemap pages (as its page modules declare them, apps/store/src/routes/pages); the heads are the built
 * store's own (its server entry's `describe`, loaded when a page's head is first asked for: `pnpm build`
 * first); its document is written in the parts the store's build writes (`STORE_DOCUMENT_FILE`) and
 * whole (index.html).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STORE_DOCUMENT_FILE, type SitemapPage, type StoreDocument } from '@bookstore/api-client/render';

/** The script the fixture's server entry gives (the real one starts the page's modules after its paint). */
export const HYDRATE_AFTER_PAINT = "(function(){document.documentElement.dataset.hydrating='1'})()";

const catalogueDated = (path: string): SitemapPage => ({ path, sitemap: { dated: 'catalogue' } });
const undated = (path: string): SitemapPage => ({ path, sitemap: { dated: 'never' } });

/** The store's sitemap pages (its server entry's `SITEMAP_PAGES`). */
export const SITEMAP_PAGES: readonly SitemapPage[] = [
  catalogueDated('/'),
  catalogueDated('/ebooks'),
  catalogueDated('/audiobooks'),
  catalogueDated('/printbooks'),
  { path: '/{audiobooks|ebooks|printbooks}/:slug', sitemap: { entity: 'categories' } },
  { path: '/{audiobooks|ebooks|printbooks}/:slug/:id', sitemap: { entity: 'sub-categories' } },
  catalogueDated('/books'),
  { path: '/books/:slug', sitemap: { entity: 'books' } },
  catalogueDated('/categories'),
  catalogueDated('/authors'),
  { path: '/authors/:username', sitemap: { entity: 'authors' } },
  catalogueDated('/lists'),
  { path: '/lists/:id', sitemap: { entity: 'lists' } },
  undated('/voas'),
  { path: '/voas/:username', sitemap: { entity: 'artists' } },
  undated('/about'),
  undated('/private-policy'),
  undated('/term-of-use'),
  undated('/partners'),
];

/** The built store's server entry, whose `describe` the fixture's is. */
export const BUILT_STORE_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../store/dist/server/entry-server.js',
);

/** The fixture's `describe`: the built store's, or a failure that says to build it. */
const DESCRIBE = `export async function describe(request) {
  let built;
  try {
    built = await import(${JSON.stringify(pathToFileURL(BUILT_STORE_ENTRY).href)});
  } catch (error) {
    throw new Error(${JSON.stringify(`${BUILT_STORE_ENTRY} could not be loaded: build the store first (pnpm build)`)}, { cause: error });
  }
  return built.describe(request);
}
`;

/** Writes the fixture's server entry into `storeDir/server/entry-server.js`. */
export function writeStoreServerEntry(storeDir: string): void {
  mkdirSync(path.join(storeDir, 'server'), { recursive: true });
  writeFileSync(
    path.join(storeDir, 'server', 'entry-server.js'),
    `export const HYDRATE_AFTER_PAINT = ${JSON.stringify(HYDRATE_AFTER_PAINT)};\n` +
      `export const SITEMAP_PAGES = ${JSON.stringify(SITEMAP_PAGES)};\n` +
      DESCRIBE +
      'export async function render() {\n  return undefined;\n}\n',
  );
}

/** What a fixture's document holds: its head's own tags (after the title), its entry and style sheets. */
export interface FixtureDocument {
  head?: string;
  entry?: string;
  styles?: string[];
}

const START =
  '<!doctype html>\n<html lang="en" data-theme="light">\n  <head>\n    <meta charset="UTF-8" />\n    ';
const DESCRIPTION =
  '<meta name="description" content="Buy ebooks, audiobooks and print books, and work with voiceover artists." />\n    ';

/**
 * Writes the fixture's document: its parts (`.vite/document.json`) and its index.html (the title and
 * description the parts leave to each page, the head, the entry's tags, the empty root element).
 * Answers the index.html.
 */
export function writeStoreDocument(
  storeDir: string,
  { head = '\n  ', entry = '/assets/app.js', styles = [] }: FixtureDocument = {},
): string {
  const document: StoreDocument = {
    start: { light: START, dark: START.replace('data-theme="light"', 'data-theme="dark"') },
    head,
    entry,
    styles,
    rootStart: '</head>\n  <body>\n    <div id="root">',
    rootEnd: '</div>',
    end: '\n  </body>\n</html>\n',
  };
  const html = [
    document.start.light,
    DESCRIPTION,
    '<title>Bookstore</title>',
    document.head,
    `  <script type="module" crossorigin src="${entry}"></script>\n    `,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n  `),
    document.rootStart,
    document.rootEnd,
    document.end,
  ].join('');
  mkdirSync(path.join(storeDir, path.dirname(STORE_DOCUMENT_FILE)), { recursive: true });
  writeFileSync(path.join(storeDir, STORE_DOCUMENT_FILE), JSON.stringify(document));
  writeFileSync(path.join(storeDir, 'index.html'), html);
  return html;
}
