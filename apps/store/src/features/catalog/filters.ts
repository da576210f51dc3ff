// The listing controls' URL side (spec §4 "Book filters": type, sort, author and search text combine
// into one query, kept in the URL; issue 25 adds the facets language, price band and rating, and the
// relevance sort). Pure functions, tested in filters.test.ts.
import type { BookSort, BookType } from '@bookstore/api-client/constants';

/**
 * The sorts with the names a shopper reads: the spec's seven (§9) and, first, "Relevance" (an
 * extension, issue 25), which only a listing with search text offers and where it is the default.
 */
export const SORT_OPTIONS: readonly { value: BookSort; label: string }[] = [
  { value: 'Relevance', label: 'Relevance' },
  { value: 'PublicationDateDesc', label: 'Newest first' },
  { value: 'PublicationDateAsc', label: 'Oldest first' },
  { value: 'Trending', label: 'Trending' },
  { value: 'PriceLow', label: 'Price: low to high' },
  { value: 'PriceHigh', label: 'Price: high to low' },
  { value: 'TitleAsc', label: 'Title: A to Z' },
  { value: 'TitleDesc', label: 'Title: Z to A' },
];

/** The sort a listing without search text uses when the URL names none (the API's order). */
export const DEFAULT_SORT: BookSort = 'PublicationDateDesc';

/** The sort the API uses when the URL names none: by relevance with search text, else newest first. */
export const defaultSortFor = (keyword: string): BookSort => (keyword.trim() ? 'Relevance' : DEFAULT_SORT);

/** The sorts a listing offers: "Relevance" only with search text. */
export const sortOptionsFor = (keyword: string) =>
  keyword.trim() ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== 'Relevance');

/** The facets the see-all page adds to the filters (extensions, issue 25), as the URL names them. */
export const FACET_PARAMS = ['language', 'price_band', 'rating'] as const;
export type FacetParam = (typeof FACET_PARAMS)[number];

/** The search parameters the listing controls own (with `page`, which every change resets). */
export const FILTER_PARAMS = ['keyword', 'author', 'type', 'sort', ...FACET_PARAMS] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** What the controls set: empty strings and the default sort leave their parameter out of the URL. */
export type FilterValues = Partial<Record<FilterParam, string>>;

/** The listing controls' values as the URL holds them (trimmed; missing ones are ''). */
export function filterValuesOf(params: URLSearchParams): Record<FilterParam, string> {
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    author: params.get('author')?.trim() ?? '',
    type: params.get('type')?.trim() ?? '',
    sort: params.get('sort')?.trim() ?? '',
    language: params.get('language')?.trim() ?? '',
    price_band: params.get('price_band')?.trim() ?? '',
    rating: params.get('rating')?.trim() ?? '',
  };
}

/**
 * The search parameters with `values` applied: each given filter set (or removed when empty), the page
 * reset to the first. The sort is left out when it is the default for the search text that results
 * (relevance with text, newest first without), and "Relevance" without search text means nothing.
 * Other parameters (e.g. `category` of /books) stay.
 */
export function withFilters(params: URLSearchParams, values: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) {
    if (!(name in values)) continue;
    const value = values[name]?.trim();
    if (!value) next.delete(name);
    else next.set(name, value);
  }
  const sort = next.get('sort');
  const keyword = next.get('keyword') ?? '';
  if (sort === 'Relevance' || sort === defaultSortFor(keyword)) next.delete('sort');
  next.delete('page');
  return next;
}

/** The narrowing filters: search text, author, the type where the URL sets it, and the facets. */
const NARROWING = ['keyword', 'author', 'type', ...FACET_PARAMS] as const;

/** How many filters narrow the results (search text, author, the type where the URL sets it, facets). */
export function activeFilterCount(params: URLSearchParams): number {
  const values = filterValuesOf(params);
  return NARROWING.filter((name) => values[name] !== '').length;
}

/** The search parameters without the controls' filters and sort, back on the first page. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withFilters(params, Object.fromEntries(FILTER_PARAMS.map((name) => [name, ''])));
}

/**
 * The /books listing with another category (the category facet; '' for every category), back on the
 * first page. The category is the page's own parameter there (its heading names it), so clearing the
 * filters keeps it; this is the one way it changes.
 */
export function withCategory(params: URLSearchParams, category: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (category) next.set('category', category);
  else next.delete('category');
  next.delete('page');
  return next;
}

/** `?query` of search parameters ('' when there are none). */
export function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The same listing for another book type: `/ebooks/C1/S2?…` becomes `/audiobooks/C1/S2?…` (the media
 * listings take the type from the path), keeping the filters and dropping the page.
 */
export function listingPathForType(pathname: string, params: URLSearchParams, type: BookType): string {
  const [, , ...rest] = pathname.split('/');
  const next = new URLSearchParams(params);
  next.delete('page');
  next.delete('type');
  return `/${[`${type}s`, ...rest].join('/')}${searchOf(next)}`;
}
