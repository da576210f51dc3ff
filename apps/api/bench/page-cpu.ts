/**
 * The API process's CPU per server-rendered page request, beside its JSON call: a book page against
 * `/api/public/books/{uid}`, a listing page against `/api/public/books?type=...`, through the whole app
 * (`app.request`: the page head, the in-process reads, the render, the HTML assembly) with the answer
 * cache off, so every request renders. With DATABASE_URL (PostgreSQL) the queries run in the server's
 * processes, so what is counted is this process's own work; on PGlite the database's CPU is in it too.
 *
 *   DATABASE_URL=postgres://postgres@%2Fvar%2Frun%2Fpostgresql/test \
 *     pnpm --filter @bookstore/api exec tsx --conditions=@bookstore/source bench/page-cpu.ts \
 *     [--books 2000] [--runs 200] [--encoding br] [--calls "detail,book page,listing,listing page"]
 *
 * `--encoding` sends Accept-Encoding (the compressed body is made once per rendered page and kept).
 * `--profile DIR` writes a CPU profile of each call's measured runs (not the seeding nor the warm-up)
 * into DIR, one `<call>.cpuprofile` each, for Chrome's DevTools or `node --cpu-prof`'s readers.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../src/app.ts';
import { appRoot, loadConfig } from '../src/config.ts';
import { StatementCounter } from '../src/db/statement-count.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { publishedUids, seededDatabase } from './database.ts';
import { cpuPerRequest } from './in-process.ts';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '200' },
    encoding: { type: 'string', default: '' },
    profile: { type: 'string', default: '' },
    calls: { type: 'string', default: 'detail,book page,listing,listing page' },
  },
});
const runs = Number(values.runs);

// Counts the SQL statements each call runs (the log of the measured runs only is read).
const statements = new StatementCounter();
const { handle, drop } = await seededDatabase(Number(values.books), { log: statements.log });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-page-cpu-'));
// A copy of the built store, as bench/server.ts takes: a rebuild meanwhile changes nothing here.
const storeDir = path.join(dataDir, 'store');
cpSync(path.resolve(appRoot, '..', 'store', 'dist'), storeDir, { recursive: true });
try {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '0' });
  const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db), storeDir });
  const uids = await publishedUids(handle.db, 50);
  const types = ['ebook', 'audiobook', 'printbook'];
  const calls: Record<string, (i: number) => string> = {
    detail: (i) => `/api/public/books/${uids[i % uids.length]}?country=ng`,
    'book page': (i) => `/books/${uids[i % uids.length]}`,
    listing: (i) => `/api/public/books?country=ng&page=${1 + (i % 4)}&type=${types[i % 3]}`,
    'listing page': (i) => `/${types[i % 3]}s?page=${1 + (i % 4)}`,
  };
  const headers: Record<string, string> = { cookie: 'country_code=ng' };
  if (values.encoding) headers['accept-encoding'] = values.encoding;
  for (const [call, url] of Object.entries(calls)) {
    if (!values.calls.split(',').includes(call)) continue;
    let profiler: Awaited<ReturnType<typeof startProfile>> | undefined;
    await cpuPerRequest(call, url, (path) => app.request(path, { headers }), runs, {
      start: async () => {
        profiler = values.profile ? await startProfile() : undefined;
        statements.take();
      },
      stop: async (measured) => {
        const counted = statements.take().length;
        if (profiler && values.profile)
          await stopProfile(profiler, path.join(values.profile, `${call.replace(/\W+/g, '-')}.cpuprofile`));
        return `${(counted / measured).toFixed(1)} statements/request`;
      },
    });
  }
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function startProfile(): Promise<Session> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

async function stopProfile(session: Session, file: string): Promise<void> {
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(profile));
}
