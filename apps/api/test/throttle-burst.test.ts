import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrottleStore, type ThrottleStore } from '../src/lib/throttle.ts';
import type { Limits } from '../src/lib/throttling.ts';
import {
  createUser,
  latestCode,
  registration,
  signedIn,
  startTestServer,
  TestClient,
  TEST_PASSWORD,
  type TestResponse,
  type TestServer,
} from './helpers.ts';
import { pngBytes, upload } from './selling-support.ts';
import { redisAnswers } from './throttle-support.ts';

/**
 * Issue 23, item 2: every throttle counts an attempt before the work it guards, atomically in its
 * store, so a burst of simultaneous requests gets at most the limit through and the rest a 429 with
 * Retry-After. Run on the server's default store (memory beside PGlite, the PostgreSQL server's table
 * with DATABASE_URL) and on Redis (REDIS_URL, else 127.0.0.1:6379) when one answers.
 */
const WINDOW = 60;
const limit = (points: number) => ({ points, seconds: WINDOW });
const LIMITS: Partial<Limits> = {
  loginFailuresPerAccount: limit(5),
  loginFailuresPerIp: limit(10),
  codeFailuresPerIp: limit(5),
  registrationsPerIp: limit(3),
  uploadsPerUser: limit(3),
};
const BURST = 50;

/** How many answers had each status, e.g. `{ 422: 5, 429: 45 }`. */
function tally(responses: TestResponse[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const res of responses) out[res.status] = (out[res.status] ?? 0) + 1;
  return out;
}

/** Every 429 of the burst carries a Retry-After within the window. */
function expectRetryAfter(responses: TestResponse[]): void {
  for (const res of responses.filter((r) => r.status === 429)) {
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(WINDOW * 2);
  }
}

let ipCount = 0;
/** An address no other test uses (believed: the server trusts X-Forwarded-For). */
const freshIp = () => `198.51.100.${++ipCount}`;
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

const login = (server: TestServer, email: string, password: string, ip: string) =>
  new TestClient(server.url).post('/user/auth/spa/login', { email, password }, from(ip));

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(redisUrl);

function burstSuite(
  storeName: string,
  makeStore?: () => Promise<{ store: ThrottleStore; close: () => Promise<void> }>,
) {
  describe(`throttles under a burst (${storeName})`, () => {
    let server: TestServer;
    let closeStore = async () => {};
    beforeAll(async () => {
      const made = await makeStore?.();
      if (made) closeStore = made.close;
      server = await startTestServer({
        env: { TRUST_PROXY: '1' },
        limits: LIMITS,
        ...(made ? { throttleStore: made.store } : {}),
      });
      await server.db
        .insertInto('countries')
        .values({
          code: 'ng',
          name: 'Nigeria',
          icon: '/media/flags/ng.svg',
          currency_code: 'NGN',
          currency_name: 'Nigerian Naira',
          currency_symbol: '₦',
          phone_code: '+234',
          position: 0,
        })
        .execute();
    });
    afterAll(async () => {
      await server.close();
      await closeStore();
    });

    it(`checks at most 5 of ${BURST} simultaneous wrong passwords for one account`, async () => {
      const user = await createUser(server.db);
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: BURST }, () => login(server, user.email, 'wrong password', ip)),
      );
      // 422: the password was checked; 429: refused before the check.
      expect(tally(answers)).toEqual({ 422: 5, 429: BURST - 5 });
      expectRetryAfter(answers);
      expect((await login(server, user.email, TEST_PASSWORD, freshIp())).status).toBe(429);
    });

    it('lets one check through when one is left, the right password inside the burst included', async () => {
      const user = await createUser(server.db);
      const ip = freshIp();
      for (let i = 0; i < 4; i++) expect((await login(server, user.email, 'wrong', ip)).status).toBe(422);
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => login(server, user.email, 'wrong password', ip)),
        login(server, user.email, TEST_PASSWORD, ip),
      ]);
      const right = answers[answers.length - 1];
      const counts = tally(answers);
      // Exactly one attempt was checked: the right password signed in only if it was that one.
      expect((counts[422] ?? 0) + (counts[200] ?? 0)).toBe(1);
      expect(right?.status === 200 ? counts[422] : counts[200]).toBeUndefined();
    });

    it('checks at most 10 of 30 simultaneous wrong passwords from one IP across accounts', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(server, `nobody-${i}@example.test`, 'wrong', ip)),
      );
      expect(tally(answers)).toEqual({ 422: 10, 429: 20 });
      expectRetryAfter(answers);
    });

    it('checks at most 5 simultaneous wrong codes from one IP', async () => {
      const seller = await createUser(server.db, { author: true });
      const client = await signedIn(server, seller);
      expect((await client.get('/api/user/auth/verification/get_code')).status).toBe(200);
      const code = await latestCode(server, seller.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          client.post('/api/user/selling/verify_2fa', { verification_code: wrong }, from(ip)),
        ),
      );
      expect(tally(answers)).toEqual({ 422: 5, 429: 25 });
      expectRetryAfter(answers);
      // Past the limit the right code is refused too.
      expect(
        (await client.post('/api/user/selling/verify_2fa', { verification_code: code }, from(ip))).status,
      ).toBe(429);
    });

    it('mails at most 5 codes in 15 minutes to one address, however many ask at once', async () => {
      const seller = await createUser(server.db, { author: true });
      const client = await signedIn(server, seller);
      // From as many addresses as requests, so that only the address's own cap can refuse them.
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => client.get('/api/user/auth/verification/get_code', from(freshIp()))),
      );
      expect(tally(answers)).toEqual({ 200: 5, 429: 7 });
      const codes = await server.db
        .selectFrom('verification_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email', '=', seller.email)
        .executeTakeFirstOrThrow();
      expect(Number(codes.count)).toBe(5);
    });

    it('lets 3 of 15 simultaneous sign-ups and 3 of 15 uploads through', async () => {
      const ip = freshIp();
      const signUps = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          new TestClient(server.url).post('/user/auth/spa/register', registration(`burst${i}`), from(ip)),
        ),
      );
      expect(tally(signUps)).toEqual({ 201: 3, 429: 12 });
      expectRetryAfter(signUps);
      const client = await signedIn(server, await createUser(server.db));
      const uploads = await Promise.all(
        Array.from({ length: 15 }, () =>
          client.request('POST', '/api/user/account/change_avatar', {
            form: upload('avatar', pngBytes(), 'image/png', 'me.png'),
          }),
        ),
      );
      expect(tally(uploads)).toEqual({ 200: 3, 429: 12 });
      expectRetryAfter(uploads);
    });
  });
}

burstSuite(process.env.DATABASE_URL ? 'postgres' : 'memory');
if (redisUp) {
  const prefix = `bookstore-burst:${process.pid}:${Date.now()}:`;
  burstSuite('redis', async () => {
    const made = await createThrottleStore({ redisUrl, redisPrefix: prefix });
    return {
      store: made.store,
      close: async () => {
        if (made.store.kind === 'redis') {
          const keys = await made.store.client.keys(`${prefix}*`);
          if (keys.length > 0) await made.store.client.del(...keys);
        }
        await made.close();
      },
    };
  });
} else {
  describe.skip(`throttles under a burst (redis: nothing answers at ${redisUrl})`, () => {
    it('needs Redis', () => {});
  });
}
