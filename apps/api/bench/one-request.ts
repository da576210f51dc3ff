/**
 * One request at a time (issue 44 items 3 and 4): the public JSON calls' latency on a catalogue seeded
 * once into a kept schema of DATABASE_URL's server, with the CPU each request cost the API process and
 * PostgreSQL (its backends serving that process), read from /proc: steadier than time on a shared machine.
 *
 *   cd apps/api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     pnpm exec tsx --conditions=@bookstore/source bench/one-request.ts --seed --books 20000 --schema bench_20k
 *   DATABASE_URL=... pnpm exec tsx --conditions=@bookstore/source bench/one-request.ts --schema bench_20k \
 *     [--connections 2] [--duration 10] [--warmup 2] [--calls listing,search] [--drop]
 *
 * `--seed` makes the schema (migrated, seeded, grown in SQL beyond 20,000 books, vacuumed and analyzed)
 * and keeps it; later runs (and bench/explain.ts `--schema`) reuse it. Migrations added since the seed are
 * applied when a run starts. `--drop` drops the schema at the end. The answer cache is off throughout.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase, migrate, vacuumAnalyze } from '../src/db/index.ts';
import { growCatalogue, PLANNED_BOOKS_MAX } from '../src/seed/bulk.ts';
import { seed } from '../src/seed/index.ts';
import { callUrls, load, startServer } from './harness.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'boolean', default: false },
    books: { type: 'string', default: '20000' },
    schema: { type: 'string', default: 'bench_20k' },
    connections: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    calls: { type: 'string' },
    drop: { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed: the schema is kept on a PostgreSQL server.');
const schema = values.schema;
const admin = await createDatabase({ databaseUrl: url, poolSize: 1 });
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/** User plus system CPU of a process so far, in ms (0 once it is gone). */
function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving connections named `application`. */
async function backends(application: string): Promise<number[]> {
  const rows = await admin.withSession((s) =>
    s.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [application]),
  );
  return rows.map((r) => Number(r.pid));
}

async function seedKept(): Promise<void> {
  const books = Number(values.books);
  await admin.withSession((s) =>
    s.exec(
      `CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public; CREATE SCHEMA ${schema}`,
    ),
  );
  const handle = await createDatabase({ databaseUrl: url, schema, statementTimeoutMs: 0 });
  try {
    const started = performance.now();
    await migrate(handle);
    await seed(handle.db, { books: Math.min(books, PLANNED_BOOKS_MAX), mediaDir: null });
    if (books > PLANNED_BOOKS_MAX)
      await growCatalogue(handle.db, books, (message) => console.error(`grow: ${message}`));
    await vacuumAnalyze(handle.db);
    console.log(`${books} books seeded into ${schema} in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await handle.close();
  }
}

async function measure(): Promise<void> {
  // Migrations added since the seed (an index), then fresh statistics for them.
  const handle = await createDatabase({ databaseUrl: url, schema, statementTimeoutMs: 0 });
  await migrate(handle);
  await sql`ANALYZE`.execute(handle.db);
  const { count } = (
    await sql<{ count: number }>`SELECT count(*)::int AS count FROM books`.execute(handle.db)
  ).rows[0] ?? { count: 0 };
  await handle.close();
  const application = `one_request_${process.pid}`;
  process.env.PGAPPNAME = application;
  const { info, child } = await startServer(0, { url: url ?? '', schema });
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  // The same URLs as bench/run.ts's calls (the JSON calls: this bench serves no built store).
  const { 'book page': _book, 'listing page': _listing, ...calls } = callUrls(info);
  const wanted = values.calls?.split(',').map((c) => c.trim());
  const base = `http://127.0.0.1:${info.ports.direct}`;
  const rows: string[] = [];
  let failed = 0;
  try {
    for (const [call, paths] of Object.entries(calls)) {
      if (wanted && !wanted.includes(call)) continue;
      await load(base, paths, connections, Number(values.warmup));
      const pids = child.pid ? [child.pid] : [];
      const before = new Map((await backends(application)).map((pid) => [pid, cpuMs(pid)]));
      const apiBefore = pids.map(cpuMs).reduce((a, b) => a + b, 0);
      const m = await load(base, paths, connections, duration);
      const apiMs = pids.map(cpuMs).reduce((a, b) => a + b, 0) - apiBefore;
      // Backends opened during the run count from 0.
      let pgMs = 0;
      for (const pid of await backends(application)) pgMs += cpuMs(pid) - (before.get(pid) ?? 0);
      failed += m.errors;
      const requests = Math.max(1, m.rps * duration);
      const row = `| ${call} | ${m.rps} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} | ${(apiMs / requests).toFixed(2)} | ${(pgMs / requests).toFixed(2)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  console.log(
    `\n${count} books in ${schema}, ${connections} connections, ${duration} s per call, no answer cache\n` +
      `| call | req/s | p50 ms | p95 ms | p99 ms | errors | API CPU ms/req | PostgreSQL CPU ms/req |\n` +
      `|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
  );
  if (failed > 0) process.exitCode = 1;
}

try {
  if (values.seed) await seedKept();
  else await measure();
  if (values.drop) await admin.withSession((s) => s.exec(`DROP SCHEMA ${schema} CASCADE`));
} finally {
  await admin.close();
}
