/*
 * *.queries.ts: Kysely query builders, a file per resource. A function takes the database (or a
 * transaction) and its parameters and returns a builder (for callers to compose) or the rows; it holds
 * no rule and shapes no answer. The SQL text is part of the performance budget (prepared statements,
 * plans on the partial indexes): keep `PUBLISHED` and the page literals as they are (see db/plans.ts).
 */
import type { BookSort, Contributor } from '@bookstore/api-client/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import type { BookType, Database } from '../../db/schema.ts';

/** The book columns a card shows (with its price, author and category). */
const BOOK_CARD_FIELDS = [
  'id',
  'uid',
  'slug',
  'title',
  'subtitle',
  'type',
  'cover_path',
  'cover_widths',
  'publication_date',
  'rating_average',
  'rating_count',
] as const;
const BOOK_CARD_COLUMNS = BOOK_CARD_FIELDS.map((field) => `books.${field}` as const);

/** A card's author (`users as a`) and category (`categories as cat`). */
const CARD_PEOPLE_COLUMNS = [
  'a.username as author_username',
  'a.first_name as author_first_name',
  'a.middle_name as author_middle_name',
  'a.last_name as author_last_name',
  'a.byline as author_byline',
  'a.avatar_path as author_avatar',
  'cat.uid as category_uid',
  'cat.name as category_name',
] as const;

/** Published books joined to their price in `country` (`p`), nothing selected yet. */
export function publishedInCountry(db: Kysely<Database>, country: string) {
  return db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .where('books.status', '=', PUBLISHED);
}

/** Published books priced in `country`, with what a card shows; callers add filters, order and limits. */
export function summaryQuery(db: Kysely<Database>, country: string) {
  return publishedInCountry(db, country)
    .innerJoin('users as a', 'a.id', 'books.author_id')
    .leftJoin('categories as cat', 'cat.id', 'books.category_id')
    .select([...BOOK_CARD_COLUMNS, 'p.amount', ...CARD_PEOPLE_COLUMNS]);
}

/**
 * Published books priced in `country` with only the book and price columns: what a strip or a page
 * picks its rows from (add filters, `orderBy(pageOrder(...))` and a limit), before `cardsOf` dresses
 * those few rows as cards.
 */
export function pricedBooks(db: Kysely<Database>, country: string) {
  return publishedInCountry(db, country).select([
    ...BOOK_CARD_COLUMNS,
    'books.trending_score',
    'books.author_id',
    'books.category_id',
    'p.amount',
  ]);
}

export type PricedBooks = ReturnType<typeof pricedBooks>;

/** A sort key of a page of books: a column of `pricedBooks` (`title` sorts case-insensitively). */
export type PageKey = readonly [
  column:
    | 'id'
    | 'title'
    | 'publication_date'
    | 'trending_score'
    | 'rating_average'
    | 'rating_count'
    | 'amount'
    // A search's rank, a column the page selects (listingPage with a keyword).
    | 'relevance',
  direction: 'asc' | 'desc',
  nulls?: 'nulls last',
];

/** A listing sort by a column (`Relevance` orders by the search's rank instead: domains/search/search.queries.ts). */
export type ColumnSort = Exclude<BookSort, 'Relevance'>;

/** The order of each listing sort, ending on the id so that pages never overlap. */
export const LISTING_ORDER: Record<ColumnSort, PageKey[]> = {
  TitleAsc: [
    ['title', 'asc'],
    ['id', 'asc'],
  ],
  TitleDesc: [
    ['title', 'desc'],
    ['id', 'desc'],
  ],
  PriceLow: [
    ['amount', 'asc'],
    ['id', 'asc'],
  ],
  PriceHigh: [
    ['amount', 'desc'],
    ['id', 'desc'],
  ],
  PublicationDateAsc: [
    ['publication_date', 'asc', 'nulls last'],
    ['id', 'asc'],
  ],
  PublicationDateDesc: [
    ['publication_date', 'desc', 'nulls last'],
    ['id', 'asc'],
  ],
  Trending: [
    ['trending_score', 'desc'],
    ['id', 'asc'],
  ],
};

/** The `Relevance` sort (a listing with a keyword): the search's rank, popularity breaking ties. */
export const RELEVANCE_ORDER: PageKey[] = [
  ['relevance', 'desc'],
  ['trending_score', 'desc'],
  ['rating_average', 'desc'],
  ['id', 'asc'],
];

/**
 * `keys` as ORDER BY items on the `books`/`p` tables of `pricedBooks` (`inner`) or on the `b` rows of
 * `cardsOf` (`outer`); the expressions match the listing indexes (`lower(title)`, `NULLS LAST` dates).
 */
export function pageOrder(keys: readonly PageKey[], side: 'inner' | 'outer'): RawBuilder<unknown>[] {
  return keys.map(([column, direction, nulls]) => {
    const table = side === 'outer' ? 'b' : column === 'amount' ? 'p' : 'books';
    // The page's own output column inside; the subquery's column outside.
    const ref = column === 'relevance' && side === 'inner' ? sql.ref(column) : sql.ref(`${table}.${column}`);
    const value = column === 'title' ? sql`lower(${ref})` : ref;
    return sql`${value} ${sql.raw(direction)}${sql.raw(nulls ? ` ${nulls}` : '')}`;
  });
}

/** `query` ordered by `keys` (see `pageOrder`). */
export function orderPage<Q extends { orderBy(expression: RawBuilder<unknown>): Q }>(
  query: Q,
  keys: readonly PageKey[],
  side: 'inner' | 'outer',
): Q {
  return pageOrder(keys, side).reduce((ordered, item) => ordered.orderBy(item), query);
}

/** The 1-based position of a `pricedBooks` row in the order `keys`, as a column. */
export function pageRank(keys: readonly PageKey[]) {
  return sql<number>`row_number() over (order by ${sql.join(pageOrder(keys, 'inner'))})`;
}

/** What a card shows, from the `b` rows of a page joined to `users as a` and `categories as cat`. */
export const CARD_COLUMNS = [
  ...BOOK_CARD_FIELDS.map((field) => `b.${field}` as const),
  'b.amount',
  ...CARD_PEOPLE_COLUMNS,
] as const;

/**
 * Cards for the rows a `pricedBooks` query picked (filtered, ordered and limited), with their authors
 * and categories, in the order `keys` (the page's own order). The page is a subquery planned on its own,
 * so the planner only walks an index for it and joins the rest to those few rows.
 */
export function cardsOf(db: Kysely<Database>, page: PricedBooks, keys: readonly PageKey[]) {
  const cards = db
    .selectFrom(page.as('b'))
    .innerJoin('users as a', 'a.id', 'b.author_id')
    .leftJoin('categories as cat', 'cat.id', 'b.category_id')
    .select(CARD_COLUMNS);
  return orderPage(cards, keys, 'outer');
}

/** A country's currency as two columns of a query: rows and prices come back in one round trip. */
export function currencyColumns(db: Kysely<Database>, country: string) {
  const of = (column: 'currency_code' | 'currency_symbol') =>
    db.selectFrom('countries').select(column).where('code', '=', country);
  return [of('currency_code').as('currency_code'), of('currency_symbol').as('currency_symbol')] as const;
}

/** Summary rows for these book ids priced in `country`, in no particular order. */
export function summariesOf(db: Kysely<Database>, country: string, ids: number[]) {
  return summaryQuery(db, country).where('books.id', 'in', ids).execute();
}

/** The columns of a book that its detail adds to its card (with its type and its sub-category). */
export const DETAIL_FIELDS = [
  'description',
  'language',
  'pages',
  'duration_seconds',
  'isbn',
  'publisher',
  'sample_path',
  'file_format',
  'file_size_bytes',
  'print_binding',
  'print_weight_grams',
  'print_width_mm',
  'print_height_mm',
  'print_depth_mm',
  'stock_quantity',
  'print_on_demand',
  'keywords',
] as const;

/** `DETAIL_FIELDS` of the `books` table (add `books.sub_category_id` to join the sub-category). */
const DETAIL_COLUMNS = DETAIL_FIELDS.map((field) => `books.${field}` as const);

/** `DETAIL_FIELDS` of the `b` rows of a page (see `cardsOf`), and the sub-category joined as `sc`. */
const PAGE_DETAIL_COLUMNS = [
  ...DETAIL_FIELDS.map((field) => `b.${field}` as const),
  'sc.uid as sub_category_uid',
  'sc.name as sub_category_name',
] as const;

/** A book's contributors in display order, as a JSON array column (`[]` without any). */
function contributorsColumn(table: 'books' | 'b') {
  return sql<Contributor[]>`(
    select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'role', bc.role) order by bc.position, c.id), '[]')
    from book_contributors as bc
    inner join contributors as c on c.id = bc.contributor_id
    where bc.book_id = ${sql.ref(`${table}.id`)}
  )`;
}

/** A book's detail columns and contributors (any status: sellers see their drafts the same way). */
function detailQuery(db: Kysely<Database>) {
  return db
    .selectFrom('books')
    .leftJoin('sub_categories as sc', 'sc.id', 'books.sub_category_id')
    .select([
      'books.id',
      'books.type',
      ...DETAIL_COLUMNS,
      'sc.uid as sub_category_uid',
      'sc.name as sub_category_name',
      contributorsColumn('books').as('contributors'),
    ]);
}

/** One book's detail row (`detailQuery`). */
export function detailRow(db: Kysely<Database>, bookId: number) {
  return detailQuery(db).where('books.id', '=', bookId).executeTakeFirstOrThrow();
}

/** The detail rows of many books at once (a seller's list), in no particular order. */
export function detailRows(db: Kysely<Database>, bookIds: readonly number[]) {
  return detailQuery(db).where('books.id', 'in', bookIds).execute();
}

/**
 * A published book by uid or slug (the uid winning a clash), priced in `country`: its card, its detail
 * columns, its contributors and the country's currency in one round trip. No row: no such book there.
 * (A query to run: the service runs it from its compiled shape, db/shapes.ts.)
 */
export function publishedBookPage(db: Kysely<Database>, country: string, uid: string) {
  const book = pricedBooks(db, country)
    .select([...DETAIL_COLUMNS, 'books.sub_category_id'])
    .where((eb) => eb.or([eb('books.uid', '=', uid), eb('books.slug', '=', uid)]))
    .orderBy(sql`books.uid = ${uid}`, 'desc')
    .limit(1);
  return db
    .selectFrom(book.as('b'))
    .innerJoin('users as a', 'a.id', 'b.author_id')
    .leftJoin('categories as cat', 'cat.id', 'b.category_id')
    .leftJoin('sub_categories as sc', 'sc.id', 'b.sub_category_id')
    .select([
      ...CARD_COLUMNS,
      ...PAGE_DETAIL_COLUMNS,
      contributorsColumn('b').as('contributors'),
      ...currencyColumns(db, country),
    ]);
}

/** A published book by uid or slug (the uid winning a clash): what its related books are chosen by. */
export function findPublishedBook(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('books')
    .select(['id', 'uid', 'category_id', 'sub_category_id', 'type'])
    .where('status', '=', PUBLISHED)
    .where((eb) => eb.or([eb('uid', '=', uid), eb('slug', '=', uid)]))
    .orderBy(sql`uid = ${uid}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Up to `limit` cards related to `book`: its category's books (its sub-category's first), or without a
 * category its author's; the same type first, then the trending ones.
 */
export function relatedBooks(
  db: Kysely<Database>,
  country: string,
  book: { id: number; category_id: number | null; sub_category_id: number | null; type: BookType },
  limit: number,
) {
  const categoryId = book.category_id;
  if (categoryId === null) {
    return summaryQuery(db, country)
      .where('books.id', '!=', book.id)
      .where('books.author_id', '=', db.selectFrom('books').select('author_id').where('id', '=', book.id))
      .orderBy(sql`books.type = ${book.type}`, 'desc')
      .orderBy('books.trending_score', 'desc')
      .orderBy('books.id')
      .limit(limit)
      .execute();
  }
  // The category's books in the strip's order, from an index holding exactly the columns it orders by
  // (migration 026: no book row is read); then, in that order, the first `limit` priced in the country
  // are dressed as cards. Before, every book of the category was joined with its price, author and
  // category and then sorted: 2,654 buffers and 20 ms at 20,000 books, for ten cards.
  const picked = db
    .selectFrom('books')
    .select([
      'books.id',
      sql<boolean>`books.sub_category_id is not distinct from ${book.sub_category_id}`.as('same_sub'),
      sql<boolean>`books.type = ${book.type}`.as('same_type'),
      'books.trending_score',
    ])
    .where('books.status', '=', PUBLISHED)
    .where('books.id', '!=', book.id)
    .where('books.category_id', '=', categoryId)
    .orderBy('same_sub', 'desc')
    .orderBy('same_type', 'desc')
    .orderBy('books.trending_score', 'desc')
    .orderBy('books.id');
  return summaryQuery(db, country)
    .innerJoin(picked.as('r'), 'r.id', 'books.id')
    .orderBy('r.same_sub', 'desc')
    .orderBy('r.same_type', 'desc')
    .orderBy('r.trending_score', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** The audiobooks' tracks, each book's in playing order. */
export function tracksOfBooks(db: Kysely<Database>, bookIds: readonly number[]) {
  return db
    .selectFrom('book_audio_files')
    .selectAll()
    .where('book_id', 'in', bookIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** An audiobook's tracks in playing order. */
export function bookTracks(db: Kysely<Database>, bookId: number) {
  return tracksOfBooks(db, [bookId]);
}
