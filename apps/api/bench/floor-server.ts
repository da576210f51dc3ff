/**
 * The bare handler for bench/floor.ts: each public call's own SQL statements, as the API sends them,
 * answered without the API's code. On the database bench/server.ts seeded (BENCH_ATTACH), it makes one
 * request per call through the API in this process (answer cache off) and records the statements it
 * ran, with their values, through Kysely's query log; then it serves `/call/{name}`, which runs those
 * statements on the API's own node-postgres pool (the same prepared statements and type parsers), all
 * at once as the API's widest calls do, and answers their rows as JSON: no middleware, no validation,
 * no presenter, no request log. `/constant` answers a fixed object. Prints `{ "port" }` when ready.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { LogEvent } from 'kysely';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/index.ts';
import { createMailer } from '../src/mail/mailer.ts';

const attach = JSON.parse(process.env.BENCH_ATTACH ?? 'null') as { url: string; schema: string } | null;
const calls = JSON.parse(process.env.FLOOR_CALLS ?? '{}') as Record<string, string>;
if (!attach)
  throw new Error('bench/floor-server.ts serves the database bench/server.ts seeded (BENCH_ATTACH)');

let recording: { sql: string; values: readonly unknown[] }[] | undefined;
const handle = await createDatabase({
  databaseUrl: attach.url,
  schema: attach.schema,
  statementTimeoutMs: 0,
  log: (event: LogEvent) => {
    recording?.push({ sql: event.query.sql, values: event.query.parameters });
  },
});
if (handle.kind !== 'postgres' || !handle.pool) throw new Error('The floor needs a PostgreSQL server');
const pool = handle.pool;

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bookstore-floor-')),
  PUBLIC_CACHE_SECONDS: '0',
});
const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db) });
const statements: Record<string, { sql: string; values: readonly unknown[] }[]> = {};
for (const [name, url] of Object.entries(calls)) {
  // Twice: the first call may read what a process keeps a while (the catalogue's size).
  await app.request(url);
  recording = [];
  const response = await app.request(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  statements[name] = recording;
  recording = undefined;
}

const bare = new Hono();
bare.get('/constant', (c) => c.json({ data: { ok: true }, message: 'Constant.' }));
bare.get('/call/:name', async (c) => {
  const run = statements[c.req.param('name')];
  if (!run) return c.json({ message: 'No such call' }, 404);
  const results = await Promise.all(run.map(({ sql, values }) => pool.query(sql, [...values])));
  return c.json({ data: results.map((result) => result.rows) });
});
serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(
    JSON.stringify({
      port: info.port,
      statements: Object.fromEntries(Object.entries(statements).map(([k, v]) => [k, v.length])),
    }),
  );
});
