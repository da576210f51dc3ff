/*
 * queries/: Kysely query builders, one file per resource. A function takes the database (or a
 * transaction) and its parameters and returns a builder (for callers to compose) or the rows; it holds
 * no rule and shapes no answer. The SQL text is part of the performance budget (prepared statements,
 * plans on the partial indexes): keep `PUBLISHED` and the page literals as they are (see db/plans.ts).
 */
import type { BookSort, Contributor, PriceBand } from '@bookstore/api-client/contract';
import {
  expressionBuilder,
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import type { BookType, Database } from '../../db/schema.ts';
import { bandUnit, inBand } from './price-bands.queries.ts';
import {
  bestMatches,
  matchesCountedUpTo,
  type BooksQuery,
  matchesSearch,
  matchesTitleTypo,
  relevance,
  titleCloseness,
  type Typed,
} from '../search/search.queries.ts';

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

/** A listing sort by a column (`Relevance` orders by the search's rank instead: queries/search.ts). */
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
export function detailRow(db: Kysely<Database>, bookId: number) {
  return db
    .selectFrom('books')
    .leftJoin('sub_categories as sc', 'sc.id', 'books.sub_category_id')
    .select([
      'books.type',
      ...DETAIL_COLUMNS,
      'sc.uid as sub_category_uid',
      'sc.name as sub_category_name',
      contributorsColumn('books').as('contributors'),
    ])
    .where('books.id', '=', bookId)
    .executeTakeFirstOrThrow();
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

/** Published books priced in `country` with these filters, from the counts the triggers keep. */
function listingCount(
  db: Kysely<Database>,
  country: string,
  filters: { type?: BookType | undefined; category?: number | undefined; sub?: number | undefined },
) {
  let counts = db
    .selectFrom('book_listing_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('book_count'), eb.lit(0)).as('n'))
    .where('country_code', '=', country);
  if (filters.type) counts = counts.where('type', '=', filters.type);
  if (filters.category !== undefined) counts = counts.where('category_id', '=', filters.category);
  if (filters.sub !== undefined) counts = counts.where('sub_category_id', '=', filters.sub);
  return counts;
}

export interface ListingFilters {
  type?: BookType | undefined;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  authorId?: number | undefined;
  /** A full-text search; `fuzzy` matches titles close to the keyword instead (the typo fallback). */
  search?: { typed: Typed; fuzzy: boolean } | undefined;
  language?: string | undefined;
  priceBand?: PriceBand | undefined;
  /**
   * The country's base ebook price when the caller read it (`bandUnitOf`): the band's bounds are then
   * literals the planner knows, instead of a subquery's value it guesses at (and plans a loop for).
   */
  bandUnit?: number | undefined;
  /** At least this average rating. */
  rating?: number | undefined;
}

/** The tables of `publishedInCountry`: `books` and its price `p`. */
type BooksAndPrices =
  ReturnType<typeof publishedInCountry> extends SelectQueryBuilder<infer D, infer T, object> ? [D, T] : never;

/** `query` (on `books` and `p`) with the listing's filters. */
export function withFilters<O, Q extends SelectQueryBuilder<BooksAndPrices[0], BooksAndPrices[1], O>>(
  db: Kysely<Database>,
  country: string,
  query: Q,
  filters: ListingFilters,
): Q {
  let matches = query;
  // The price's copy of the type lets a price sort walk that format's prices only.
  if (filters.type) matches = matches.where('p.book_type', '=', filters.type) as Q;
  for (const condition of bookConditions(filters)) matches = matches.where(condition) as Q;
  if (filters.priceBand !== undefined)
    matches = matches.where(
      inBand(filters.priceBand, filters.bandUnit ?? sql<number>`(${bandUnit(db, country)})`),
    ) as Q;
  return matches;
}

/**
 * The listing's filters that are the book's own, as conditions on `books`: all but the price band (type,
 * category, sub-category, author, the search, language, rating).
 */
function bookConditions(filters: ListingFilters): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, 'books'>();
  const conditions: Expression<SqlBool>[] = [];
  if (filters.type) conditions.push(eb('books.type', '=', filters.type));
  if (filters.categoryId !== undefined) conditions.push(eb('books.category_id', '=', filters.categoryId));
  if (filters.subCategoryId !== undefined)
    conditions.push(eb('books.sub_category_id', '=', filters.subCategoryId));
  if (filters.authorId !== undefined) conditions.push(eb('books.author_id', '=', filters.authorId));
  if (filters.search)
    conditions.push(
      filters.search.fuzzy ? matchesTitleTypo(filters.search.typed) : matchesSearch(filters.search.typed),
    );
  if (filters.language !== undefined) conditions.push(eb('books.language', '=', filters.language));
  if (filters.rating !== undefined) conditions.push(eb('books.rating_average', '>=', filters.rating));
  return conditions;
}

/**
 * The ids of the `limit` best matches of a search by relevance, ranked without their prices with the
 * filters that are the book's own (type, category, sub-category, author, language, rating), in tiers
 * (`bestMatches`): what a `Relevance` page ranks again with its prices, instead of every match of a
 * common word.
 */
function rankedCandidates(db: Kysely<Database>, filters: ListingFilters, search: Typed, limit: number) {
  // Without any of the book's own filters the head tier is ranked on the narrow copy of the heads (see
  // `bestMatches`).
  const narrowed = hasOwnFilters(filters);
  const own = (query: BooksQuery) => withBookFilters(query, { ...filters, search: undefined });
  return db.selectFrom(bestMatches(db, search, limit, narrowed ? own : undefined).as('m')).select('m.id');
}

/** Whether any of the book's own filters but the search is set (type, category, author, language…). */
function hasOwnFilters(filters: ListingFilters): boolean {
  return (
    filters.type !== undefined ||
    filters.categoryId !== undefined ||
    filters.subCategoryId !== undefined ||
    filters.authorId !== undefined ||
    filters.language !== undefined ||
    filters.rating !== undefined
  );
}

/** `query` (on `books` alone) with the listing's filters that are the book's own (`bookConditions`). */
function withBookFilters(query: BooksQuery, filters: ListingFilters): BooksQuery {
  let matches = query;
  for (const condition of bookConditions(filters)) matches = matches.where(condition);
  return matches;
}

/** How many rows `query` has, counting no further than `upTo` + 1, as a one-row query of `n`. */
function countedUpTo(db: Kysely<Database>, query: SelectQueryBuilder<Database, never, object>, upTo: number) {
  return db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(upTo + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'));
}

/**
 * The prices in `country` and `band` of published books that the listing's type, language and rating
 * filters keep: the price's copies of them (migration 028), one range of `book_prices_listing_filters`
 * read by index alone, so that a count that stops at 1,001 reads about that many entries. Joined to
 * `books` for the status, PostgreSQL hashed every price of the band (180,617 for "print, English, high
 * band" at a million books: 770 ms) to count 1,001; probing each book's status instead cost 3.5–8 ms
 * per count at 20,000 books.
 */
function pricesInBand(db: Kysely<Database>, country: string, filters: ListingFilters, band: PriceBand) {
  let prices = db
    .selectFrom('book_prices as p')
    .where('p.country_code', '=', country)
    .where(inBand(band, filters.bandUnit ?? sql<number>`(${bandUnit(db, country)})`))
    // The price's copy of the status: the index holds only published books' prices.
    .where(sql<SqlBool>`p.book_published`);
  if (filters.type) prices = prices.where('p.book_type', '=', filters.type);
  if (filters.language !== undefined) prices = prices.where('p.book_language', '=', filters.language);
  if (filters.rating !== undefined) prices = prices.where('p.book_rating', '>=', filters.rating);
  return prices;
}

/**
 * How many published books match `filters` and are priced in `country`, counting no further than
 * `upTo` + 1, as a one-row query of `n`. Without a price band, and when every published book is priced
 * in the country (its listing counts add up to `published_book_count`, both kept by triggers), the
 * books are counted without their prices: a common word's count probed book_prices once per match
 * (1,001 probes, 2,003 pages, 40 % of a see-all page's database CPU). Either way the count is exact;
 * PostgreSQL runs only the branch the CASE takes.
 */
export function countMatchesUpTo(
  db: Kysely<Database>,
  country: string,
  filters: ListingFilters,
  upTo: number,
) {
  const priced = countedUpTo(db, withFilters(db, country, publishedInCountry(db, country), filters), upTo);
  if (filters.priceBand !== undefined)
    return filters.search === undefined &&
      filters.categoryId === undefined &&
      filters.subCategoryId === undefined &&
      filters.authorId === undefined
      ? countedUpTo(db, pricesInBand(db, country, filters, filters.priceBand), upTo)
      : priced;
  // A search alone is counted on the heads first (`matchesCountedUpTo`).
  const books =
    filters.search !== undefined && !filters.search.fuzzy && !hasOwnFilters(filters)
      ? db.selectNoFrom(matchesCountedUpTo(db, filters.search.typed, upTo).as('n'))
      : countedUpTo(
          db,
          withBookFilters(db.selectFrom('books').where('books.status', '=', PUBLISHED), filters),
          upTo,
        );
  const everyBookPriced = sql<boolean>`(select book_count from published_book_count)
    = (select coalesce(sum(book_count), 0) from book_listing_counts where country_code = ${country})`;
  return db.selectNoFrom(
    sql<number>`case when ${everyBookPriced} then (${books}) else (${priced}) end`.as('n'),
  );
}

/**
 * Whether a listing's matches are counted: with only type, category and sub-category the total is a sum
 * over a few rows of book_listing_counts (kept by triggers); with any other filter the matches are
 * counted (up to a cap: `countUpTo`).
 */
export function isCounted(filters: ListingFilters): boolean {
  return (
    filters.authorId !== undefined ||
    filters.search !== undefined ||
    filters.language !== undefined ||
    filters.priceBand !== undefined ||
    filters.rating !== undefined
  );
}

/**
 * One page of the listing in the order `keys`, with the total and the country's currency as columns of
 * every row (one round trip); `total` alone serves a page that has no row. With a search, the page
 * selects its `relevance` (see queries/search.ts) for the `Relevance` order. With `candidates`, a
 * search's page is chosen among that many best matches ranked on `books` alone (`rankedCandidates`):
 * the caller checks the page is whole against the total and asks again without when it is not. With
 * `countUpTo`, the matches are counted up to one more than that many only (a common word matches
 * thousands of books): a total above `countUpTo` means "more than `countUpTo`".
 */
export function listingPage(
  db: Kysely<Database>,
  country: string,
  filters: ListingFilters,
  keys: readonly PageKey[],
  limit: number,
  offset: number,
  { candidates, countUpTo }: { candidates?: number | undefined; countUpTo?: number | undefined } = {},
) {
  const { search } = filters;
  const bounded = search !== undefined && !search.fuzzy && candidates !== undefined;
  // The candidates are matches already: the page only ranks them again with their prices.
  let matches = withFilters(
    db,
    country,
    pricedBooks(db, country),
    bounded ? { ...filters, search: undefined } : filters,
  );
  if (bounded)
    matches = matches.where('books.id', 'in', rankedCandidates(db, filters, search.typed, candidates));
  if (search)
    matches = matches.select(
      (search.fuzzy ? titleCloseness(search.typed) : relevance(search.typed)).as('relevance'),
    ) as unknown as PricedBooks;
  const counted = isCounted(filters);
  const matching = () => withFilters(db, country, publishedInCountry(db, country), filters);
  const total = !counted
    ? listingCount(db, country, {
        type: filters.type,
        category: filters.categoryId,
        sub: filters.subCategoryId,
      })
    : countUpTo === undefined
      ? matching().select((eb) => eb.fn.countAll<number>().as('n'))
      : countMatchesUpTo(db, country, filters, countUpTo);
  const cards = (page: PricedBooks) =>
    cardsOf(db, page, keys).select([total.as('total'), ...currencyColumns(db, country)]);
  if (counted && search === undefined && countUpTo === undefined) {
    // With the facets' filters (many matches, read by index only: books_published_filters, 018), the
    // page is picked by id and sort key alone, and only its rows are read whole. The matches are
    // counted in the same pass (a window over every match, before the page is cut): one join of the
    // two indexes instead of two, and the total a column of the page's rows like the others'.
    // The sort keys are expressions no index yields in order (`+ 0`, `|| ''`: the same order):
    // PostgreSQL 15 costs a window as if its first row came when its input's does, and would walk a
    // sort index probing a price for every match (26,000 pages for a cheap ebook band) to cut 20.
    const matches = withFilters(db, country, publishedInCountry(db, country), filters).select([
      'books.id as match_id',
      sql<number>`count(*) over ()`.as('matches'),
      ...keys.map(([column], index) => unorderedKey(column).as(`k${index}`)),
    ]);
    const ids = keys
      .reduce(
        (ordered, [, direction, nulls], index) =>
          ordered.orderBy(
            sql`${sql.ref(`m.k${index}`)} ${sql.raw(direction)}${sql.raw(nulls ? ` ${nulls}` : '')}`,
          ),
        db.selectFrom(matches.as('m')).select(['m.match_id', 'm.matches']),
      )
      .limit(limit)
      .offset(offset);
    const page = pricedBooks(db, country)
      .innerJoin(ids.as('ids'), 'ids.match_id', 'books.id')
      .select('ids.matches');
    const rows = cardsOf(db, page as unknown as PricedBooks, keys).select([
      sql<number>`b.matches`.as('total'),
      ...currencyColumns(db, country),
    ]);
    return { rows: rows as unknown as ReturnType<typeof cards>, total };
  }
  return { rows: cards(orderPage(matches, keys, 'inner').limit(limit).offset(offset)), total };
}

/** A sort key of `pricedBooks` as an expression in the same order that no index of it yields. */
function unorderedKey(column: PageKey[0]): RawBuilder<unknown> {
  if (column === 'title') return sql`lower(books.title) || ''`;
  if (column === 'amount') return sql`p.amount + 0`;
  return sql`${sql.ref(`books.${column}`)} + 0`;
}

/** An audiobook's tracks in playing order. */
export function bookTracks(db: Kysely<Database>, bookId: number) {
  return db
    .selectFrom('book_audio_files')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
