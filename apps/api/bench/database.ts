import type { Kysely, LogConfig } from 'kysely';
import { migrate, vacuumAnalyze, type Database, type DbHandle } from '../src/db/index.ts';
import { scratchDatabase } from '../src/db/scratch.ts';
import { growCatalogue, PLANNED_BOOKS_MAX } from '../src/seed/bulk.ts';
import { seed } from '../src/seed/index.ts';

/**
 * A fresh database for the benchmark tools: in-memory PGlite, or a new schema on DATABASE_URL's server
 * (dropped by `drop`), migrated and seeded with `books` books (beyond 20,000 copied in SQL), then vacuumed and analyzed as the
 * server does after a seed. `seedMs` covers the seed and the VACUUM ANALYZE.
 */
export async function seededDatabase(
  books: number,
  options: { poolSize?: number; log?: LogConfig } = {},
): Promise<{ handle: DbHandle; seedMs: number; drop: () => Promise<void>; url?: string | undefined }> {
  const { handle, drop, url } = await scratchDatabase('bench', {
    poolSize: options.poolSize, // the server's own pool size unless a tool asks for another
    log: options.log,
    // A seed of 20,000 books plans in JavaScript inside its transaction for minutes on a loaded machine,
    // and growing to a million books runs long statements: no request timeouts here.
    statementTimeoutMs: 0,
  });
  try {
    await migrate(handle);
    const started = performance.now();
    // Up to 20,000 books planned one by one; beyond, copied in SQL (src/seed/bulk.ts).
    await seed(handle.db, { books: Math.min(books, PLANNED_BOOKS_MAX), mediaDir: null });
    if (books > PLANNED_BOOKS_MAX)
      await growCatalogue(handle.db, books, (message) => console.error(`grow: ${message}`));
    await vacuumAnalyze(handle.db);
    return { handle, seedMs: Math.round(performance.now() - started), drop, url };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The uids of the first `limit` published books (by id): the books a bench's book calls cycle through. */
export async function publishedUids(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('books')
    .select('uid')
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.uid);
}
