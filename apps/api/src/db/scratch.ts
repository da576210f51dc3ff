import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { LogConfig } from 'kysely';
import { createDatabase, type DbHandle, type RawSession } from './connection.ts';
import { defaultMigrationsDir, migrate } from './migrate.ts';

export interface ScratchOptions {
  poolSize?: number;
  log?: LogConfig;
  /** Every migration applied. On PGlite this loads a cached migrated copy instead of migrating. */
  migrated?: boolean;
  /** Server only: the statement timeout (0: none, for the benchmarks' long seeds); else the default. */
  statementTimeoutMs?: number;
}

export interface Scratch {
  handle: DbHandle;
  /** Closes the database and, on a server, drops it. */
  drop: () => Promise<void>;
  /** Server only: the URL of the database holding the scratch schema (for a second connection). */
  url?: string;
}

/**
 * A throwaway database for tests and benchmarks: in-memory PGlite, or, when DATABASE_URL is set, a new
 * schema on that server (pg_trgm installed in `public`). A migrated one there is a new database
 * `<prefix>_…` copied from a migrated template (a copy costs a tenth of running the migrations), with
 * its tables in schema `scratch_template`; an empty one is a schema `<prefix>_…` in DATABASE_URL's.
 */
export async function scratchDatabase(prefix: string, options: ScratchOptions = {}): Promise<Scratch> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await createDatabase({
      databaseUrl: 'memory://',
      log: options.log,
      loadDataDir: options.migrated ? await migratedSnapshot() : undefined,
    });
    return { handle, drop: () => handle.close() };
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await createDatabase({ databaseUrl: url, poolSize: 1 });
  const connect = (databaseUrl: string, schema: string) =>
    createDatabase({
      databaseUrl,
      schema,
      poolSize: options.poolSize ?? 10,
      log: options.log,
      ...(options.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.statementTimeoutMs }),
    });
  // A role without CREATEDB (42501) migrates a schema instead, as an empty scratch database is made.
  const copied =
    options.migrated &&
    (await migratedTemplate(admin, url)
      .then((template) => admin.withSession((s) => s.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`)))
      .then(
        () => true,
        (error: unknown) => {
          if ((error as { code?: unknown }).code === '42501') return false;
          throw error;
        },
      ));
  if (copied) {
    const copy = databaseAt(url, name);
    // The schema keeps the template's name: functions made with `SET search_path FROM CURRENT` name it.
    const handle = await connect(copy, TEMPLATE_SCHEMA);
    const drop = async () => {
      await handle.close();
      await admin.withSession(async (s) => {
        // FORCE ends what is left after a moment's wait; ended earlier, those would log as cut off.
        await sessionsEnded(s, name);
        await s.exec(`DROP DATABASE ${name} WITH (FORCE)`);
      });
      await admin.close();
    };
    return { handle, drop, url: copy };
  }
  await admin.withSession((s) =>
    s.exec(
      `CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public; CREATE SCHEMA ${name}`,
    ),
  );
  const handle = await connect(url, name);
  const drop = async () => {
    await handle.close();
    await admin.withSession((s) => s.exec(`DROP SCHEMA ${name} CASCADE`));
    await admin.close();
  };
  if (options.migrated) await migrate(handle);
  return { handle, drop, url };
}

/**
 * Waits (up to `ms`) until no session is connected to `database`: a closed pool's server sessions end
 * a moment after it, and a rename or a copy of the database needs them gone.
 */
async function sessionsEnded(session: RawSession, database: string, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  const connected = 'SELECT 1 FROM pg_stat_activity WHERE datname = $1';
  while (Date.now() < until && (await session.query(connected, [database])).length > 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Renames a database once no session is on it. The sessions of a pool just closed end a moment later,
 * and on a loaded machine that moment can pass any wait: what is still there after one is ended
 * (they are this process's own, finished), and the rename tried again (55006: object in use).
 */
async function renameWhenFree(session: RawSession, from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await sessionsEnded(session, from);
    try {
      await session.exec(`ALTER DATABASE ${from} RENAME TO ${to}`);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== '55006' || attempt >= 5) throw error;
      await session.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [from],
      );
    }
  }
}

/** `url` pointing at another database of the same server. */
function databaseAt(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** A hash of the migrations (names and contents) and of `extra`: names the cached migrated copies. */
async function migrationsKey(extra: string): Promise<string> {
  const dir = defaultMigrationsDir();
  const hash = createHash('sha256').update(extra);
  for (const name of (await readdir(dir)).sort())
    hash.update(name).update(await readFile(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_SCHEMA = 'scratch_template';
// Any constant: test processes starting together build the template one at a time.
const TEMPLATE_LOCK = 4_120_778;

/**
 * The name of a database on the server with every migration applied in schema `scratch_template`,
 * made once per set of migrations (built under another name and renamed when complete, so a copy
 * never starts from half a template). Templates of older migrations stay: another checkout may use them.
 */
async function migratedTemplate(admin: DbHandle, url: string): Promise<string> {
  const template = `scratch_template_${await migrationsKey('')}`;
  await admin.withSession(async (s) => {
    const exists = async () =>
      (await s.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).length > 0;
    if (await exists()) return;
    await s.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return;
      const building = `${template}_building`;
      await s.exec(`DROP DATABASE IF EXISTS ${building}`);
      await s.exec(`CREATE DATABASE ${building}`);
      const handle = await createDatabase({
        databaseUrl: databaseAt(url, building),
        schema: TEMPLATE_SCHEMA,
      });
      try {
        await handle.withSession((b) =>
          b.exec(
            `CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public; CREATE SCHEMA ${TEMPLATE_SCHEMA}`,
          ),
        );
        await migrate(handle);
      } finally {
        await handle.close();
      }
      await renameWhenFree(s, building, template);
    } finally {
      await s.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

let snapshot: Promise<Blob> | undefined;

/**
 * A PGlite data directory with every migration applied, as a `dumpDataDir()` tarball. Starting PGlite
 * from it costs about a quarter of what an empty start (initdb) plus the migrations do, so it is made
 * once per set of migrations and kept in the temp dir, named by a hash of the migrations and PGlite's
 * install path (which carries its version), for every later test process.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const dir = defaultMigrationsDir();
    const hash = createHash('sha256').update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    for (const name of (await readdir(dir)).sort())
      hash.update(name).update(await readFile(path.join(dir, name)));
    const file = path.join(tmpdir(), `bookstore-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const tarball = await buildSnapshot();
      // Written aside and renamed: a process starting meanwhile reads a whole file or none.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
      await rename(partial, file);
      return tarball;
    }
  })();
  return snapshot;
}

async function buildSnapshot(): Promise<Blob> {
  // Migrated on disk through the usual handle, then reopened bare to dump its files.
  const work = await mkdtemp(path.join(tmpdir(), 'bookstore-pglite-build-'));
  try {
    const handle = await createDatabase({ dataDir: work });
    await migrate(handle);
    await handle.close();
    const pglite = await PGlite.create({
      dataDir: path.join(work, 'pgdata'),
      extensions: { pg_trgm, unaccent },
    });
    const tarball = await pglite.dumpDataDir('none');
    await pglite.close();
    return tarball;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
