import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let storeDir: string;

beforeAll(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'bookstore-store-'));
  mkdirSync(path.join(storeDir, 'assets'));
  writeFileSync(
    path.join(storeDir, 'index.html'),
    '<!doctype html><title>Bookstore</title><div id="root"></div>',
  );
  writeFileSync(path.join(storeDir, 'assets', 'app.js'), 'console.log("store")');
  writeFileSync(path.join(storeDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://books.example', PUBLIC_CACHE_SECONDS: '30' },
    storeDir,
    corsOrigins: ['http://localhost:5173'],
  });
});
afterAll(async () => {
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('the app in production', () => {
  it('hides the developer mail outbox', async () => {
    expect((await fetch(`${server.url}/dev/mail.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/dev/mail`)).status).toBe(404);
  });

  it('serves the store with history fallback, and never for API paths', async () => {
    const home = await fetch(`${server.url}/`);
    expect(await home.text()).toContain('<div id="root">');
    const deep = await fetch(`${server.url}/books/some-uid/buy`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>Bookstore</title>');
    expect(await (await fetch(`${server.url}/assets/app.js`)).text()).toContain('store');
    const api = await fetch(`${server.url}/api/public/unknown`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('answers the browsers’ /favicon.ico with the store’s icon', async () => {
    const asked = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect(asked.status).toBe(301);
    expect(asked.headers.get('location')).toBe('/favicon.svg');
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/svg/);
  });

  it('marks cookies Secure behind https and lets an allowed origin call with credentials', async () => {
    const res = await fetch(`${server.url}/sanctum/csrf-cookie`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/Secure/);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-XSRF-TOKEN/i);
    const other = await fetch(`${server.url}/sanctum/csrf-cookie`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reuses public catalogue answers for the configured time and says so to a CDN', async () => {
    const country = {
      icon: 'flags/x.svg',
      currency_code: 'XOF',
      currency_name: 'CFA franc',
      currency_symbol: 'F',
      phone_code: '+221',
    };
    await server.db
      .insertInto('countries')
      .values({ ...country, code: 'sn', name: 'Senegal' })
      .execute();
    const first = await fetch(`${server.url}/api/public/supported_countries`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    expect(((await first.json()) as { data: unknown[] }).data).toHaveLength(1);
    await server.db
      .insertInto('countries')
      .values({ ...country, code: 'ci', name: 'Ivory Coast' })
      .execute();
    const second = await fetch(`${server.url}/api/public/supported_countries`);
    expect(((await second.json()) as { data: unknown[] }).data).toHaveLength(1);
    const states = await fetch(`${server.url}/api/public/supported_countries/ci/states`);
    expect(states.status).toBe(200);
    expect(states.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('lets any origin read the public catalogue without credentials, but not account calls', async () => {
    const res = await fetch(`${server.url}/api/public/supported_countries`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const account = await fetch(`${server.url}/api/user/account`, {
      headers: { Origin: 'https://partner.example' },
    });
    expect(account.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('hands out links on the public URL', async () => {
    const res = await fetch(`${server.url}/openapi.json`);
    const doc = (await res.json()) as { servers: { url: string }[] };
    expect(doc.servers[0]?.url).toBe('https://books.example');
  });
});
