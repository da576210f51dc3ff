import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../src/domains/accounts/session-purge.ts';
import {
  createUser,
  sentMail,
  signedIn,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: ['http://localhost:5173'] });
});
afterAll(async () => {
  await server.close();
});

const outboxCount = async (email: string): Promise<number> => (await sentMail(server, { to: email })).length;

describe('state-changing GETs from another site', () => {
  it('are refused (403) for Sec-Fetch-Site: cross-site or a foreign Origin, and change nothing', async () => {
    const user = await createUser(server.db, { verified: false });
    const client = await signedIn(server, user);
    const before = await outboxCount(user.email);
    const resend = '/api/user/auth/email/resend_verification_code';
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-site' },
    ]) {
      const res = await client.get<{ message: string }>(resend, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.message).toMatch(/another site/);
    }
    expect(await outboxCount(user.email)).toBe(before);

    const increase = await client.get('/api/user/cart/update/1/increase?country=ng', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(increase.status).toBe(403);
    const publish = await client.get('/api/user/selling/books/ABC/publish', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(publish.status).toBe(403);
  });

  it('pass from the same origin, the same site, trusted origins and clients without these headers', async () => {
    const user = await createUser(server.db, { verified: false });
    const client = await signedIn(server, user);
    const resend = '/api/user/auth/email/resend_verification_code';
    for (const headers of <Record<string, string>[]>[
      {},
      { 'Sec-Fetch-Site': 'same-origin', Origin: server.url },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:5173' },
    ]) {
      const res = await client.get(resend, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    // Not a mutating call: another site may still read (and the route answers as usual).
    const read = await client.get('/api/user/cart?country=ng', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(read.status).not.toBe(403);
    // Past the origin check, the route itself answers: the item does not exist (404), or this bare
    // database holds no countries, which the route checks first (422 on `country`).
    const increase = await client.get<{ message: string }>(
      '/api/user/cart/update/999999/increase?country=ng',
      {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      },
    );
    expect([404, 422]).toContain(increase.status);
    expect(increase.body.message).not.toMatch(/another site/i);
  });
});

describe('the CSRF token', () => {
  it("is bound to its session: another session's token is refused with 419", async () => {
    const alice = await signedIn(server, await createUser(server.db));
    const bob = await signedIn(server, await createUser(server.db));
    const mine = await bob.post('/api/user/cart/clear', undefined);
    expect(mine.status).not.toBe(419);
    // Bob's browser made to hold Alice's token (cookie and header agree, as double-submit checks).
    bob.cookies.set('XSRF-TOKEN', alice.cookie('XSRF-TOKEN') ?? '');
    const res = await bob.post<{ message: string }>('/api/user/cart/clear', undefined);
    expect(res.status).toBe(419);
    expect(res.body.message).toBe('CSRF token mismatch.');
    // A token made up by the client (matching cookie and header) is refused too.
    bob.cookies.set('XSRF-TOKEN', '0'.repeat(75));
    expect((await bob.post('/api/user/cart/clear', undefined)).status).toBe(419);
    // A fresh one from /sanctum/csrf-cookie works again (what the store's client does after a 419).
    await bob.csrf();
    expect((await bob.post('/api/user/cart/clear', undefined)).status).not.toBe(419);
  });

  it("a visitor's token stops working at sign-in; the login answer carries the new one", async () => {
    const user = await createUser(server.db);
    const client = new TestClient(server.url);
    await client.csrf();
    const visitorToken = client.cookie('XSRF-TOKEN') ?? '';
    const login = await client.post('/user/auth/spa/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(client.cookie('XSRF-TOKEN')).not.toBe(visitorToken);
    expect(login.headers.get('x-xsrf-token')).toBe(client.cookie('XSRF-TOKEN'));
    const fresh = client.cookie('XSRF-TOKEN') ?? '';
    client.cookies.set('XSRF-TOKEN', visitorToken);
    expect((await client.post('/api/user/cart/clear', undefined)).status).toBe(419);
    client.cookies.set('XSRF-TOKEN', fresh);
    expect((await client.post('/api/user/cart/clear', undefined)).status).not.toBe(419);
  });

  it('answers a malformed % escape in X-XSRF-TOKEN with 419, not 500', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    const res = await client.post<{ message: string }>(
      '/user/auth/spa/login',
      { email: 'a@b.c', password: 'x' },
      {
        csrf: false,
        headers: { 'X-XSRF-TOKEN': '%E0%A4%A' },
      },
    );
    expect(res.status).toBe(419);
    expect(res.body.message).toBeTruthy();
  });
});

describe('sessions', () => {
  it('end after the idle limit, and a session in use stays', async () => {
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const start = Date.now();
    try {
      // Used every 90 minutes (under the 2-hour idle limit): still signed in after 4.5 hours.
      for (const minutes of [90, 180, 270]) {
        server.setNow(new Date(start + minutes * 60_000));
        expect((await client.get('/api/user/account')).status, `${minutes} min`).toBe(200);
      }
      // Then left alone for 2 hours and a minute: over.
      server.setNow(new Date(start + (270 + 121) * 60_000));
      expect((await client.get('/api/user/account')).status).toBe(401);
    } finally {
      server.setNow(null);
    }
    expect(server.config.sessionIdleMinutes).toBe(120);
  });

  it('rotate the session id at sign-in: the old cookie stops working', async () => {
    const user = await createUser(server.db);
    const client = await signedIn(server, user);
    const old = client.cookie('bookstore_session') ?? '';
    expect((await client.get('/api/user/account')).status).toBe(200);
    const again = await client.post('/user/auth/spa/login', { email: user.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    const current = client.cookie('bookstore_session') ?? '';
    expect(current).not.toBe(old);
    expect((await client.get('/api/user/account')).status).toBe(200);

    const stale = new TestClient(server.url);
    stale.cookies.set('bookstore_session', old);
    expect((await stale.get('/api/user/account')).status).toBe(401);
  });

  it('are purged with old codes and old outbox messages', async () => {
    const user = await createUser(server.db);
    await signedIn(server, user);
    await signedIn(server, user);
    const now = new Date();
    const day = 86_400_000;
    // One idle session, one past its expiry, one in use.
    const sessions = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(2);
    const [idle, live] = sessions.map((s) => s.id);
    await server.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now.getTime() - 3 * 3_600_000) })
      .where('id', '=', idle ?? '')
      .execute();
    await server.db
      .insertInto('sessions')
      .values({ id: 'expired-session', user_id: user.id, expires_at: new Date(now.getTime() - 1000) })
      .execute();
    await server.db
      .insertInto('verification_codes')
      .values([
        {
          email: user.email,
          purpose: 'password_reset',
          code_hash: 'x',
          expires_at: new Date(now.getTime() - 2 * day),
        },
        {
          email: user.email,
          purpose: 'password_reset',
          code_hash: 'y',
          expires_at: new Date(now.getTime() + 600_000),
        },
      ])
      .execute();
    await server.db
      .insertInto('mail_outbox')
      .values([
        {
          to_address: user.email,
          subject: 'old',
          text_body: '',
          html_body: '',
          created_at: new Date(now.getTime() - 8 * day),
        },
        { to_address: user.email, subject: 'new', text_body: '', html_body: '' },
      ])
      .execute();

    const result = await purgeExpired(server.deps, now);
    expect(result.sessions).toBeGreaterThanOrEqual(2);
    expect(result.codes).toBeGreaterThanOrEqual(1);
    expect(result.outbox).toBeGreaterThanOrEqual(1);

    const left = await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left.map((s) => s.id)).toEqual([live]);
    const codes = await server.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .where('email', '=', user.email)
      .execute();
    expect(codes.map((c) => c.code_hash)).toEqual(['y']);
    const mail = await sentMail(server, { to: user.email });
    expect(mail.map((m) => m.subject)).toEqual(['new']);
  });
});

describe('bad input', () => {
  it('answers ids past what the column holds with a 4xx and a message', async () => {
    const client = await signedIn(server, await createUser(server.db));
    for (const pathname of [
      '/api/user/orders/2147483648',
      '/api/user/orders/99999999999999999999',
      '/api/user/cart/update/2147483648/increase?country=ng',
      '/api/public/voas?language=2147483648',
      '/api/public/voas?language[]=1&language[]=2147483648',
    ]) {
      const res = await client.get<{ message: string }>(pathname);
      expect(res.status, pathname).toBeGreaterThanOrEqual(400);
      expect(res.status, pathname).toBeLessThan(500);
      expect(res.body.message, pathname).toBeTruthy();
    }
    // The largest id a column holds is still an id (not found, not invalid).
    expect((await client.get('/api/user/orders/2147483647')).status).toBe(404);
  });

  it('answers a bad % escape under /media with a 4xx', async () => {
    for (const pathname of ['/media/%E0%A4%A', '/media/covers/%zz.jpg', '/media/%']) {
      const res = await fetch(`${server.url}${pathname}`);
      expect(res.status, pathname).toBeGreaterThanOrEqual(400);
      expect(res.status, pathname).toBeLessThan(500);
    }
  });

  it('answers a multipart body sent to a JSON call with a 4xx and a message', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    const form = new FormData();
    form.set('email', 'someone@example.test');
    form.set('password', 'x');
    const parsed = await client.request<{ message: string }>('POST', '/user/auth/spa/login', { form });
    expect(parsed.status).toBe(415);
    expect(parsed.body.message).toMatch(/JSON/);
    // A multipart type without a boundary, or a broken body, cannot be parsed at all: to a JSON call
    // and to an upload call alike.
    const uploader = await signedIn(server, await createUser(server.db));
    const broken = [
      ['multipart/form-data', 'email=a'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na'],
    ] as const;
    const calls = [
      [client, '/user/auth/spa/register'],
      [uploader, '/api/user/account/change_avatar'],
    ] as const;
    for (const [type, body] of broken)
      for (const [who, pathname] of calls) {
        const raw = await fetch(`${server.url}${pathname}`, {
          method: 'POST',
          headers: {
            'Content-Type': type,
            Accept: 'application/json',
            'X-XSRF-TOKEN': decodeURIComponent(who.cookie('XSRF-TOKEN') ?? ''),
            Cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body,
        });
        expect(raw.status, type).toBeGreaterThanOrEqual(400);
        expect(raw.status, type).toBeLessThan(500);
        expect(((await raw.json()) as { message: string }).message, type).toBeTruthy();
      }
  });
});
