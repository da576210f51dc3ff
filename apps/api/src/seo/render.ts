/*
 * Server rendering of the store's public pages: the store's server entry (apps/store/dist/server,
 * built with the store) renders a page with the same routes and screens as the browser, reading its
 * data through `read`, which the API answers in-process, and answers the page in parts (its head tags,
 * markup, payload and modules). Here the parts are joined with the store's document (its index.html,
 * which the store's build writes in parts too) in the page's theme, the screen's CSS inlined (from the
 * build's manifest). The client's entry and the screen's chunks load after the first paint, started by
 * the inline script the store's server entry gives (`HYDRATE_AFTER_PAINT`). What crosses between the
 * two is typed in @bookstore/api-client/render.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bookTypes } from '@bookstore/api-client/constants';
import {
  SSR_MODULES_ID,
  STORE_DOCUMENT_FILE,
  type Preferences,
  type RenderedPage,
  type StoreDocument,
  type StoreServerEntry,
  type Theme,
} from '@bookstore/api-client/render';
import { reloading } from './build-version.ts';
import { escapeHtml, scriptSafeJson } from '@bookstore/api-client/page-meta';

/** One module of the client build's manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}

/** The preferences of a request's cookies (`theme`, `book_type`), in the given country. */
export function preferencesOf(cookies: Record<string, string>, country: string): Preferences {
  return {
    theme: cookies.theme === 'dark' ? 'dark' : 'light',
    bookType: bookTypes.find((type) => type === cookies.book_type) ?? 'ebook',
    country,
  };
}

/** The file of the store's server entry in a built store directory. */
export const storeServerEntryFile = (storeDir: string): string =>
  path.join(storeDir, 'server', 'entry-server.js');

/** The store's server entry of each built store directory, shared by the renderer and the policy. */
const serverEntries = new Map<string, () => Promise<StoreServerEntry> | undefined>();

/**
 * The store's server entry (dist/server/entry-server.js) of a built store directory, imported again
 * after a rebuild; undefined while it has none.
 */
export function storeServerEntry(storeDir: string): () => Promise<StoreServerEntry> | undefined {
  let entry = serverEntries.get(storeDir);
  if (!entry) {
    const entryFile = storeServerEntryFile(storeDir);
    entry = reloading(
      entryFile,
      async (version) => (await import(`${pathToFileURL(entryFile).href}?v=${version}`)) as StoreServerEntry,
    );
    serverEntries.set(storeDir, entry);
  }
  return entry;
}

/**
 * The store's document (its build's index.html in parts, `STORE_DOCUMENT_FILE`) with its version (it
 * changes with a rebuild), read again after a rebuild; undefined while the build has none.
 */
export function storeDocument(
  storeDir: string,
): () => { document: StoreDocument; version: number } | undefined {
  const file = path.join(storeDir, STORE_DOCUMENT_FILE);
  return reloading(file, (version) => ({
    document: JSON.parse(readFileSync(file, 'utf8')) as StoreDocument,
    version,
  }));
}

/**
 * The store's document for the browser to render (a signed-in visitor's page, the Not Found page): the
 * page's head tags, the document's head, its entry's script and style sheets, the empty root element.
 * Joined, as a rendered page is: the document's inline scripts stay as the policy hashed them.
 */
export function shellPage(tags: string, document: StoreDocument): string {
  const entry = [
    `<script type="module" crossorigin src="${escapeHtml(document.entry)}"></script>`,
    ...document.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ];
  return [
    document.start.light,
    tags,
    document.head,
    `  ${entry.join('\n    ')}\n  `,
    document.rootStart,
    document.rootEnd,
    document.end,
  ].join('');
}

/**
 * The store's server renderer for a built store directory, or undefined while it has no server
 * build (the API then sends the store's index.html for the browser to render, as before).
 */
export function storeRenderer(storeDir: string) {
  const entry = storeServerEntry(storeDir);
  const readDocument = storeDocument(storeDir);
  // A rebuild gives a new manifest and CSS files: they are read afresh with it.
  const manifest = reloading(path.join(storeDir, '.vite', 'manifest.json'), () => ({
    chunks: JSON.parse(readFileSync(path.join(storeDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >,
    css: cssReader(storeDir),
  }));

  return async function render(
    url: string,
    preferences: Preferences,
    read: (key: string) => Promise<unknown>,
  ): Promise<RenderedWithFiles | undefined> {
    const [store, built, document] = [entry(), manifest(), readDocument()?.document];
    if (!store || !built || !document) return undefined;
    const loaded = await store;
    const page = await loaded.render({ url, preferences, read });
    const { chunks, css } = built;
    return (
      page && {
        page,
        document,
        links: chunkFiles(chunks, page.modules),
        css,
        hydrateScript: loaded.HYDRATE_AFTER_PAINT,
      }
    );
  };
}

/** A rendered page with the build's files it needs and the build's CSS files as inline elements. */
export interface RenderedWithFiles {
  page: RenderedPage;
  /** The store's document the page goes into (its build's index.html, in parts). */
  document: StoreDocument;
  /** The inline script that starts the page's modules after its first paint (the store's). */
  hydrateScript: string;
  links: { js: string[]; css: string[] };
  /**
   * A CSS file of the build (`/assets/x.css`) as it goes into a page (`inlineStyle`), UTF-8 encoded:
   * read, escaped and encoded once per file (their names carry their content's hash).
   */
  css: (href: string) => Buffer;
}

/** The build's CSS files by address, each made into its inline element (`inlineStyle`) once. */
function cssReader(storeDir: string): (href: string) => Buffer {
  const blocks = new Map<string, Buffer>();
  return (href) => {
    let block = blocks.get(href);
    if (!block) {
      let text: string | undefined;
      try {
        text = styleSafe(readFileSync(path.join(storeDir, href.replace(/^\//, '')), 'utf8'));
      } catch {
        text = undefined;
      }
      block = Buffer.from(inlineStyle(href, text), 'utf8');
      blocks.set(href, block);
    }
    return block;
  };
}

/**
 * A CSS file written into the page: its text in a `<style>`, after a disabled `<link>` to the file
 * (never fetched) that tells the client's chunk loader the file is there, so it does not fetch it again
 * when the screen's chunk loads. A file that cannot be read stays a link.
 */
function inlineStyle(href: string, text: string | undefined): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}"`;
  if (text === undefined) return `${link} />`;
  return `${link} disabled /><style>${text}</style>`;
}

/** A style sheet's text made safe inside a `<style>` element (nothing in it ends the element). */
const styleSafe = (text: string): string => text.replace(/<\/style/gi, '<\\/style');

/**
 * The JS and CSS files of the given modules and what they import, each once. A module is named by its
 * source file (an entry or a lazily imported module) or, for a chunk several modules share, by the
 * chunk's name when one chunk alone has it.
 */
export function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const byName = (name: string): string | undefined => {
    const named = Object.entries(manifest).filter(([, chunk]) => chunk.name === name);
    return named.length === 1 ? named[0]?.[0] : undefined;
  };
  const visit = (module: string) => {
    const id = module in manifest ? module : (byName(module) ?? module);
    const chunk = manifest[id];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { js, css };
}

/** The fixed parts of a store's document, UTF-8 encoded once per document (a build of the store). */
interface EncodedDocument {
  start: Record<Theme, Buffer>;
  head: Buffer;
  rootStart: Buffer;
  rootEnd: Buffer;
  /** The hydrating script and the document's end, by the script's text. */
  ends: Map<string, Buffer>;
}

const encodedDocuments = new WeakMap<StoreDocument, EncodedDocument>();

function encodedDocument(document: StoreDocument): EncodedDocument {
  let encoded = encodedDocuments.get(document);
  if (!encoded) {
    encoded = {
      start: { light: utf8(document.start.light), dark: utf8(document.start.dark) },
      head: utf8(document.head),
      rootStart: utf8(document.rootStart),
      rootEnd: utf8(document.rootEnd),
      ends: new Map(),
    };
    encodedDocuments.set(document, encoded);
  }
  return encoded;
}

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');
const HEAD_START = utf8('  ');
const HEAD_SEPARATOR = utf8('\n    ');
const HEAD_END = utf8('\n  ');

/**
 * A rendered page in the store's document: the document in the page's theme, the page's head tags (its
 * title, description, links and data), the page's own tags and its CSS (inlined: no style sheet request
 * stands between the HTML and its first paint), its markup in the root element, its data after it, and
 * the modules it needs, loaded after the first paint. Joined, not edited: the parts are the store's.
 *
 * Joined as UTF-8 bytes: the document's parts and the CSS (most of a page) are encoded once per build,
 * and only the page's own parts are encoded per request. Joined as one string, the page was copied
 * whole (two bytes a character, once one character of it is outside Latin-1) and encoded whole again.
 */
export function withRenderedPage(
  tags: string,
  { page, document, links, css, hydrateScript }: RenderedWithFiles,
  preferences: Preferences,
): Buffer {
  const encoded = encodedDocument(document);
  // Files the document already has (the entry's chunk and CSS) are not linked twice.
  const own = new Set([document.entry, ...document.styles]);
  const fresh = (file: string) => !own.has(`/${file}`);
  const head = [
    ...document.styles.map((href) => css(href)),
    ...page.head.map(utf8),
    ...links.css.filter(fresh).map((file) => css(`/${file}`)),
  ];
  // The entry first, then the screen's chunks: started after the first paint (the store's script).
  const modules = scriptSafeJson([document.entry, ...links.js.filter(fresh).map((file) => `/${file}`)]);
  let end = encoded.ends.get(hydrateScript);
  if (!end) {
    end = utf8(`<script>${hydrateScript}</script>${document.end}`);
    encoded.ends.set(hydrateScript, end);
  }
  return Buffer.concat([
    encoded.start[preferences.theme],
    utf8(tags),
    encoded.head,
    HEAD_START,
    ...head.flatMap((part, index) => (index === 0 ? [part] : [HEAD_SEPARATOR, part])),
    HEAD_END,
    encoded.rootStart,
    utf8(page.body),
    encoded.rootEnd,
    utf8(`${page.payload}<script type="application/json" id="${SSR_MODULES_ID}">${modules}</script>`),
    end,
  ]);
}
