import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

type Table = keyof Database & string;

function batchSize(rows: readonly object[]): number {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  return Math.max(1, Math.floor(MAX_PARAMETERS / columns));
}

/** Multi-row inserts in as few statements as the parameter limit allows. */
export async function insertRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const size = batchSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot relate a generic table name to its row type; the caller's rows are typed.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/**
 * Inserts rows and answers the generated id of each, keyed by a unique column the caller chose
 * (a uid, or several columns joined with ':'). Ids come from identity columns, so the seed cannot
 * pick them itself.
 */
export async function insertReturningIds<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  keyColumn: string | readonly string[],
): Promise<Map<string, number>> {
  const keys = typeof keyColumn === 'string' ? [keyColumn] : keyColumn;
  const ids = new Map<string, number>();
  const size = batchSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    const returned = (await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .returning(['id', ...keys] as never)
      .execute()) as unknown as Record<string, unknown>[];
    for (const row of returned) ids.set(keys.map((k) => String(row[k])).join(':'), Number(row.id));
  }
  return ids;
}

/** Looks a key up in an id map; a missing key is a bug in the seed, not bad input. */
export function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: no id for ${key}`);
  return id;
}
