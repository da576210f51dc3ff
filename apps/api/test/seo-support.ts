/* The seo tests' server and their reading of a page's head (seo.test.ts, seo-pages.test.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { shortUid } from '../src/lib/crypto.ts';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import { createUser, startTestServer, type TestServer } from './helpers.ts';
import { writeStoreDocument, writeStoreServerEntry } from './store-entry.ts';
export const ORIGIN = 'https://books.example';
/** The store's inline theme script, in its document's head. */
export const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";
export const HOSTILE = `</script><script>alert("x")</script><!-- & 'q' $& $1`;

export const unescapeHtml = (value: string): string =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

export interface Head {
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

/** Fetches a page of the server at `base` as a crawler does (no script runs) and reads its head. */
export async function readPage(
  base: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Head> {
  const res = await fetch(`${base}${pathname}`, { headers });
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

export const one = (head: Head, key: string): string | undefined => head.meta.get(key)?.[0];

export interface SeoWorld {
  server: TestServer;
  storeDir: string;
  catalogue: Catalogue;
}

/**
 * A server with PUBLIC_URL set, serving a hand-written store (its document and server entry), with the
 * seeded catalogue and two approved voiceover artists (the first with an offer).
 */
export async function startSeoServer(): Promise<SeoWorld> {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'bookstore-seo-'));
  mkdirSync(path.join(storeDir, 'assets'));
  writeStoreDocument(storeDir, {
    head: `\n    <script>${THEME_SCRIPT}</script>\n  `,
    entry: '/assets/index-abc.js',
  });
  writeFileSync(path.join(storeDir, 'assets', 'index-abc.js'), 'console.log("store")');
  writeStoreServerEntry(storeDir);
  const server = await startTestServer({ env: { PUBLIC_URL: ORIGIN }, storeDir });
  const catalogue = await seedCatalogue(server.db);
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
  return { server, storeDir, catalogue };
}

export async function stopSeoServer({ server, storeDir }: SeoWorld): Promise<void> {
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
}

/**
 * The seo world of one test file: started before its tests, stopped after them; `page` reads a page's
 * head from its server.
 */
export function useSeoWorld(): {
  world: SeoWorld;
  page: (pathname: string, headers?: Record<string, string>) => Promise<Head>;
} {
  const world = {} as SeoWorld;
  beforeAll(async () => {
    Object.assign(world, await startSeoServer());
  });
  afterAll(() => stopSeoServer(world));
  return { world, page: (pathname, headers = {}) => readPage(world.server.url, pathname, headers) };
}
