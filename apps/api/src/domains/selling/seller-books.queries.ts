/**
 * What a seller's books are presented with, read for many books at once (`where … in (…)`, one
 * statement each whatever the number of books); the caller groups the rows by book in memory.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The names the books' authors are shown with, with the author's id. */
export function authorNamesOf(db: Kysely<Database>, authorIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'middle_name', 'last_name', 'byline', 'avatar_path'])
    .where('id', 'in', authorIds)
    .execute();
}

/** The categories' uids and names, with their ids. */
export function categoriesOf(db: Kysely<Database>, categoryIds: readonly number[]) {
  return db.selectFrom('categories').select(['id', 'uid', 'name']).where('id', 'in', categoryIds).execute();
}

/** The books' prices with their country's currency, in country order. */
export function pricesOf(db: Kysely<Database>, bookIds: readonly number[]) {
  return db
    .selectFrom('book_prices as p')
    .innerJoin('countries as c', 'c.code', 'p.country_code')
    .select(['p.book_id', 'p.amount', 'p.country_code', 'c.currency_code', 'c.currency_symbol', 'c.position'])
    .where('p.book_id', 'in', bookIds)
    .orderBy('c.position')
    .execute();
}

/** What each book's sales earned its author in one currency (minor units); a book without any: no row. */
export async function saleRevenuesOf(db: Kysely<Database>, bookIds: readonly number[], currencyCode: string) {
  const rows = await db
    .selectFrom('revenues as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .select((eb) => ['oi.book_id', eb.fn.coalesce(eb.fn.sum<number>('r.amount'), eb.lit(0)).as('total')])
    .where('oi.book_id', 'in', bookIds)
    .where('r.kind', '=', 'sale')
    .where('r.currency_code', '=', currencyCode)
    .groupBy('oi.book_id')
    .execute();
  return new Map(rows.map((row) => [row.book_id, Number(row.total)]));
}

/** How many prices, contributors and tracks each book has (what publication needs, step by step). */
export async function partCountsOf(db: Kysely<Database>, bookIds: readonly number[]) {
  const rows = await db
    .selectFrom('books')
    .select((eb) => [
      'books.id',
      eb
        .selectFrom('book_prices as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.book_id', '=', 'books.id')
        .as('prices'),
      eb
        .selectFrom('book_contributors as bc')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('bc.book_id', '=', 'books.id')
        .as('contributors'),
      eb
        .selectFrom('book_audio_files as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.book_id', '=', 'books.id')
        .as('tracks'),
    ])
    .where('books.id', 'in', bookIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { prices: Number(row.prices), contributors: Number(row.contributors), tracks: Number(row.tracks) },
    ]),
  );
}
