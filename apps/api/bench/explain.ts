/**
 * Where a request's database time goes: seeds a fresh catalogue like the benchmark (in-memory PGlite, or
 * a new schema on DATABASE_URL's server), makes one request per hot call through the app (no answer
 * cache), and prints each query it ran with its `EXPLAIN (ANALYZE, BUFFERS)`.
 *
 *   cd apps/api && pnpm exec tsx --conditions=@bookstore/source bench/explain.ts \
 *     [--books 20000] [--url /api/public/books?country=ng ...]
 *
 * Ends with the size of every index on books and users (the search's GIN indexes among them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CompiledQuery } from 'kysely';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { seededDatabase } from './database.ts';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '20000' },
    url: { type: 'string', multiple: true },
  },
});
const captured: CompiledQuery[] = [];
const { handle, seedMs, drop } = await seededDatabase(Number(values.books), {
  poolSize: 4,
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});
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
  ];
  for (const url of urls) {
    // The first request warms the caches; the second one's queries are explained.
    await (await app.fetch(new Request(`http://127.0.0.1${url}`))).text();
    captured.length = 0;
    const response = await app.fetch(new Request(`http://127.0.0.1${url}`));
    await response.text();
    const queries = [...captured];
    console.log(`\n=== ${url}: ${response.status}, ${queries.length} queries`);
    for (const query of queries) {
      // The app's own compiled SQL and its bound parameters, explained on one connection.
      const plan = await handle.withSession((session) =>
        session.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [
          ...query.parameters,
        ]),
      );
      console.log(`\n${query.sql}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
    }
  }
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
