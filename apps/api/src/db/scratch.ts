import type { LogConfig } from 'kysely';
import { createDatabase, type DbHandle } from './connection.ts';

/**
 * A throwaway database for tests and benchmarks: in-memory PGlite, or, when DATABASE_URL is set, a new
 * schema on that server named `<prefix>_…` (pg_trgm installed in `public`). `drop` closes it and, on the
 * server, drops the schema with everything in it.
 */
export async function scratchDatabase(
  prefix: string,
  options: { poolSize?: number; log?: LogConfig } = {},
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await createDatabase({ databaseUrl: 'memory://', log: options.log });
    return { handle, drop: () => handle.close() };
  }
  const schema = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = await createDatabase({ databaseUrl: url, poolSize: 1 });
  await admin.withSession((s) =>
    s.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA ${schema}`),
  );
  const handle = await createDatabase({
    databaseUrl: url,
    schema,
    poolSize: options.poolSize ?? 10,
    log: options.log,
  });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.withSession((s) => s.exec(`DROP SCHEMA ${schema} CASCADE`));
      await admin.close();
    },
  };
}
