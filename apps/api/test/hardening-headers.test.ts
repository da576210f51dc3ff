import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type DbHandle } from '../src/db/index.ts';
import { inlineScriptHashes } from '../src/security-headers.ts';
import { freshDatabase } from './helpers.ts';
import { HYDRATE_AFTER_PAINT, writeStoreDocument, writeStoreServerEntry } from './store-entry.ts';
import { serveApp, type ServedApp } from './hardening-support.ts';

const THEME_SCRIPT = "\n      document.documentElement.setAttribute('data-theme', 'light');\n    ";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: ServedApp;
let plain: ServedApp;
let database: { handle: DbHandle; drop: () => Promise<void> };
let dir: string;
let storeDir: string;
let widgetsDir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bookstore-headers-'));
  storeDir = path.join(dir, 'store');
  widgetsDir = path.join(dir, 'widgets');
  mkdirSync(path.join(storeDir, 'assets'), { recursive: true });
  mkdirSync(path.join(widgetsDir, 'cdn'), { recursive: true });
  writeStoreDocument(storeDir, { head: `<script>${THEME_SCRIPT}</script>` });
  writeFileSync(path.join(storeDir, 'assets', 'app.js'), 'console.log("store")');
  writeStoreServerEntry(storeDir);
  writeFileSync(path.join(widgetsDir, 'loader.js'), '"use strict";/* loader */');
  writeFileSync(path.join(widgetsDir, 'cdn', 'search.js'), 'import"./chunk-AB12CD34.js";');
  writeFileSync(path.join(widgetsDir, 'cdn', 'chunk-AB12CD34.js'), 'export const widget = 1;');
  database = await freshDatabase();
  await migrate(database.handle);
  server = await serveApp(database.handle, {
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://books.example', PUBLIC_CACHE_SECONDS: '0' },
    storeDir,
    widgetsDir,
    corsOrigins: ['http://localhost:5173'],
    payments: null,
  });
  plain = await serveApp(database.handle, { env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await server.close();
  await plain.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (base: ServedApp, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base.url}${pathname}`, { headers });

describe('security headers', () => {
  it('are on every answer: JSON, errors, the store, static files, media', async () => {
    for (const pathname of [
      '/api/public/categories',
      '/api/public/unknown',
      '/',
      '/books/x',
      '/assets/app.js',
    ]) {
      const res = await get(server, pathname);
      expect(res.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), pathname).toMatch(/max-age=\d{7,}/);
      expect(res.headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
  });

  it('send no HSTS when the public URL is plain http', async () => {
    const res = await get(plain, '/api/public/categories');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("give the store's pages a policy without inline script, allowing only its own by hash", async () => {
    const res = await get(server, '/books/some-book');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // The template's theme script and the one that starts a server-rendered page's entry after its paint.
    expect(directives.get('script-src')).toEqual(["'self'", sha(THEME_SCRIPT), sha(HYDRATE_AFTER_PAINT)]);
    // Scripts stay strict; inline styles are allowed (React style attributes, the toasts' sheet).
    expect(directives.get('script-src')?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("let the EPUB reader show a book's unpacked pages, styles and fonts from blob: URLs", async () => {
    const csp = (await get(server, '/apps/reader/B1')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1);
    expect(directive('frame-src')).toEqual(["'self'", 'blob:']);
    expect(directive('font-src')).toEqual(["'self'", 'blob:']);
    expect(directive('img-src')).toContain('blob:');
    // Blob frames inherit the page's policy: a book's own scripts still cannot run.
    expect(directive('script-src')).not.toContain('blob:');
    expect(directive('connect-src')?.[0]).toBe("'self'");
  });

  it('hash inline scripts only (not scripts with src) the way browsers do', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><SCRIPT type="text/javascript">b()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('keep JSON answers from running anything', async () => {
    const res = await get(server, '/api/public/categories');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});

describe('CORS on public paths', () => {
  it('never answers `*` together with credentials', async () => {
    for (const origin of ['http://localhost:5173', 'https://partner.example', undefined]) {
      const res = await get(server, '/api/public/categories', origin ? { Origin: origin } : {});
      const allow = res.headers.get('access-control-allow-origin');
      const credentials = res.headers.get('access-control-allow-credentials');
      expect(allow, String(origin)).not.toBeNull();
      if (allow === '*') expect(credentials, String(origin)).toBeNull();
      else expect(allow).toBe(origin);
    }
    const partner = await get(server, '/api/public/categories', { Origin: 'https://partner.example' });
    expect(partner.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the partner widgets', () => {
  it('serves loader.js with a short cache, to any origin, loadable cross-origin', async () => {
    const res = await get(server, '/widgets/loader.js', { Origin: 'https://partner.example' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('loader');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
  });

  it('serves content-hashed chunks as immutable, entry modules with a short cache', async () => {
    const chunk = await get(server, '/widgets/cdn/chunk-AB12CD34.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const entry = await get(server, '/widgets/cdn/search.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers a missing widget file with a JSON 404, not the store page', async () => {
    // The credentialed origin gets no credentials here either.
    for (const pathname of ['/widgets/cdn/nope.js', '/widgets/nope.js', '/widgets/']) {
      const res = await get(server, pathname, { Origin: 'http://localhost:5173' });
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type'), pathname).toMatch(/json/);
      expect(await res.text(), pathname).not.toContain('<div id="root">');
      expect(res.headers.get('access-control-allow-credentials'), pathname).toBeNull();
    }
  });

  it('answers 404 when the widgets are not built', async () => {
    const res = await get(plain, '/widgets/loader.js');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/not built/);
  });
});
