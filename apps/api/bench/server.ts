/**
 * The API under test for bench/run.ts, in its own process so the load generator does not share its
 * event loop. Seeds BENCH_BOOKS books into a fresh database (bench/database.ts), then serves that one
 * database twice on 127.0.0.1: with the public answer cache (PUBLIC_CACHE_SECONDS=30, the production
 * default) and without it (0: every request runs its queries). Prints one JSON line
 * `{ "ports": { "cached", "direct" }, "kind", "seedMs", "uids" }` and serves until SIGTERM. The port
 * without the cache also answers `/__bench/render-cpu`: the store's render timed apart from the load
 * (bench/render-apart.ts).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../src/app.ts';
import { appRoot, loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { publishedUids, seededDatabase } from './database.ts';
import { forgetRenders, measureRenders, renderCpuApart } from './render-apart.ts';

function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<{
  server: ServerType;
  port: number;
}> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
  });
}

const books = Number(process.env.BENCH_BOOKS ?? 2000);
// BENCH_ATTACH (run.ts --processes): serve the database another bench server seeded, without seeding.
const attach = process.env.BENCH_ATTACH
  ? (JSON.parse(process.env.BENCH_ATTACH) as { url: string; schema: string })
  : undefined;
const { handle, seedMs, drop, url } = attach
  ? await createDatabase({ databaseUrl: attach.url, schema: attach.schema, statementTimeoutMs: 0 }).then(
      (attached) => ({ handle: attached, seedMs: 0, drop: () => attached.close(), url: attach.url }),
    )
  : await seededDatabase(books);
const schema =
  handle.kind === 'postgres'
    ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(handle.db)).rows[0]?.s
    : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-bench-'));
// The pages (/books/{uid}, the listings) are server-rendered by the built store (its server entry, its
// manifest and CSS) into its index.html, as in production: a copy of the build taken now, so a rebuild of
// the store while the bench runs (which empties apps/store/dist) changes nothing.
const builtStore = path.resolve(appRoot, '..', 'store', 'dist');
const storeDir = path.join(dataDir, 'store');
mkdirSync(storeDir);
let rendersPages = false;
if (existsSync(path.join(builtStore, 'index.html'))) {
  cpSync(builtStore, storeDir, {
    recursive: true,
    // Source maps and pre-compressed copies are never read by the renderer.
    filter: (file) => !/\.(?:map|br|gz)$/.test(file) || file.endsWith('index.html.br'),
  });
  rendersPages = measureRenders(storeDir);
} else {
  console.error(
    `No built store at ${builtStore}: the page calls fail (pnpm --filter @bookstore/store build).`,
  );
}
const appWith = (cacheSeconds: string) => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_CACHE_SECONDS: cacheSeconds,
  });
  return createApp({ db: handle.db, config, mailer: createMailer(handle.db), storeDir }).app;
};
const cached = await listen(appWith('30'));
// Without the cache, `/__bench/render-cpu` answers the render's own CPU (bench/render-apart.ts).
const directApp = appWith('0');
const direct = await listen({
  fetch: async (request) =>
    new URL(request.url).pathname === '/__bench/render-cpu'
      ? Response.json(await renderCpuApart())
      : directApp.fetch(request),
});
const uids = await publishedUids(handle.db, 200);
// The store's server entry is imported on the first page (seconds on a loaded machine): before the
// ready line, so no call's warm-up is spent on it, and forgotten by the render's timing.
if (rendersPages) {
  for (const page of [`/books/${uids[0]}`, '/ebooks?page=1'])
    await (await directApp.request(page)).arrayBuffer();
  forgetRenders();
}
console.log(
  JSON.stringify({
    ports: { cached: cached.port, direct: direct.port },
    kind: handle.kind,
    seedMs,
    uids,
    db: url && schema ? { url, schema } : null,
  }),
);

process.once('SIGTERM', () => {
  cached.server.close();
  direct.server.close();
  void drop().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
