import { sql, type Kysely } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import { runShape } from '../../db/shapes.ts';
import type { Database } from '../../db/schema.ts';
import {
  CARD_COLUMNS,
  currencyColumns,
  LISTING_ORDER,
  orderPage,
  pageRank,
  pricedBooks,
  type PageKey,
  type PricedBooks,
} from './books.queries.ts';

const FEATURED_ORDER: PageKey[] = [
  ['rating_average', 'desc'],
  ['rating_count', 'desc'],
  ['id', 'asc'],
];
const NEW_RELEASES_ORDER = LISTING_ORDER.PublicationDateDesc;
const TRENDING_ORDER = LISTING_ORDER.Trending;

/** The home page's strips, by their `strip` column. */
export const HOME_STRIPS = { featured: 0, new_releases: 1, trending: 2 } as const;

/**
 * The three strips of the home page in one query: each picks its `size` rows in its own order (an index
 * walk) and ranks them; authors and categories are joined to those rows, with the country's currency.
 * New releases are those published by `today` (YYYY-MM-DD).
 */
export async function homeStrips(db: Kysely<Database>, country: string, today: string, size: number) {
  // The country and the day go into the text (db/shapes.ts `inline`): planned once, not per call.
  return runShape(
    db,
    `homeStrips ${size}`,
    [country, today] as const,
    ([c, t]) => homeStripsQuery(db, c, t, size),
    [0, 1],
  );
}

function homeStripsQuery(db: Kysely<Database>, country: string, today: string, size: number) {
  const strip = (index: number, keys: readonly PageKey[], page: PricedBooks) =>
    db
      .selectFrom(
        orderPage(page.select([sql.lit(index).as('strip'), pageRank(keys).as('rank')]), keys, 'inner')
          .limit(size)
          .as('s'),
      )
      .selectAll();
  const strips = strip(HOME_STRIPS.featured, FEATURED_ORDER, pricedBooks(db, country))
    .unionAll(
      strip(
        HOME_STRIPS.new_releases,
        NEW_RELEASES_ORDER,
        pricedBooks(db, country).where('books.publication_date', '<=', today),
      ),
    )
    .unionAll(strip(HOME_STRIPS.trending, TRENDING_ORDER, pricedBooks(db, country)));
  return db
    .selectFrom(strips.as('b'))
    .innerJoin('users as a', 'a.id', 'b.author_id')
    .leftJoin('categories as cat', 'cat.id', 'b.category_id')
    .select([...CARD_COLUMNS, 'b.strip', ...currencyColumns(db, country)])
    .orderBy('b.strip')
    .orderBy('b.rank');
}

/**
 * The books of the first `lists` curated lists: the first `size` published ones of each, those priced
 * in the country, as cards with their `list_id` and their list's count of published books
 * (`books_count`, priced anywhere or not: what `listsWithCounts` counts), and the list's own columns
 * (`list_uid`, `list_name`…): the home page shows only the lists that have books here, so these rows
 * carry every list it shows, in the store's order (its position), without a query of their own.
 */
export function homeListBooks(db: Kysely<Database>, country: string, lists: number, size: number) {
  return runShape(
    db,
    `homeListBooks ${lists} ${size}`,
    [country] as const,
    ([c]) => homeListBooksQuery(db, c, lists, size),
    [0],
  );
}

function homeListBooksQuery(db: Kysely<Database>, country: string, lists: number, size: number) {
  const ranked = db
    .selectFrom('list_books as lb')
    .innerJoin('books', 'books.id', 'lb.book_id')
    .where('books.status', '=', PUBLISHED)
    .where(
      'lb.list_id',
      'in',
      db.selectFrom('lists').select('id').orderBy('position').orderBy('id').limit(lists),
    )
    .select([
      'lb.list_id',
      'books.id',
      'books.author_id',
      'books.category_id',
      sql<number>`row_number() over (partition by lb.list_id order by lb.position, books.id)`.as('rank'),
      sql<number>`count(*) over (partition by lb.list_id)`.as('books_count'),
    ]);
  return db
    .selectFrom(ranked.as('r'))
    .innerJoin('books as b', 'b.id', 'r.id')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'r.id').on('p.country_code', '=', country),
    )
    .innerJoin('users as a', 'a.id', 'r.author_id')
    .innerJoin('lists as l', 'l.id', 'r.list_id')
    .leftJoin('categories as cat', 'cat.id', 'r.category_id')
    .select([
      ...CARD_COLUMNS.filter((column) => column !== 'b.amount'),
      'p.amount',
      'r.list_id',
      'r.books_count',
      'l.uid as list_uid',
      'l.name as list_name',
      'l.cover_path as list_cover_path',
      'l.description as list_description',
      'l.created_at as list_created_at',
    ])
    .where('r.rank', '<=', size)
    .orderBy('l.position')
    .orderBy('r.list_id')
    .orderBy('r.rank');
}
