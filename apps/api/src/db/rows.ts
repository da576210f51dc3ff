import { sql, type SelectQueryBuilder } from 'kysely';
import { withTotal } from './paging.ts';

/** How many rows `base` has (its selection is replaced by a count). */
export async function countRows<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const count = base.clearSelect().select(sql<number>`count(*)`.as('n'));
  // A generic builder's result type is a union Kysely cannot narrow; the selection above is one column.
  const row = (await count.executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}

/**
 * A page of the ids of `base` (a table with `id` and `created_at`), newest first, with the total count.
 * Orders and voiceover orders are listed this way.
 */
export function newestIdsPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
) {
  return withTotal(base, (query) =>
    query
      .clearSelect()
      .select(sql<number>`id`.as('id'))
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`, 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}
