// The listing controls' URL side (spec §4 "Book filters": type, sort, author and search text combine
// into one query, kept in the URL). Pure functions, tested in filters.test.ts.
import type { BookSort, BookType } from '@bookstore/api-client/constants';

/** The spec's seven sorts (§9) with the names a shopper reads; the API's default is newest first. */
export const SORT_OPTIONS: readonly { value: BookSort; label: string }[] = [
  { value: 'PublicationDateDesc', label: 'Newest first' },
  { value: 'PublicationDateAsc', label: 'Oldest first' },
  { value: 'Trending', label: 'Trending' },
  { value: 'PriceLow', label: 'Price: low to high' },
  { value: 'PriceHigh', label: 'Price: high to low' },
  { value: 'TitleAsc', label: 'Title: A to Z' },
  { value: 'TitleDesc', label: 'Title: Z to A' },
];

/** The sort a listing uses when the URL names none (the API's order). */
export const DEFAULT_SORT: BookSort = 'PublicationDateDesc';

/** The search parameters the listing controls own (with `page`, which every change resets). */
export const FILTER_PARAMS = ['keyword', 'author', 'type', 'sort'] as const;
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
  };
}

/**
 * The search parameters with `values` applied: each given filter set (or removed when empty, and the
 * sort when it is the default), the page reset to the first. Other parameters (e.g. `category` of
 * /books) stay.
 */
export function withFilters(params: URLSearchParams, values: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) {
    if (!(name in values)) continue;
    const value = values[name]?.trim();
    if (!value || (name === 'sort' && value === DEFAULT_SORT)) next.delete(name);
    else next.set(name, value);
  }
  next.delete('page');
  return next;
}

/** How many filters narrow the results (search text, author, and the type where the URL sets it). */
export function activeFilterCount(params: URLSearchParams): number {
  const values = filterValuesOf(params);
  return [values.keyword, values.author, values.type].filter(Boolean).length;
}

/** The search parameters without the controls' filters and sort, back on the first page. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withFilters(params, { keyword: '', author: '', type: '', sort: '' });
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
