/**
 * Where a request's database time goes: seeds a fresh catalogue like the benchmark (in-memory PGlite, or
 * a new schema on DATABASE_URL's server), makes one request per hot call through the app (no answer
 * cache), and prints each query it ran with its `EXPLAIN (ANALYZE, BUFFERS)`.
 *
 *   cd apps/api && pnpm exec tsx --conditions=@bookstore/source bench/explain.ts \
 *     [--books 20000] [--url /api/public/books?country=ng ...] [--schema NAME]
 *
 * `--schema NAME` explains against a schema of DATABASE_URL's server seeded before (and kept) instead of
 * seeding one: old and new SQL compared on the same data, minutes apart, without a seed between.
 *
 * Ends with the size of every index on books and users (the search's GIN indexes among them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CompiledQuery, LogEvent } from 'kysely';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { seededDatabase } from './database.ts';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '20000' },
    url: { type: 'string', multiple: true },
    schema: { type: 'string' },
  },
});
const captured: CompiledQuery[] = [];
const log = (event: LogEvent) => {
  if (event.level === 'query') captured.push(event.query);
};
const { handle, seedMs, drop } = values.schema
  ? await keptDatabase(values.schema)
  : await seededDatabase(Number(values.books), { poolSize: 4, log });

/** A schema seeded before on DATABASE_URL's server, left as it is afterwards. */
async function keptDatabase(schema: string) {
  const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL, schema, poolSize: 4, log });
  return { handle, seedMs: 0, drop: () => handle.close() };
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-explain-'));
try {
  console.log(`${values.books} books seeded in ${seedMs} ms (${handle.kind})`);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '0' });
  const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db) });
  const book = await handle.db
    .selectFrom('books')
    .select('uid')
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const urls = values.url ?? [
    '/api/public/home?country=ng',
    '/api/public/books?country=ng&type=ebook&sort=Trending&page=2',
    '/api/public/books?country=ng&type=printbook&sort=PriceLow&page=4',
    `/api/public/books/${book.uid}?country=ng`,
    '/api/public/search?keyword=love',
    '/api/public/search?keyword=the%20river',
    '/api/public/books?country=ng&keyword=the%20river',
    '/api/public/books?country=ng&type=ebook&language=English&price_band=mid&rating=3&sort=Trending',
    '/api/public/books?country=ng&language=English&rating=4&sort=TitleAsc&page=3',
    '/api/public/books/facets?country=ng&keyword=love&type=ebook',
  ];
  const summary: string[] = [];
  for (const url of urls) {
    // The first request warms the caches; the second one's queries are explained.
    await (await app.fetch(new Request(`http://127.0.0.1${url}`))).text();
    captured.length = 0;
    const response = await app.fetch(new Request(`http://127.0.0.1${url}`));
    await response.text();
    const queries = [...captured];
    console.log(`\n=== ${url}: ${response.status}, ${queries.length} queries`);
    let buffers = 0;
    let ms = 0;
    for (const query of queries) {
      // The app's own compiled SQL and its bound parameters, explained on one connection.
      const plan = await handle.withSession((session) =>
        session.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [
          ...query.parameters,
        ]),
      );
      const lines = plan.map((row) => String(Object.values(row)[0]));
      console.log(`\n${query.sql}\n${lines.join('\n')}`);
      // The top node's buffers (pages touched: hit and read) and the execution time, load aside.
      const top = /shared hit=(\d+)(?: read=(\d+))?/.exec(lines.find((l) => l.includes('Buffers:')) ?? '');
      buffers += Number(top?.[1] ?? 0) + Number(top?.[2] ?? 0);
      ms += Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    }
    summary.push(`| ${url} | ${queries.length} | ${buffers} | ${ms.toFixed(2)} |`);
  }
  console.log(
    `\n=== per request\n| url | statements | buffers (top nodes) | execution ms |\n|---|---|---|---|\n${summary.join('\n')}`,
  );
  // Issue 25: what the search costs on disk.
  const sizes = await handle.withSession((session) =>
    session.query<{ index: string; size: string }>(
      `SELECT indexrelname AS index, pg_size_pretty(pg_relation_size(indexrelid)) AS size
       FROM pg_stat_user_indexes WHERE relname IN ('books', 'users') ORDER BY pg_relation_size(indexrelid) DESC`,
    ),
  );
  console.log(`\n=== index sizes\n${sizes.map((r) => `${r.index}: ${r.size}`).join('\n')}`);
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
