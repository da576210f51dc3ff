/**
 * Database commands, with the same configuration as the server (DATABASE_URL, DATA_DIR):
 *
 *   pnpm --filter @bookstore/api db:reset [--books N] [--seed S]   drop every table and file, migrate, seed
 *   pnpm --filter @bookstore/api db:seed --books N [--seed S]      empty the tables, seed again (keeps the schema)
 *   add --no-media to write no files (API benchmarks only: the rows then point at missing files)
 *
 * With MEDIA_STORE=s3 the files are the bucket's: reset empties it, seed replaces its `seed/` files.
 *
 * PGlite is a single-process database: stop the server before running these on its data folder.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../config.ts';
import { createDatabase, migrate, vacuumAnalyze, type DbHandle } from '../db/index.ts';
import { ownerUrl } from '../db/app-role.ts';
import type { Database } from '../db/schema.ts';
import { createMediaStore } from '../media/create.ts';
import { removePrefix } from '../media/store.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../seed/index.ts';

const USAGE = `Usage:
  db.ts reset [--books N] [--seed S]   drop all tables and media, migrate, seed
  db.ts seed [--books N] [--seed S]    empty all tables, seed (default 2000 books, seed 1)
  --no-media                           write no files (API benchmarks: covers, EPUBs and audio will 404)`;

async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  return rows.rows.map((r) => r.table_name);
}

async function dropAll(handle: DbHandle): Promise<void> {
  const tables = await tablesOf(handle.db);
  if (tables.length === 0) return;
  await sql`DROP TABLE IF EXISTS ${sql.join(tables.map((t) => sql.id(t)))} CASCADE`.execute(handle.db);
}

async function truncateAll(handle: DbHandle): Promise<void> {
  const tables = (await tablesOf(handle.db)).filter((t) => t !== 'schema_migrations');
  if (tables.length === 0) return;
  await sql`TRUNCATE ${sql.join(tables.map((t) => sql.id(t)))} RESTART IDENTITY CASCADE`.execute(handle.db);
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      books: { type: 'string' },
      seed: { type: 'string' },
      'no-media': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== 'reset' && command !== 'seed')) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const books = positiveInteger(values.books, 'books', 2000);
  const seedValue = positiveInteger(values.seed, 'seed', 1);
  const config = loadConfig();
  const mediaDir = path.join(config.dataDir, 'media');
  const store = createMediaStore(config);
  const bucket = config.mediaStore.driver === 's3' ? config.mediaStore.s3.bucket : null;
  const mediaWhere = bucket ? `bucket ${bucket}` : mediaDir;
  // PGlite creates its own folder but not the parents.
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  // Drops, truncates and migrates: the owner's role (MIGRATION_DATABASE_URL) when the API has its own.
  const handle = await createDatabase({ databaseUrl: ownerUrl(config), dataDir: config.dataDir });
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  try {
    if (command === 'reset') {
      await dropAll(handle);
      // Every row that pointed at an upload is gone, so the files go too.
      if (bucket) await removePrefix(store, '');
      else await rm(mediaDir, { recursive: true, force: true });
      console.log(`Dropped all tables and media (${where}).`);
    }
    const { applied } = await migrate(handle);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (command === 'seed') {
      await truncateAll(handle);
      if (bucket) await removePrefix(store, 'seed/');
      else await rm(path.join(mediaDir, 'seed'), { recursive: true, force: true });
    }
    const started = performance.now();
    const result = await seed(handle.db, {
      books,
      seed: seedValue,
      // Rows only: for API benchmarks, where nobody loads the covers, EPUBs or audio.
      mediaDir: values['no-media'] ? null : mediaDir,
      ...(bucket && !values['no-media'] ? { mediaStore: store } : {}),
      log: (message) => console.log(`  ${Math.round(performance.now() - started)} ms  ${message}`),
    });
    // Fresh planner statistics and no dead rows, so the first queries (and benchmarks) get good plans.
    await vacuumAnalyze(handle.db);
    console.log(
      `Seeded ${result.books} books, ${result.authors} authors, ${result.readers} readers, ` +
        `${result.voiceoverArtists} voiceover artists, ${result.orders} orders and ${result.lists} lists ` +
        `in ${(result.durationMs / 1000).toFixed(1)} s (seed ${seedValue}, ${where}).`,
    );
    console.log(
      values['no-media']
        ? 'Media: none written (--no-media).'
        : `Media: ${result.mediaFiles} files, ${(result.mediaBytes / 1024 / 1024).toFixed(1)} MB in ${mediaWhere}`,
    );
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const roles = [
        account.author && 'author',
        account.voiceoverArtist && 'voiceover artist',
        'operator' in account && account.operator && 'operator',
        'partner' in account && account.partner && 'partner',
      ].filter(Boolean);
      console.log(
        `  ${account.email.padEnd(22)} ${account.username.padEnd(14)} ${roles.join(' + ') || 'shopper'}`,
      );
    }
  } finally {
    await store.close?.();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
