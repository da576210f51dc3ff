// The reads of the catalogue's other server-rendered pages (categories and sub-categories, /books,
// authors, lists), built in one place for the screens' hooks and for their page modules' reads
// (routes/pages/), so the browser's page load and the server ask for the same SWR keys and the server
// renders each page once (entry-server.tsx). Not in reads.ts: the page modules load these with the
// catalog chunk (index.ts), so the browser's first chunk (the home route's budget) does not carry them.
import type { BookType } from '@bookstore/api-client/constants';
import { prefetchRead } from '../../api';
import type { DataPrefetch } from '../../page/reads';
import { countryCode } from '../../state/country';
import { listQueryOf, pageOf } from '../shared/pageParam';
import { activeFilterCount } from './filters';
import { categoryCollectionsRead, facetsRead, listingRead, listingTypeOf } from './reads';

/**
 * /books?category=&author=&keyword=: the category named in the query (for the heading), the listing
 * and its facets (the see-all page offers every facet, issue 25).
 */
export function booksReads(params: URLSearchParams, country: string) {
  const category = params.get('category') ?? undefined;
  return {
    category,
    categoryDetail: category ? { params: { uid: category } } : null,
    listing: listingRead(params, { category }, country),
    facets: facetsRead(params, { category }, country),
  };
}

/**
 * Whether a category page is being browsed (no filter, page or sort chosen): it then shows the
 * category's shelves above the listing.
 */
export function browsingCategory(params: URLSearchParams): boolean {
  return activeFilterCount(params) === 0 && !params.get('page') && !params.get('sort');
}

/** /{book_format}/{category_uid}/{sub_category_uid}: the sub-category and its listing. */
export function subCategoryReads(params: URLSearchParams, id: string, type: BookType, country: string) {
  return {
    subCategory: { params: { uid: id } },
    listing: listingRead(params, { type, subCategory: id }, country),
  };
}

/** /authors?keyword=: one page of the authors, searched by name. */
export const AUTHOR_FILTERS = ['keyword'] as const;

export function authorsRead(params: URLSearchParams) {
  return { query: listQueryOf(params, AUTHOR_FILTERS) };
}

/** /authors/{username}: the profile and one page of the author's books. */
export function authorReads(username: string, params: URLSearchParams, country: string) {
  return {
    author: { params: { username } },
    books: { query: { author: username, country, page: pageOf(params) } },
  };
}

/** /lists/{uid}: the list and one page of its books. */
export function listReads(uid: string, params: URLSearchParams, country: string) {
  return {
    list: { params: { uid } },
    books: { params: { uid }, query: { country, page: pageOf(params) } },
  };
}

/** /books */
export const prefetchBooks: DataPrefetch = ({ url }) => {
  const reads = booksReads(url.searchParams, countryCode.peek());
  if (reads.categoryDetail) prefetchRead('public', 'getCategory', reads.categoryDetail);
  prefetchRead('public', 'listBooks', reads.listing);
  prefetchRead('public', 'getBookFacets', reads.facets);
};

/** /{book_format}/{category_uid}: the category, its shelves while browsing it, and the listing. */
export const prefetchCategoryPage: DataPrefetch = ({ params, url }) => {
  const category = params.slug;
  if (!category) return;
  const type = listingTypeOf(url.pathname);
  const country = countryCode.peek();
  prefetchRead('public', 'getCategory', { params: { uid: category } });
  if (browsingCategory(url.searchParams))
    prefetchRead('public', 'getCategoryCollections', categoryCollectionsRead(category, type, country));
  prefetchRead('public', 'listBooks', listingRead(url.searchParams, { type, category }, country));
};

/** /{book_format}/{category_uid}/{sub_category_uid} */
export const prefetchSubCategory: DataPrefetch = ({ params, url }) => {
  if (!params.id) return;
  const reads = subCategoryReads(
    url.searchParams,
    params.id,
    listingTypeOf(url.pathname),
    countryCode.peek(),
  );
  prefetchRead('public', 'getSubCategory', reads.subCategory);
  prefetchRead('public', 'listBooks', reads.listing);
};

/** /authors */
export const prefetchAuthors: DataPrefetch = ({ url }) => {
  prefetchRead('public', 'listAuthors', authorsRead(url.searchParams));
};

/** /authors/{username} */
export const prefetchAuthor: DataPrefetch = ({ params, url }) => {
  if (!params.username) return;
  const reads = authorReads(params.username, url.searchParams, countryCode.peek());
  prefetchRead('public', 'getAuthor', reads.author);
  prefetchRead('public', 'listBooks', reads.books);
};

/** /lists */
export const prefetchLists: DataPrefetch = () => {
  prefetchRead('public', 'listLists', {});
};

/** /lists/{uid} */
export const prefetchList: DataPrefetch = ({ params, url }) => {
  if (!params.id) return;
  const reads = listReads(params.id, url.searchParams, countryCode.peek());
  prefetchRead('public', 'getList', reads.list);
  prefetchRead('public', 'getListBooks', reads.books);
};

/** /categories */
export const prefetchCategories: DataPrefetch = () => {
  prefetchRead('public', 'listCategories', {});
};
