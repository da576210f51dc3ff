/*
 * The book listing's URL: which search parameters of a store listing page (/ebooks, /books,
 * /{format}/{category}...) become which query of the API's listing call. The store's screens and its
 * data prefetch read their listing with it, and the reference API writes the head of the same page
 * from the same query. Zod-free and small: the store's first chunk carries it.
 */
import {
  bookSorts,
  bookTypes,
  priceBands,
  ratingFloors,
  type BookSort,
  type BookType,
  type PriceBand,
  type RatingFloor,
} from './constants';

/** The `page` search parameter (1 when absent or not a whole number above 1). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** What a listing's path fixes, before the URL's filters (page, type, sort, author, search text). */
export interface ListingScope {
  type?: BookType | undefined;
  category?: string | undefined;
  subCategory?: string | undefined;
}

/** The query of the API's book listing call (`GET /api/public/books`) for one page of a listing. */
export interface ListingQuery {
  country: string;
  page: number;
  type: BookType | undefined;
  sort: BookSort | undefined;
  author: string | undefined;
  keyword: string | undefined;
  category: string | undefined;
  sub_category: string | undefined;
  /** Extensions (issue 25): the see-all page's facets. */
  language: string | undefined;
  price_band: PriceBand | undefined;
  rating: RatingFloor | undefined;
}

/** `value` when it is one of `values`, else undefined (a filter read from the URL). */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The listing query for a listing's scope and the URL's filters (spec §4 "Book filters"): a type or
 * sort the API does not know is left out, and blank search text or author are none.
 */
export function listingQuery(params: URLSearchParams, scope: ListingScope, country: string): ListingQuery {
  return {
    country,
    page: pageOf(params),
    type: scope.type ?? oneOf(bookTypes, params.get('type')),
    sort: oneOf(bookSorts, params.get('sort')),
    author: params.get('author')?.trim() || undefined,
    keyword: params.get('keyword')?.trim() || undefined,
    category: scope.category,
    sub_category: scope.subCategory,
    language: params.get('language')?.trim() || undefined,
    price_band: oneOf(priceBands, params.get('price_band')),
    rating: ratingFloors.find((floor) => String(floor) === params.get('rating')),
  };
}
