/*
 * Server rendering of the store's public pages: the store's server entry (apps/store/dist/server,
 * built with the store) renders a page with the same routes and screens as the browser, reading its
 * data through `read`, which the API answers in-process. Here the rendered page goes into the store's
 * index.html: the markup into the root element, the data once as a JSON script, the screen's chunk and
 * CSS linked from the build's manifest, the theme on `<html>`, and the page's first image preloaded.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bookTypes, type BookType } from '@bookstore/api-client/constants';
import { escapeHtml } from './html.ts';

/** The visitor's choices the page is rendered with, from the cookies the store mirrors them into. */
export interface Preferences {
  theme: 'light' | 'dark';
  bookType: BookType;
  country: string;
}

/** What the store's server entry (apps/store/src/entry-server.tsx) answers. */
export interface RenderedStorePage {
  status: number;
  html: string;
  payload: string;
  data: Record<string, unknown>;
  chunks: string[];
}

interface StoreEntry {
  render: (request: {
    url: string;
    preferences: Preferences;
    read: (key: string) => Promise<unknown>;
  }) => Promise<RenderedStorePage | undefined>;
}

/** One module of the client build's manifest (.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The browser UI colour per theme (the store's theme.ts and index.html use the same values). */
const THEME_COLORS = { light: '#ffffff', dark: '#16140f' } as const;

/** The preferences of a request's cookies (`theme`, `book_type`), in the given country. */
export function preferencesOf(cookies: Record<string, string>, country: string): Preferences {
  return {
    theme: cookies.theme === 'dark' ? 'dark' : 'light',
    bookType: bookTypes.find((type) => type === cookies.book_type) ?? 'ebook',
    country,
  };
}

/** A file of the build read again when it changes (a rebuild while the server runs). */
function reloading<T>(file: string, load: (version: number) => T | Promise<T>) {
  let cached: { version: number; value: Promise<T> } | undefined;
  return (): Promise<T> | undefined => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.version !== version) cached = { version, value: Promise.resolve(load(version)) };
    return cached.value;
  };
}

/**
 * The store's server renderer for a built store directory, or undefined while it has no server
 * build (the API then sends the store's index.html for the browser to render, as before).
 */
export function storeRenderer(storeDir: string) {
  const entryFile = path.join(storeDir, 'server', 'entry-server.js');
  const entry = reloading(
    entryFile,
    async (version) => (await import(`${pathToFileURL(entryFile).href}?v=${version}`)) as StoreEntry,
  );
  const manifest = reloading(
    path.join(storeDir, '.vite', 'manifest.json'),
    () =>
      JSON.parse(readFileSync(path.join(storeDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >,
  );

  return async function render(
    url: string,
    preferences: Preferences,
    read: (key: string) => Promise<unknown>,
  ): Promise<{ page: RenderedStorePage; links: { js: string[]; css: string[] } } | undefined> {
    const [store, chunks] = [entry(), manifest()];
    if (!store || !chunks) return undefined;
    const page = await (await store).render({ url, preferences, read });
    return page && { page, links: chunkFiles(await chunks, page.chunks) };
  };
}

/** The JS and CSS files of the given modules and what they import, each once. */
export function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const visit = (id: string) => {
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

/** The first image of the rendered markup that asks for high priority, else the first image. */
export function firstImage(html: string): string | undefined {
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
  const tag = images.find((image) => /\bfetchpriority="high"/i.test(image)) ?? images[0];
  return tag ? /\bsrc="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/**
 * The store's index.html (with the page's head already in it) around a rendered page: its theme on
 * `<html>`, its chunk's modules and CSS and its first image in the head, its markup in the root element
 * and its data after it.
 */
export function withRenderedPage(
  template: string,
  { page, links }: { page: RenderedStorePage; links: { js: string[]; css: string[] } },
  preferences: Preferences,
): string {
  // Files the template already links (the entry's chunk and CSS) are not linked twice.
  const fresh = (file: string) => !template.includes(`/${file}"`);
  // React writes the preloads its markup asks for (images with fetchPriority="high", ...) ahead of
  // it: they go into the head, where the browser finds them first, and the root holds the markup alone.
  const hints = /^(?:<link\b[^>]*\/>)*/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(hints.length);
  const image = /fetchPriority="high"/i.test(hints) ? undefined : firstImage(markup);
  const head = [
    ...(hints ? [hints] : []),
    // Already escaped: the attribute value as React wrote it.
    ...(image ? [`<link rel="preload" as="image" href="${image}" fetchpriority="high" />`] : []),
    ...links.css.filter(fresh).map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...links.js
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ].join('\n    ');
  return template
    .replace(
      /<html([^>]*)\sdata-theme="[^"]*"/i,
      (_all, before: string) => `<html${before} data-theme="${preferences.theme}"`,
    )
    .replace(
      /(<meta\s+name="theme-color"\s+content=")[^"]*"/i,
      (_all, start: string) => `${start}${THEME_COLORS[preferences.theme]}"`,
    )
    .replace(/<\/head>/i, () => `  ${head}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>${page.payload}`);
}
