import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { logger } from '../log.ts';

/**
 * The answer caches of this process's public reads and rendered pages, as one: a change that must show
 * at once (a review written, deleted, hidden or kept: issue 42; a book approved, rejected or taken down,
 * an account suspended or restored, an offer hidden, a voiceover profile decided: issue 41) empties them,
 * instead of waiting for their time to live (PUBLIC_CACHE_SECONDS). Such changes are rare beside reads, so
 * emptying them all costs less than knowing which entries a change touches.
 *
 * On PostgreSQL every process of a deployment listens on one channel (`LISTEN bookstore_public_caches`,
 * a connection of its own): a change announced by any of them, or by a command-line tool, empties every
 * web process's caches when its transaction commits, within milliseconds. On PGlite the database has
 * one process, which empties its own.
 */
export interface PublicCaches {
  /** Adds a cache to empty with the others. */
  add(cache: { clear(): void }): void;
  /** Empties every cache added, in this process only. */
  clear(): void;
  /**
   * After a change committed: empties this process's caches and tells every other process to empty
   * theirs (a NOTIFY on PostgreSQL). Call it after the transaction, so no process reloads the old rows.
   */
  changed<DB>(db: Kysely<DB>): Promise<void>;
  /** Starts listening for other processes' changes on PostgreSQL (resolves once listening or failed). */
  listen(pool: pg.Pool): Promise<void>;
  /** Resolves once the first attempt to listen has ended (at once on PGlite). */
  ready(): Promise<void>;
  /** Stops listening (the server's shutdown, a test's end). */
  close(): Promise<void>;
}

/** The channel every process listens on; the payload is empty. */
export const PUBLIC_CACHES_CHANNEL = 'bookstore_public_caches';

/** A reconnecting listener waits this long after losing its connection (its caches are emptied then too). */
const RECONNECT_MS = 1000;

/**
 * Tells every process listening on the database to empty its public caches; in a transaction the notice
 * goes when it commits (and not at all if it rolls back). A tool without caches of its own (the admin
 * command) announces its decisions so.
 */
export async function announcePublicChange<DB>(db: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_notify(${PUBLIC_CACHES_CHANNEL}, '')`.execute(db);
}

/**
 * After a committed change that must show at once: empties the caches of every process (this one's
 * through `deps.publicCaches`; a tool without caches, the admin command, only announces it).
 */
export async function publicChange<DB>(deps: { db: Kysely<DB>; publicCaches?: PublicCaches }): Promise<void> {
  if (deps.publicCaches) await deps.publicCaches.changed(deps.db);
  else await announcePublicChange(deps.db);
}

/**
 * The process's caches. `shared`: the database is a PostgreSQL server other processes use too, so a
 * change is announced to them (a worker announces its changes without listening for others').
 */
export function publicCaches(shared = false): PublicCaches {
  const caches = new Set<{ clear(): void }>();
  let client: pg.Client | null = null;
  let closed = false;
  let started: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;
  const clear = () => {
    for (const cache of caches) cache.clear();
  };

  /** Opens the listening connection; on failure or loss, empties the caches and tries again. */
  const connect = async (pool: pg.Pool): Promise<void> => {
    const next = new pg.Client({ ...pool.options, statement_timeout: 0 } as pg.ClientConfig);
    let gone = false;
    const lost = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (client === next) client = null;
      void next.end().catch(() => undefined);
      if (closed) return;
      logger.warn(
        `Public cache invalidation: no listening connection${error ? ` (${error.message})` : ''}; trying again.`,
      );
      // Notices sent meanwhile are lost: what was cached may be stale, so it goes.
      clear();
      retry = setTimeout(() => void connect(pool), RECONNECT_MS);
      retry.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === PUBLIC_CACHES_CHANNEL) clear();
    });
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_CACHES_CHANNEL}`);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      gone = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  return {
    add: (cache) => void caches.add(cache),
    clear,
    changed: async (db) => {
      clear();
      if (shared) await announcePublicChange(db);
    },
    listen: (pool) => {
      started = connect(pool);
      return started;
    },
    ready: () => started,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
