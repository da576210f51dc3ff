import type { Book as BookDetail, BookSort, BookSummary, PriceBand } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import type { BookType } from '../../db/schema.ts';
import { inlinable, runShape } from '../../db/shapes.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import type { CurrencyInfo } from '../../money.ts';
import { toDetail } from './books.presenter.ts';
import { authorIdByUsername, authorProfileRows } from './authors.queries.ts';
import {
  detailRow,
  findPublishedBook,
  LISTING_ORDER,
  RELEVANCE_ORDER,
  type PageKey,
  publishedBookPage,
  relatedBooks as relatedRows,
} from './books.queries.ts';
import { countMatchesUpTo, isCounted, listingPage, type ListingFilters } from './listing.queries.ts';
import { namedByUid } from './categories.queries.ts';
import { bandUnitOf } from './price-bands.queries.ts';
import { facetCounts } from './facets.queries.ts';
import { catalogueIsLarge } from '../search/catalogue-size.queries.ts';
import { searchRows, typedSearch, type Typed } from '../search/search.queries.ts';
import { requireCountry } from './countries.ts';

/** How many books a strip (related books, a home strip, a sub-category's collection) shows. */
export const STRIP = 10;

export interface BookFilters {
  country: string;
  type?: BookType | undefined;
  category?: string | undefined;
  sub_category?: string | undefined;
  author?: string | undefined;
  keyword?: string | undefined;
  language?: string | undefined;
  price_band?: PriceBand | undefined;
  rating?: number | undefined;
}

export interface BookListing extends BookFilters {
  sort?: BookSort | undefined;
  limit: number;
  offset: number;
}

/**
 * The order of a listing: the sort asked for; without one, `Relevance` with a keyword and newest first
 * otherwise. `Relevance` without a keyword has nothing to rank by: newest first.
 */
function listingOrder(sort: BookSort | undefined, keyword: string | undefined) {
  const wanted = sort ?? (keyword ? 'Relevance' : 'PublicationDateDesc');
  if (wanted !== 'Relevance') return LISTING_ORDER[wanted];
  return keyword ? RELEVANCE_ORDER : LISTING_ORDER.PublicationDateDesc;
}

/**
 * The rows the filters of a listing (or its facets) name: the category, sub-category and author, or
 * a 404 naming the first missing (after an unsupported country, a 422).
 */
export async function filterRows(deps: AppDeps, request: BookFilters) {
  const { db } = deps;
  const [category, sub, author, search] = await Promise.all([
    request.category ? namedByUid(db, 'categories', request.category) : undefined,
    request.sub_category ? namedByUid(db, 'sub_categories', request.sub_category) : undefined,
    request.author ? authorIdByUsername(db, request.author) : undefined,
    request.keyword ? typedSearch(db, request.keyword, true) : undefined,
  ]);
  const missing =
    request.category && !category
      ? 'The category was not found.'
      : request.sub_category && !sub
        ? 'The sub-category was not found.'
        : request.author && !author
          ? 'The author was not found.'
          : null;
  if (missing) {
    await requireCountry(db, request.country); // an unsupported country is a 422 first
    throw notFound(missing);
  }
  return { category, sub, author, search };
}

/** The listing's filters for the queries, the keyword as a search (`fuzzy`: the typo fallback). */
export function listingFilters(
  request: BookFilters,
  rows: Awaited<ReturnType<typeof filterRows>>,
  fuzzy = false,
): ListingFilters {
  return {
    type: request.type,
    categoryId: rows.category?.id,
    subCategoryId: rows.sub?.id,
    authorId: rows.author?.id,
    search: rows.search ? { typed: rows.search, fuzzy } : undefined,
    language: request.language,
    priceBand: request.price_band,
    rating: request.rating,
  };
}

/**
 * How many best matches per row up to the page's end a Relevance page is picked among: the page's own
 * rows, or twice as many with a price band (it applies after the ranking and leaves out most of them).
 * More than the page without a band only makes a word whose head matches barely outnumber the page
 * read its description tier too (see `bestMatches`); an unpriced candidate is rare, and then the page is
 * asked again over every match.
 */
const relevanceCandidates = (end: number, priceBand: PriceBand | undefined): number =>
  priceBand === undefined ? end : end * 2;

/**
 * A keyword listing (or one filtered by author, language, price band or rating) counts its matches up
 * to the next multiple of this past the page's end, no further: a common word matches thousands of
 * books (a facet a hundred thousand at a million books), and counting them all on every page view cost
 * as much as the page, or far more. Beyond it the total is "at least" (`capped`): "1,000+ books" on
 * the first 50 pages of 20.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** What a counted listing counts up to for a page ending at `end` (see SEARCH_TOTAL_CAP). */
export const searchCountUpTo = (end: number): number =>
  SEARCH_TOTAL_CAP * Math.ceil((end + 1) / SEARCH_TOTAL_CAP);

/**
 * The total a keyword listing's first page gives (`listBooks`): the matches priced in `country` counted
 * the same way, up to the same cap (`fuzzy`: titles close to the keyword, what the page lists when the
 * words match nothing). The search overlay says it, so that its count and the see-all page's agree.
 */
export async function searchTotal(
  db: AppDeps['db'],
  country: string,
  search: Typed,
  fuzzy: boolean,
): Promise<{ total: number; capped: boolean }> {
  const upTo = searchCountUpTo(0);
  const [row] = await searchRows(
    db,
    search,
    countMatchesUpTo(db, country, { search: { typed: search, fuzzy } }, upTo),
  );
  return cappedTotal(Number(row?.n ?? 0), upTo);
}

/** A count made up to `upTo` + 1 (`countMatchesUpTo`) as the total said: `upTo` and capped past it. */
export function cappedTotal(counted: number, upTo: number): { total: number; capped: boolean } {
  return counted > upTo ? { total: upTo, capped: true } : { total: counted, capped: false };
}

/**
 * The listing values written into its SQL text: the country and the type (a few of each), and the
 * language and the rating (a few too). Bound, the language and rating were guessed at by the generic
 * plan: 1,731 "English" print books of the high band where a million books hold 180,617, so it sorted
 * them all (1.3 s) instead of walking the trending order. A language that is not a plain word
 * ("Nigerian Pidgin") stays bound.
 */
const inlinedOf = (values: readonly unknown[]): number[] =>
  [0, 1, 5, 6].filter((index) => index < 2 || (values[index] !== null && inlinable(values[index])));

/**
 * A listing page's two queries (`listingPage`), to run. Without a search they run from their compiled
 * shapes (db/shapes.ts): the shape is named by which filters are set, the price band and its unit (the
 * band's bounds are literals), the order and the page (literals too); the rest is bound. A search's
 * queries (their words shape the SQL) are built each time.
 */
function listingQueries(
  db: AppDeps['db'],
  country: string,
  filters: ListingFilters,
  keys: readonly PageKey[],
  limit: number,
  offset: number,
  options: { candidates?: number | undefined; countUpTo?: number | undefined } = {},
) {
  const { search } = filters;
  if (search !== undefined) {
    // In a large catalogue planned with the search's values (its words decide how its tiers are read).
    const listing = listingPage(db, country, filters, keys, limit, offset, options);
    return {
      rows: () => searchRows(db, search.typed, listing.rows),
      total: async () => (await searchRows(db, search.typed, listing.total))[0],
    };
  }
  const { type, categoryId, subCategoryId, authorId, language, rating, priceBand, bandUnit } = filters;
  const values = [
    country,
    type ?? null,
    categoryId ?? null,
    subCategoryId ?? null,
    authorId ?? null,
    language ?? null,
    rating ?? null,
  ] as const;
  const set = (value: unknown) => (value === undefined ? 0 : 1);
  const { countUpTo } = options;
  const key = `listing ${[type, categoryId, subCategoryId, authorId, language, rating].map(set).join('')} ${priceBand ?? '-'} ${bandUnit ?? '-'} ${JSON.stringify(keys)} ${limit} ${offset} ${countUpTo ?? '-'}`;
  // Each value bound only when its filter is set (the same test as the key's), never looked at.
  const build = ([c, t, cat, sub, by, lang, stars]: typeof values) =>
    listingPage(
      db,
      c,
      {
        type: type === undefined ? undefined : (t as BookType),
        categoryId: categoryId === undefined ? undefined : (cat as number),
        subCategoryId: subCategoryId === undefined ? undefined : (sub as number),
        authorId: authorId === undefined ? undefined : (by as number),
        language: language === undefined ? undefined : (lang as string),
        rating: rating === undefined ? undefined : (stars as number),
        priceBand,
        bandUnit,
      },
      keys,
      limit,
      offset,
      { countUpTo },
    );
  const inlined = inlinedOf(values);
  return {
    // The country and the type go into the text (db/shapes.ts `inline`): planned once, not per call.
    rows: () => runShape(db, `${key} rows`, values, (bound) => build(bound).rows, inlined),
    total: async () =>
      (await runShape(db, `${key} total`, values, (bound) => build(bound).total, inlined))[0],
  };
}

/**
 * A page of the published books priced in a country, with the filters' rows and the total. A filter
 * naming nothing is a 404 (after an unsupported country, a 422). With a keyword, an author or the facets'
 * filters (`isCounted`) the total is counted up to `searchCountUpTo` of the page's end: `capped` says it
 * is a lower bound (more books match).
 */
export async function listBooks(deps: AppDeps, request: BookListing) {
  const { db } = deps;
  const code = request.country.toLowerCase();
  // A price band's bounds go into the SQL as literals: the country's unit is read alongside.
  const [found, bandUnit] = await Promise.all([
    filterRows(deps, request),
    request.price_band ? bandUnitOf(db, code) : undefined,
  ]);
  const { category, sub, author } = found;
  const keys = listingOrder(request.sort, request.keyword);
  // A Relevance page is picked among the best matches ranked without their prices (a common word
  // matches thousands of books); the page must be whole against the total, else it is asked again.
  const bounded = request.keyword !== undefined && keys === RELEVANCE_ORDER;
  const filters = { ...listingFilters(request, found), bandUnit };
  // A keyword's matches are counted up to a cap (SEARCH_TOTAL_CAP); so are an author's or the facets'
  // in a large catalogue, where each page walks its sort order instead of reading every match.
  const capped = request.keyword !== undefined || (isCounted(filters) && (await catalogueIsLarge(db)));
  const countUpTo = capped ? searchCountUpTo(request.offset + request.limit) : undefined;
  const pageOf = (candidates?: number) =>
    listingQueries(db, code, filters, keys, request.limit, request.offset, { candidates, countUpTo });
  let listing = pageOf(
    bounded ? relevanceCandidates(request.offset + request.limit, request.price_band) : undefined,
  );
  const [firstRows, profiles] = await Promise.all([
    listing.rows(),
    author ? authorProfileRows(db, [author.id]) : undefined,
  ]);
  let rows = firstRows;
  let emptyTotal: number | undefined;
  if (bounded && rows.length < request.limit) {
    if (rows[0] === undefined) emptyTotal = Number((await listing.total())?.n ?? 0);
    const total = emptyTotal ?? Number(rows[0]?.total ?? 0);
    if (request.offset + rows.length < total) {
      listing = pageOf();
      rows = await listing.rows();
      emptyTotal = undefined;
    }
  }
  if (rows.length === 0 && request.keyword && request.offset === 0) {
    // Nothing matches the words: titles close to the keyword instead (a typo forgiven).
    const fuzzy = { ...listingFilters(request, found, true), bandUnit };
    listing = listingQueries(db, code, fuzzy, keys, request.limit, 0, { countUpTo });
    rows = await listing.rows();
    emptyTotal = undefined;
  }
  const first = rows[0];
  let currency: CurrencyInfo;
  let counted: number;
  if (first?.currency_code && first.currency_symbol) {
    currency = { currency_code: first.currency_code, currency_symbol: first.currency_symbol };
    counted = Number(first.total ?? 0);
  } else {
    // No row (a page past the end, or an unsupported country): ask for what the page did not carry.
    currency = await requireCountry(db, request.country);
    counted = emptyTotal ?? Number((await listing.total())?.n ?? 0);
  }
  const beyond = countUpTo !== undefined && counted > countUpTo;
  return {
    rows,
    currency,
    total: beyond ? countUpTo : counted,
    capped: beyond,
    category,
    sub,
    author: profiles?.[0],
  };
}

/** A published book's page (by uid or slug) priced in a country; 422 for the country, else 404. */
export async function bookPage(deps: AppDeps, uid: string, country: string) {
  const { db } = deps;
  // The country goes into the text (db/shapes.ts `inline`); the uid, one of thousands, is bound.
  const [row] = await runShape(
    db,
    'publishedBookPage',
    [country.toLowerCase(), uid] as const,
    ([c, u]) => publishedBookPage(db, c, u),
    [0],
  );
  if (!row?.currency_code || !row.currency_symbol) {
    await requireCountry(deps.db, country); // an unsupported country is a 422 first
    throw notFound('The book was not found.');
  }
  const currency: CurrencyInfo = { currency_code: row.currency_code, currency_symbol: row.currency_symbol };
  return { row, currency };
}

/** The strip of books related to a published book (by uid or slug), priced in a country. */
export async function relatedBooks(deps: AppDeps, uid: string, countryCode: string) {
  const country = await requireCountry(deps.db, countryCode);
  const book = await findPublishedBook(deps.db, uid);
  if (!book) throw notFound('The book was not found.');
  return { country, rows: await relatedRows(deps.db, country.code, book, STRIP) };
}

/** The detail of a book of any status (sellers see their drafts through the same shape) from its card. */
export async function bookDetail(deps: AppDeps, bookId: number, summary: BookSummary): Promise<BookDetail> {
  const book = await detailRow(deps.db, bookId);
  return toDetail(deps, book, book.contributors, summary);
}

/**
 * The facets of a listing's query (issue 25): counts per type, category, language, price band and
 * minimum rating, each applying the other filters only; the price bands' bounds in the country's
 * currency. An unsupported country is a 422, a filter naming nothing a 404.
 */
export async function bookFacets(deps: AppDeps, request: BookFilters) {
  const { db } = deps;
  const [country, found] = await Promise.all([
    requireCountry(db, request.country),
    filterRows(deps, request),
  ]);
  const counts = await facetCounts(db, country.code, listingFilters(request, found));
  if (counts.unit === null) throw invalid('country', 'The selected country has no price levels.');
  return { country, counts, unit: Number(counts.unit) };
}
