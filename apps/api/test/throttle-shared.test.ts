import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/index.ts';
import { createThrottleStore, type ThrottleStore } from '../src/lib/throttle.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { freshDatabase, startTestServer, TestClient, type TestServer } from './helpers.ts';
import { redisAnswers } from './throttle-support.ts';

/**
 * Several API processes share their throttling counters when these live in PostgreSQL (DATABASE_URL)
 * or Redis (REDIS_URL): a failure counted by one server counts on the other. (In memory, the embedded
 * default, each process counts alone.) Two apps with separate Throttle instances stand for two
 * processes here.
 */
const limits = { loginFailuresPerAccount: { points: 2, seconds: 60 } };

async function failTwiceAcross(urls: [string, string], email: string): Promise<number> {
  const [one, two] = urls;
  const login = (url: string) =>
    new TestClient(url).post('/user/auth/spa/login', { email, password: 'wrong password' });
  expect((await login(one)).status).toBe(422);
  expect((await login(two)).status).toBe(422);
  return (await login(one)).status;
}

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const redisUp = redisUrl ? await redisAnswers(redisUrl) : false;
if (!databaseUrl) console.warn('throttle-shared: no DATABASE_URL, the PostgreSQL store test is skipped.');
if (!redisUrl) console.warn('throttle-shared: no REDIS_URL, the Redis store test is skipped.');
else if (!redisUp)
  console.warn(`throttle-shared: no Redis answers at ${redisUrl}, the Redis store test is skipped.`);

describe.skipIf(!databaseUrl)('throttling counters in PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('are shared by two API processes on one database', async () => {
    const { handle, drop } = await freshDatabase();
    cleanups.push(drop);
    await migrate(handle);
    const pool = handle.pool;
    if (!pool) throw new Error('DATABASE_URL did not give a PostgreSQL pool');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-throttle-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const store: ThrottleStore = { kind: 'postgres', pool };
      const { app } = createApp({
        db: handle.db,
        config,
        mailer: createMailer(handle.db),
        throttleStore: store,
        limits,
      });
      const server: ServerType = await new Promise((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
    expect(await failTwiceAcross([urls[0] ?? '', urls[1] ?? ''], 'shared-pg@example.test')).toBe(429);
    const rows = await pool.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.rows.map((r) => r.key)).toContain('loginFailuresPerAccount:shared-pg@example.test');
  });
});

describe.skipIf(!redisUp)('throttling counters in Redis', () => {
  const servers: TestServer[] = [];
  const closers: (() => Promise<void>)[] = [];
  const prefix = `bookstore-test:${process.pid}:${Date.now()}:`;
  let client: Extract<ThrottleStore, { kind: 'redis' }>['client'] | undefined;
  afterAll(async () => {
    for (const server of servers) await server.close();
    // The test's counters go with it (a lock-out would stay a day).
    const keys = (await client?.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await client?.del(...keys);
    for (const close of closers) await close();
  });

  it('are shared by two API processes', async () => {
    for (let i = 0; i < 2; i++) {
      const { store, close } = await createThrottleStore({ redisUrl, redisPrefix: prefix });
      closers.push(close);
      if (store.kind !== 'redis') throw new Error('REDIS_URL did not give a Redis store');
      client = store.client;
      servers.push(await startTestServer({ throttleStore: store, limits }));
    }
    const [one, two] = servers;
    expect(await failTwiceAcross([one?.url ?? '', two?.url ?? ''], 'shared-redis@example.test')).toBe(429);
    expect(await client?.exists(`${prefix}loginFailuresPerAccount:shared-redis@example.test`)).toBe(1);
  });
});
