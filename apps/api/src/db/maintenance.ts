import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * VACUUM ANALYZE of this schema's tables (never the rest of a shared database): after a seed, and at
 * every PGlite start, as PGlite runs no autovacuum. It refreshes the planner's statistics, sets the
 * visibility maps that let index-only scans skip the tables, and clears dead row versions, above all
 * from the counters the triggers keep (`book_listing_counts`, `author_book_counts`): a bulk insert
 * rewrites their rows once per statement, and a listing reads them on every request.
 */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(
    db,
  );
  if (tables.rows.length === 0) return;
  await sql`VACUUM ANALYZE ${sql.join(tables.rows.map((t) => sql.id(t.name)))}`.execute(db);
}
