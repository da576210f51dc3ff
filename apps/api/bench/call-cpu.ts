/**
 * The API process's own CPU per public JSON call, one request at a time through the app (`app.request`,
 * no sockets, no answer cache), on a schema of DATABASE_URL's server seeded and kept by
 * bench/one-request.ts `--seed`. Run under `node --cpu-prof` (via NODE_OPTIONS) to see where it goes.
 *
 *   cd apps/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     pnpm exec tsx --conditions=@bookstore/source bench/call-cpu.ts --schema bench_20k \
 *     [--runs 300] [--calls home,listing,detail,search,see-all,filtered]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/index.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { publishedUids } from './database.ts';
import { cpuPerRequest } from './in-process.ts';

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: 'bench_20k' },
    runs: { type: 'string', default: '300' },
    calls: { type: 'string', default: 'home,listing,detail,search,see-all,filtered' },
  },
});
const runs = Number(values.runs);
const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL, schema: values.schema });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-call-cpu-'));
try {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '0' });
  const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db) });
  const uids = await publishedUids(handle.db, 50);
  const types = ['ebook', 'audiobook', 'printbook'];
  const sorts = ['Trending', 'PublicationDateDesc', 'TitleAsc', 'PriceLow'];
  const words = ['love', 'lagos', 'night', 'the river', 'history', 'money', 'garden', 'king', 'water'];
  const bands = ['low', 'mid', 'high'];
  const calls: Record<string, (i: number) => string> = {
    home: (i) => `/api/public/home?country=${['ng', 'us', 'gb'][i % 3]}`,
    listing: (i) =>
      `/api/public/books?country=ng&type=${types[i % 3]}&sort=${sorts[i % 4]}&page=${1 + (i % 4)}`,
    detail: (i) => `/api/public/books/${uids[i % uids.length]}?country=ng`,
    search: (i) => `/api/public/search?keyword=${encodeURIComponent(words[i % words.length] ?? '')}`,
    'see-all': (i) =>
      `/api/public/books?country=ng&keyword=${encodeURIComponent(words[i % words.length] ?? '')}&page=${1 + (i % 2)}`,
    filtered: (i) =>
      `/api/public/books?country=ng&type=${types[i % 3]}&language=English&price_band=${bands[i % 3]}&rating=${1 + (i % 4)}&sort=${sorts[i % 4]}&page=${1 + (i % 2)}`,
  };
  for (const call of values.calls.split(',')) {
    const url = calls[call];
    if (!url) throw new Error(`Unknown call ${call}`);
    await cpuPerRequest(call, url, (path) => app.request(path), runs);
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
