import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/db/schema.ts';
import { seedCatalogue } from './fixtures.ts';
import {
  createUser,
  registration,
  latestCode,
  startTestServer,
  TestClient,
  TEST_PASSWORD,
  type TestResponse,
  type TestServer,
} from './helpers.ts';
import { pngBytes, upload } from './selling-support.ts';

/** A client that says it comes from `ip` (believed only by a server with TRUST_PROXY). */
class ClientFrom extends TestClient {
  readonly ip: string;

  constructor(baseUrl: string, ip: string) {
    super(baseUrl);
    this.ip = ip;
  }

  override request<T = unknown>(
    method: string,
    pathname: string,
    options: Parameters<TestClient['request']>[2] = {},
  ): Promise<TestResponse<T>> {
    return super.request<T>(method, pathname, {
      ...options,
      headers: { 'X-Forwarded-For': this.ip, ...options.headers },
    });
  }
}

const WINDOW = 60;
const limit = (points: number) => ({ points, seconds: WINDOW });

/** A 429 with a message and a Retry-After of at least 1 and at most `max` seconds. */
function expectThrottled(res: TestResponse, max = WINDOW): void {
  expect(res.status).toBe(429);
  expect((res.body as { message?: string }).message).toMatch(/too many/i);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(max);
}

const login = (client: TestClient, email: string, password: string) =>
  client.post('/user/auth/spa/login', { email, password });

let ipCount = 0;
/** A client from an address no other test uses. */
const fresh = (server: TestServer) => new ClientFrom(server.url, `203.0.113.${++ipCount}`);

async function signedInFrom(server: TestServer, user: User): Promise<ClientFrom> {
  const client = fresh(server);
  const res = await login(client, user.email, TEST_PASSWORD);
  expect(res.status).toBe(200);
  return client;
}

describe('password reset under throttling (default limits)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers known and unknown emails alike, also once throttled', async () => {
    const user = await createUser(server.db);
    const answers = async (email: string) => {
      const client = new TestClient(server.url);
      const out: { status: number; message: unknown }[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await client.post<{ message: string }>('/api/user/auth/password/reset', { email });
        out.push({ status: res.status, message: res.body.message });
      }
      return out;
    };
    const known = await answers(user.email);
    const unknown = await answers('nobody-here@example.test');
    expect(unknown).toEqual(known);
    expect(known.slice(0, 5).every((a) => a.status === 200)).toBe(true);
    expect(known[5]?.status).toBe(429);
  });
});

describe('the client IP without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { loginFailuresPerIp: limit(2) } });
  });
  afterAll(() => server.close());

  it('is the socket: X-Forwarded-For does not buy a fresh budget', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expect(
        (await login(new ClientFrom(server.url, ip), `someone-${ip}@example.test`, 'wrong')).status,
      ).toBe(422);
    }
    expectThrottled(await login(new ClientFrom(server.url, '198.51.100.3'), 'other@example.test', 'wrong'));
  });
});

describe('throttling per account, IP and user (small limits, TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      limits: {
        loginFailuresPerAccount: limit(3),
        loginFailuresPerIp: limit(5),
        registrationsPerIp: limit(2),
        codeRequestsPerIp: limit(2),
        codeFailuresPerIp: limit(2),
        uploadsPerUser: limit(2),
      },
    });
    await seedCatalogue(server.db);
  });
  afterAll(() => server.close());

  it('locks an account after its failures, from any IP, then for twice as long', async () => {
    const user = await createUser(server.db);
    const attacker = fresh(server);
    for (let i = 0; i < 3; i++) expect((await login(attacker, user.email, 'wrong')).status).toBe(422);
    // Even the right password, from elsewhere, waits: the account is locked, not the IP.
    const owner = fresh(server);
    const locked = await login(owner, user.email, TEST_PASSWORD);
    expectThrottled(locked);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(WINDOW / 2);

    // When the lock has run out (cleared here rather than waited for), the next lock is longer.
    await server.deps.throttle.clear('loginFailuresPerAccount', user.email);
    const again = fresh(server);
    for (let i = 0; i < 3; i++) expect((await login(again, user.email, 'wrong')).status).toBe(422);
    const longer = await login(fresh(server), user.email, TEST_PASSWORD);
    expectThrottled(longer, 2 * WINDOW);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(WINDOW);
  });

  it('treats an unknown email like a known one', async () => {
    const client = fresh(server);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(client, 'ghost@example.test', 'wrong')).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('forgets the failures of an account when it signs in', async () => {
    const user = await createUser(server.db);
    const client = fresh(server);
    for (let i = 0; i < 2; i++) expect((await login(client, user.email, 'wrong')).status).toBe(422);
    expect((await login(client, user.email, TEST_PASSWORD)).status).toBe(200);
    const other = fresh(server);
    for (let i = 0; i < 2; i++) expect((await login(other, user.email, 'wrong')).status).toBe(422);
    expect((await login(other, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits failures per IP across accounts, without touching other IPs', async () => {
    const user = await createUser(server.db);
    const client = fresh(server);
    for (let i = 0; i < 5; i++) {
      expect((await login(client, `guess-${i}@example.test`, 'wrong')).status).toBe(422);
    }
    expectThrottled(await login(client, user.email, TEST_PASSWORD));
    expect((await login(fresh(server), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    const { ip } = fresh(server);
    const from = () => new ClientFrom(server.url, ip);
    expect((await from().post('/user/auth/spa/register', registration('reg_one'))).status).toBe(201);
    expect((await from().post('/user/auth/spa/register', registration('reg_two'))).status).toBe(201);
    expectThrottled(await from().post('/user/auth/spa/register', registration('reg_three')));
    expect((await fresh(server).post('/user/auth/spa/register', registration('reg_four'))).status).toBe(201);
  });

  it('limits code requests per IP: seller codes and verification resends alike', async () => {
    const seller = await createUser(server.db, { author: true });
    const client = await signedInFrom(server, seller);
    expect((await client.get('/api/user/auth/verification/get_code')).status).toBe(200);
    expect((await client.get('/api/user/auth/verification/get_code')).status).toBe(200);
    expectThrottled(await client.get('/api/user/auth/verification/get_code'));

    const unverified = await createUser(server.db, { verified: false });
    const sameIp = new ClientFrom(server.url, client.ip);
    expect((await login(sameIp, unverified.email, TEST_PASSWORD)).status).toBe(200);
    expectThrottled(await sameIp.get('/api/user/auth/email/resend_verification_code'));
    const elsewhere = await signedInFrom(server, unverified);
    expect((await elsewhere.get('/api/user/auth/email/resend_verification_code')).status).toBe(200);
  });

  it('limits wrong codes per IP: 2-factor, email verification and password reset checks', async () => {
    const seller = await createUser(server.db, { author: true });
    const client = await signedInFrom(server, seller);
    expect((await client.get('/api/user/auth/verification/get_code')).status).toBe(200);
    const code = await latestCode(server, seller.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 2; i++) {
      expect((await client.post('/api/user/selling/verify_2fa', { verification_code: wrong })).status).toBe(
        422,
      );
    }
    // The right code too: the IP is refused before any check.
    expectThrottled(await client.post('/api/user/selling/verify_2fa', { verification_code: code }));
    expectThrottled(
      await client.post('/api/user/auth/password/update', {
        email: seller.email,
        verification_code: wrong,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      }),
    );
    // From another IP the right code still works.
    const elsewhere = await signedInFrom(server, seller);
    expect((await elsewhere.post('/api/user/selling/verify_2fa', { verification_code: code })).status).toBe(
      200,
    );

    const unverified = await signedInFrom(server, await createUser(server.db, { verified: false }));
    for (let i = 0; i < 2; i++) {
      expect(
        (await unverified.post('/api/user/auth/email/verify', { verification_code: wrong })).status,
      ).toBe(422);
    }
    expectThrottled(await unverified.post('/api/user/auth/email/verify', { verification_code: wrong }));

    const resetter = fresh(server);
    for (let i = 0; i < 2; i++) {
      const res = await resetter.post('/api/user/auth/password/update', {
        email: seller.email,
        verification_code: wrong,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
      expect(res.status).toBe(422);
    }
    expectThrottled(
      await resetter.post('/api/user/auth/password/update', {
        email: seller.email,
        verification_code: wrong,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      }),
    );
  });

  it('limits uploads per user, before reading the body', async () => {
    const user = await createUser(server.db);
    const client = await signedInFrom(server, user);
    const avatar = () =>
      client.request('POST', '/api/user/account/change_avatar', {
        form: upload('avatar', pngBytes(), 'image/png', 'me.png'),
      });
    expect((await avatar()).status).toBe(200);
    expect((await avatar()).status).toBe(200);
    expectThrottled(await avatar());
    const other = await signedInFrom(server, await createUser(server.db));
    const res = await other.request('POST', '/api/user/account/change_avatar', {
      form: upload('avatar', pngBytes(), 'image/png', 'me.png'),
    });
    expect(res.status).toBe(200);
  });
});

describe('global limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      limits: {
        registrationsGlobal: limit(2),
        codeRequestsGlobal: limit(2),
        codeFailuresGlobal: limit(2),
      },
    });
    await seedCatalogue(server.db);
  });
  afterAll(() => server.close());

  it('hold across IPs: sign-ups, code requests and wrong codes', async () => {
    expect((await fresh(server).post('/user/auth/spa/register', registration('glob_one'))).status).toBe(201);
    // Each sign-up also mails a code, but through the sign-up's own limit, not the code requests'.
    expect((await fresh(server).post('/user/auth/spa/register', registration('glob_two'))).status).toBe(201);
    expectThrottled(await fresh(server).post('/user/auth/spa/register', registration('glob_three')));

    for (const email of ['a@example.test', 'b@example.test']) {
      expect((await fresh(server).post('/api/user/auth/password/reset', { email })).status).toBe(200);
    }
    expectThrottled(await fresh(server).post('/api/user/auth/password/reset', { email: 'c@example.test' }));

    const update = (client: TestClient) =>
      client.post('/api/user/auth/password/update', {
        email: 'a@example.test',
        verification_code: '123456',
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
    expect((await update(fresh(server))).status).toBe(422);
    expect((await update(fresh(server))).status).toBe(422);
    expectThrottled(await update(fresh(server)));
  });
});
