import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type DbHandle } from '../src/db/index.ts';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../src/db/health.ts';
import type { Scratch } from '../src/db/scratch.ts';
import { freshDatabase } from './helpers.ts';
import { serveApp, type ServedApp } from './hardening-support.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  console.warn('hardening-database: no DATABASE_URL, the PostgreSQL fault tests are skipped.');

let dir: string;
let storeDir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bookstore-dbfaults-'));
  storeDir = path.join(dir, 'store');
  mkdirSync(path.join(storeDir, 'assets'), { recursive: true });
  writeFileSync(path.join(storeDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(storeDir, 'assets', 'app.js'), 'console.log("store")');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('health checks (any database)', () => {
  let database: { handle: DbHandle; drop: () => Promise<void> };
  let app: ServedApp;
  beforeAll(async () => {
    database = await freshDatabase();
    await migrate(database.handle);
    app = await serveApp(database.handle, { storeDir });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('/healthz says the process is up, /readyz that the database answers', async () => {
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: ['database'] });
  });

  it('tells database outages from other errors', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

/** A TCP relay to the real server that can be cut (every connection reset) and restored, on one port. */
class Relay {
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();
  port = 0;
  constructor(
    readonly targetHost: string,
    readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const remote = connect(this.targetPort, this.targetHost);
      for (const s of [client, remote]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          remote.destroy();
        });
      }
      client.pipe(remote);
      remote.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Closes the port and resets every connection through it: the database is "down". */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const s of this.#sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!databaseUrl)('database faults on a PostgreSQL server', () => {
  const target = new URL(databaseUrl ?? 'postgres://127.0.0.1:5432/test');
  let database: Scratch;
  let app: ServedApp;

  beforeAll(async () => {
    database = await freshDatabase();
    await migrate(database.handle);
    app = await serveApp(database.handle, { storeDir });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('survives the server ending its connections (pg_terminate_backend) and serves the next requests', async () => {
    const pool = database.handle.pool;
    if (!pool) throw new Error('expected a pool');
    // Open a few connections and leave them idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${app.url}/api/public/categories`)));
    expect(pool.idleCount).toBeGreaterThan(0);
    const pids = await Promise.all(
      Array.from({ length: pool.idleCount }, async () => {
        const client = await pool.connect();
        try {
          return (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
        } finally {
          client.release();
        }
      }),
    );
    const admin = await createDatabase({ databaseUrl, poolSize: 1 });
    try {
      const ended = await admin.withSession((s) =>
        s.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from unnest($1::int[]) pid', [
          [...new Set(pids)],
        ]),
      );
      expect(ended.length).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }
    // The idle connections learn of it (an 'error' on the pool, which must not end the process).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${app.url}/api/public/categories`);
      expect(res.status).toBe(200);
    }
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('answers 503 quickly when nothing listens where the database should be', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = new URL(databaseUrl ?? '');
    url.host = `127.0.0.1:${port}`;
    const down = await createDatabase({ databaseUrl: url.toString(), connectionTimeoutMs: 1500 });
    const downApp = await serveApp(down, { storeDir });
    try {
      const started = Date.now();
      const res = await fetch(`${downApp.url}/api/public/categories`);
      expect(res.status).toBe(503);
      // Every 5xx body names its request (issue 22): the id a user's report quotes.
      expect(await res.json()).toEqual({
        message: SERVICE_UNAVAILABLE,
        request_id: res.headers.get('x-request-id'),
      });
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(Date.now() - started).toBeLessThan(3000);
      const ready = await fetch(`${downApp.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toBeTruthy();
      expect((await fetch(`${downApp.url}/healthz`)).status).toBe(200);
    } finally {
      await downApp.close();
      await down.close();
    }
  });

  it('answers 503 within seconds while the database is cut off, still serves static files, and recovers', async () => {
    const relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.start();
    const viaRelay = new URL(database.url ?? '');
    viaRelay.host = `127.0.0.1:${relay.port}`;
    // The same schema as `database`, reached through the relay.
    const schema = (
      await database.handle.withSession((s) =>
        s.query<{ schema: string }>('select current_schema() as schema'),
      )
    )[0]?.schema;
    const handle = await createDatabase({
      databaseUrl: viaRelay.toString(),
      schema,
      connectionTimeoutMs: 1500,
    });
    const relayed = await serveApp(handle, { storeDir });
    try {
      expect((await fetch(`${relayed.url}/api/public/categories`)).status).toBe(200);

      await relay.stop();
      const started = Date.now();
      const during = await fetch(`${relayed.url}/api/public/categories`);
      expect(during.status).toBe(503);
      expect(await during.json()).toEqual({
        message: SERVICE_UNAVAILABLE,
        request_id: during.headers.get('x-request-id'),
      });
      expect(Date.now() - started).toBeLessThan(5000);
      // A signed-in visitor's cookie does not make a static page need the database.
      const page = await fetch(`${relayed.url}/books/any`, { headers: { Cookie: 'bookstore_session=abc' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect((await fetch(`${relayed.url}/assets/app.js`)).status).toBe(200);
      expect((await fetch(`${relayed.url}/readyz`)).status).toBe(503);

      await relay.start();
      let recovered = 0;
      for (let i = 0; i < 20 && recovered === 0; i++) {
        const res = await fetch(`${relayed.url}/api/public/categories`);
        if (res.status === 200) recovered = 1;
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(recovered).toBe(1);
      expect((await fetch(`${relayed.url}/readyz`)).status).toBe(200);
    } finally {
      await relayed.close();
      await handle.close();
      await relay.stop();
    }
  });
});
