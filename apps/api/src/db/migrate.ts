import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './connection.ts';

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
// Any constant: several API processes starting together on one server migrate one at a time.
const MIGRATION_LOCK = 4_120_777;

/** Where the .sql files are: next to this module in src/, or copied beside the bundle in dist/. */
export function defaultMigrationsDir(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export interface MigrationResult {
  applied: string[];
}

/** Applies every `NNN_name.sql` not yet in `schema_migrations`, each in its own transaction, in order. */
export async function migrate(handle: DbHandle, dir = defaultMigrationsDir()): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return handle.withSession(async (session) => {
    if (handle.kind === 'postgres') await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      // Made only when missing: the API's own role (issue 41) may not create tables, yet it runs this
      // to find nothing to apply when the owner migrated first.
      const [known] = await session.query<{ t: string | null }>(
        "SELECT to_regclass('schema_migrations')::text AS t",
      );
      if (!known?.t) {
        await session.exec(
          'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
      }
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const script = await readFile(path.join(dir, file), 'utf8');
        await session.exec('BEGIN');
        try {
          await session.exec(script);
          await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new Error(
            `Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
            {
              cause: error,
            },
          );
        }
        applied.push(file);
      }
      return { applied };
    } finally {
      if (handle.kind === 'postgres') await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
