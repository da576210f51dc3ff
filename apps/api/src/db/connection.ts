import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, type LogConfig } from 'kysely';
import pg from 'pg';
import { Mutex } from './mutex.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PagingPostgresDialect } from './plans.ts';
import { prepareStatements } from './prepared.ts';
import type { Database } from './schema.ts';
import { logger } from '../log.ts';

/** One raw connection, for scripts with many statements (migrations) and session-level locks. */
export interface RawSession {
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The server's connection pool (PostgreSQL only): throttling counters share it. */
  pool?: pg.Pool;
  /** Runs `fn` on one connection that nothing else uses meanwhile. */
  withSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a server; `memory://` or undefined for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files when no databaseUrl is given. */
  dataDir?: string | undefined;
  /** Embedded only: start from this `dumpDataDir()` tarball (tests load a migrated one) instead of empty. */
  loadDataDir?: Blob | undefined;
  /** Server only: put every table in this schema (tests use one fresh schema per file). */
  schema?: string | undefined;
  poolSize?: number;
  /** Kysely's query log (the benchmark's EXPLAIN tool reads the SQL of each request through it). */
  log?: LogConfig;
  /** Server only: how long to wait for a connection (new or from the pool) before failing (ms). */
  connectionTimeoutMs?: number;
  /** Server only: the longest one statement may run before the server cancels it (ms; 0: no limit). */
  statementTimeoutMs?: number;
}

/** Defaults: a request fails within seconds while the server is down, rather than queueing. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 5000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

const OID_INT8 = 20;
const OID_NUMERIC = 1700;
const OID_DATE = 1082;
const OID_TIMESTAMP = 1114;
// count(*) and sum() answer int8/numeric: make them numbers; keep `date` as the ISO text it is.
const parseNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

export async function createDatabase(options: DatabaseOptions): Promise<DbHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return createPostgres(url, options);
  const dataDir = url === 'memory://' || !options.dataDir ? undefined : path.join(options.dataDir, 'pgdata');
  return createPGlite(dataDir, options.log, options.loadDataDir);
}

async function createPGlite(
  dataDir: string | undefined,
  log?: LogConfig,
  loadDataDir?: Blob,
): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: {
      [OID_INT8]: parseNumber,
      [OID_NUMERIC]: parseNumber,
      [OID_DATE]: keepText,
    },
  });
  // Every page of the embedded database is in memory: an index lookup costs about what a sequential
  // read does, and the default (4, for disks) made the planner scan small tables whole instead.
  await pglite.exec('SET random_page_cost = 1.1');
  const mutex = new Mutex();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, mutex), ...(log ? { log } : {}) });
  return {
    db,
    kind: 'pglite',
    withSession: (fn) =>
      mutex.run(() =>
        fn({
          exec: async (script) => {
            await pglite.exec(script);
          },
          query: async <R>(text: string, params: unknown[] = []) =>
            (await pglite.query<R>(text, params)).rows,
        }),
      ),
    // Kysely's destroy() reaches the driver only once a Kysely query ran: a run that only migrated
    // (withSession) would leave PGlite open and its postmaster.pid lock behind. Close it either way.
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function createPostgres(url: string, options: DatabaseOptions): Promise<DbHandle> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Bad schema name: ${schema}`);
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Fail a request quickly while the server is unreachable (503), instead of waiting on the OS.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    // Sent at connect: the server cancels a runaway statement (and a forgotten open transaction).
    ...(statementTimeout > 0
      ? { statement_timeout: statementTimeout, idle_in_transaction_session_timeout: statementTimeout * 2 }
      : {}),
    // Sent at connect: no parallel workers. Every statement here is a short OLTP read or write, run 10 or
    // 20 at a time; a worker launched for one keyword's count or sort (issue 25) takes a core the
    // other requests are waiting for (docs/decisions-issue-25.md).
    // No JIT either: it compiles a statement whose estimated cost passes 100,000, and a capped count's
    // estimate does (the planner costs the whole range it may read): "ebook, English, low band" at a
    // million books compiled for 1.4 s to run 19 ms.
    options: [
      `-c max_parallel_workers_per_gather=0`,
      `-c jit=off`,
      ...(schema ? [`-c search_path=${schema},public`] : []),
    ].join(' '),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID_INT8 || oid === OID_NUMERIC) return parseNumber;
        if (oid === OID_DATE) return keepText;
        if (oid === OID_TIMESTAMP) return (value: string) => new Date(`${value}Z`);
        return pg.types.getTypeParser(oid, format ?? 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection cut by the server (restart, failover, pg_terminate_backend) is reported here;
  // the pool drops it and opens a new one on the next request. Without a listener it kills the process.
  pool.on('error', (error) => {
    logger.warn(`PostgreSQL: an idle connection was closed (${error.message}); it will be replaced.`);
  });
  prepareStatements(pool);
  const db = new Kysely<Database>({
    dialect: new PagingPostgresDialect({ pool }),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    db,
    kind: 'postgres',
    pool,
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <R>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as R[],
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
