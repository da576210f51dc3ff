// Links come from configuration, never from the request (issue 23, item 6): with a forged Host and
// X-Forwarded-Host, no link, redirect, canonical tag, Open Graph URL, robots.txt, sitemap or mail names
// the forged host. Without PUBLIC_URL (issue 39), absolute links name the address the server listens on,
// a loopback one as `localhost`, and links the store's pages follow are root-relative.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenUrl, loadConfig } from '../src/config.ts';
import { pathOf } from '@bookstore/api-client/page-meta';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import {
  createUser,
  sentMail,
  signedIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from './helpers.ts';
import { writeStoreDocument, writeStoreServerEntry } from './store-entry.ts';

const FORGED = 'evil.example';
let server: TestServer;
let storeDir: string;
let catalogue: Catalogue;
/** What absolute links name without PUBLIC_URL: the listen address, loopback named `localhost`. */
let absolute: string;

beforeAll(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'bookstore-links-'));
  writeStoreDocument(storeDir);
  writeStoreServerEntry(storeDir);
  // No STORE_URL: the payment page returns to this API's own origin.
  server = await startTestServer({ storeDir, env: { STORE_URL: '' } });
  catalogue = await seedCatalogue(server.db);
  absolute = `http://localhost:${new URL(server.url).port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A request with a forged Host and X-Forwarded-Host (fetch cannot forge Host), with `client`'s cookies. */
function forged(
  method: string,
  pathname: string,
  options: { client?: TestClient; json?: unknown; form?: URLSearchParams } = {},
): Promise<Answer> {
  const { port } = new URL(server.url);
  const headers: Record<string, string> = { host: FORGED, 'x-forwarded-host': FORGED, accept: '*/*' };
  if (options.client) {
    headers.cookie = [...options.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = options.client.cookie('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  }
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    body = options.form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectOnlyOurOrigin(answer: Answer): void {
  expect(answer.body).not.toContain(FORGED);
  expect(answer.location ?? '').not.toContain(FORGED);
}

describe('links with a forged Host', () => {
  it('robots.txt and the sitemaps name the configured origin', async () => {
    const robots = await forged('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expectOnlyOurOrigin(robots);
    expect(robots.body).toContain(`Sitemap: ${absolute}/sitemap.xml`);
    const index = await forged('GET', '/sitemap.xml');
    expectOnlyOurOrigin(index);
    const first = /<loc>([^<]+)<\/loc>/.exec(index.body)?.[1] ?? '';
    expect(first.startsWith(`${absolute}/sitemaps/`)).toBe(true);
    const file = await forged('GET', new URL(first).pathname);
    expect(file.status).toBe(200);
    expectOnlyOurOrigin(file);
    expect(file.body).toContain(`<loc>${absolute}/`);
  });

  it("a page's canonical tag, Open Graph URL and JSON-LD name the configured origin", async () => {
    const uid = catalogue.books.lagosNoir?.uid ?? '';
    for (const page of ['/', pathOf('books', uid)]) {
      const answer = await forged('GET', page);
      expect(answer.status).toBe(200);
      expectOnlyOurOrigin(answer);
      expect(answer.body).toContain(`<link rel="canonical" href="${absolute}${page}"`);
      expect(answer.body).toContain(`property="og:url" content="${absolute}${page}"`);
    }
  });

  it('checkout links, the payment page redirect and signed file links are root-relative; mail names no forged host', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const uid = catalogue.books.lagosNoir?.uid ?? '';
    expect(
      (await forged('POST', '/api/user/cart/add?country=ng', { client, json: { book_uid: uid } })).status,
    ).toBe(200);
    const placed = await forged('POST', '/api/user/orders', { client, json: { country: 'ng' } });
    expect(placed.status).toBe(201);
    expectOnlyOurOrigin(placed);
    const checkout: string = JSON.parse(placed.body).data.payment.checkout_url;
    expect(checkout).toMatch(/^\/pay\/\w+$/);

    const page = await forged('GET', checkout, { client });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const paid = await forged('POST', checkout, {
      client,
      form: new URLSearchParams({ _token: token, action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/myaccount\/payments\/\d+$/);

    const listed = await forged('GET', '/api/user/payments', { client });
    expect(listed.status).toBe(200);
    expectOnlyOurOrigin(listed);

    await server.deps.media.write('ebooks/bk-lagosnoir.epub', 'PK\u0003\u0004 an epub for the test');
    const opened = await forged('GET', `/api/user/library/books/${uid}`, { client });
    expect(opened.status).toBe(200);
    expectOnlyOurOrigin(opened);
    expect(opened.body).toContain('"file_url":"/api/files/');

    expect(
      (await forged('POST', '/api/user/auth/password/reset', { client, json: { email: user.email } })).status,
    ).toBe(200);
    const mail = await sentMail(server);
    expect(mail.length).toBeGreaterThan(0);
    expect(JSON.stringify(mail)).not.toContain(FORGED);
  });
});

describe('the origin without PUBLIC_URL', () => {
  it('is the address the server listens on, a loopback or unspecified one named localhost', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).listenUrl).toBe('http://localhost:8080');
    expect(listenUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenUrl('::1', 3000)).toBe('http://localhost:3000');
    expect(listenUrl('192.0.2.7', 3000)).toBe('http://192.0.2.7:3000');
    expect(listenUrl('2001:db8::1', 3000)).toBe('http://[2001:db8::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://books.example/' }).publicUrl).toBe('https://books.example');
  });
});

describe('the origin with PUBLIC_URL', () => {
  it('is the origin of every link, those the store follows included', async () => {
    const named = await startTestServer({ env: { PUBLIC_URL: 'https://books.example', STORE_URL: '' } });
    try {
      const books = await seedCatalogue(named.db);
      const user = await createUser(named.db, { country: 'ng' });
      const client = await signedIn(named, user);
      const uid = books.books.lagosNoir?.uid ?? '';
      expect((await client.post('/api/user/cart/add?country=ng', { book_uid: uid })).status).toBe(200);
      const placed = await client.post<{ data: { payment: { checkout_url: string } } }>('/api/user/orders', {
        country: 'ng',
      });
      expect(placed.body.data.payment.checkout_url).toMatch(/^https:\/\/books\.example\/pay\/\w+$/);
    } finally {
      await named.close();
    }
  });
});
