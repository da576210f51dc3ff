/**
 * The API under test for bench/run.ts, in its own process so the load generator does not share its
 * event loop. Seeds BENCH_BOOKS books into a fresh database, then prints one JSON line
 * `{ "port", "kind", "seedMs", "uids" }` and serves until SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrate, type DbHandle } from '../src/db/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { seed } from '../src/seed/index.ts';

async function database(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await createDatabase({ databaseUrl: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = await createDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.withSession((s) =>
    s.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA ${schema}`),
  );
  const handle = await createDatabase({ databaseUrl: url, schema, poolSize: 20 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.withSession((s) => s.exec(`DROP SCHEMA ${schema} CASCADE`));
      await admin.close();
    },
  };
}

const books = Number(process.env.BENCH_BOOKS ?? 2000);
const { handle, drop } = await database();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-bench-'));
await migrate(handle);
const started = performance.now();
await seed(handle.db, { books, mediaDir: null });
await sql`ANALYZE`.execute(handle.db);
const seedMs = Math.round(performance.now() - started);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_CACHE_SECONDS: process.env.PUBLIC_CACHE_SECONDS ?? '30',
});
const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db, config) });
const uids = (
  await handle.db
    .selectFrom('books')
    .select('uid')
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(200)
    .execute()
).map((r) => r.uid);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(JSON.stringify({ port: info.port, kind: handle.kind, seedMs, uids }));
});

process.once('SIGTERM', () => {
  server.close();
  void drop().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
