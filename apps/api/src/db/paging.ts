import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * A page of `base` and the count of all its rows, run together: the count is `base` with its selection
 * replaced by `count(*) as "total"`, the page is whatever `page` makes of `base` (selection, order,
 * limit and offset).
 */
export async function withTotal<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: (base: SelectQueryBuilder<DB, TB, O>) => Promise<R[]>,
): Promise<{ total: number; rows: R[] }> {
  const count = base.clearSelect().select(sql<number>`count(*)`.as('total'));
  const [counted, rows] = await Promise.all([
    count.executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
    page(base),
  ]);
  return { total: Number(counted.total), rows };
}
