/**
 * The catalogue's listings as queries: a filtered, sorted page of published books priced in a country,
 * and how many match (from the counts the triggers keep, or counted up to a cap). Same rules as
 * books.queries.ts: builders and rows, no rule; keep the SQL text (prepared statements, plans).
 */
import type { PriceBand } from '@bookstore/api-client/contract';
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
import {
  cardsOf,
  currencyColumns,
  orderPage,
  type PageKey,
  type PricedBooks,
  pricedBooks,
  publishedInCountry,
} from './books.queries.ts';

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
 * selects its `relevance` (see domains/search/search.queries.ts) for the `Relevance` order. With `candidates`, a
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
