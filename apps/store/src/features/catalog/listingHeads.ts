/*
 * The heads of the book listings (/books, /ebooks, /{format}/{category}[/{sub-category}]): the books the
 * screen shows first, as an ItemList, from the listing read the screen makes (`listingRead`, the same
 * key) and the category or sub-category it reads.
 */
import type { BookType } from '@bookstore/api-client/constants';
import type { ListingScope } from '@bookstore/api-client/listing';
import {
  booksListingText,
  categoryListingText,
  listingHead,
  mediaListingText,
  pathOf,
  subCategoryName,
  type PageText,
} from '@bookstore/api-client/page-meta';
import type { apiKeys } from '@bookstore/api-client/react';
import type { HeadRequest, PageHeadOf } from '../../page/head';
import { booksReads, subCategoryReads } from './pageReads';
import { listingRead, listingTypeOf } from './reads';

type ListingAnswer = Awaited<ReturnType<typeof readListing>>;

/** The book listing's query, as its key takes it. */
type ListingQuery = Parameters<typeof apiKeys.public.listBooks>[0]['query'];

/** The listing for a query, as the screen reads it. */
const readListing = (read: HeadRequest['read'], query: ListingQuery) => read('listBooks', { query });

/**
 * A listing page: the books the screen shows first (its URL's page, sort and filters), as an ItemList.
 * The canonical address keeps the page number and, on /books, the category and author filters; sorts
 * and search text are views of the same books. Filters the listing refuses (a 422: an author no account
 * could have) leave the plain listing of the path's `scope`.
 */
async function listingPageHead(
  { origin, url, country, read }: HeadRequest,
  path: string,
  scope: ListingScope,
  named: (filters: ListingAnswer['filters']) => PageText,
  /** What the screen reads (/books adds the category of its URL). */
  wanted: ListingScope = scope,
) {
  const query = listingRead(url.searchParams, wanted, country).query;
  let accepted: ListingQuery = query;
  let answer: ListingAnswer;
  try {
    answer = await readListing(read, query);
  } catch (error) {
    if ((error as { status?: unknown }).status !== 422) throw error;
    accepted = { country, type: scope.type, category: scope.category, sub_category: scope.subCategory };
    answer = await readListing(read, accepted);
  }
  const { items, total, page, per_page: perPage } = answer.data;
  const canonicalQuery = new URLSearchParams();
  if (path === '/books') {
    if (accepted.category) canonicalQuery.set('category', accepted.category);
    if (accepted.author) canonicalQuery.set('author', accepted.author);
  }
  if (page > 1) canonicalQuery.set('page', String(page));
  const search = canonicalQuery.toString();
  const canonical = `${origin}${path}${search ? `?${search}` : ''}`;
  const shown = { books: items, total, first: (page - 1) * perPage + 1 };
  return listingHead(origin, named(answer.filters), canonical, shown, Boolean(accepted.keyword));
}

/** /books?category={uid} or ?author={username}: every type, titled by its filter (BooksScreen). */
export const books: PageHeadOf = (request) =>
  listingPageHead(
    request,
    '/books',
    {},
    (filters) => booksListingText(filters.category?.category_name, filters.author?.display_name),
    { category: booksReads(request.url.searchParams, request.country).category },
  );

/** /ebooks, /audiobooks, /printbooks */
export const mediaListing: PageHeadOf = (request) => {
  const type = listingTypeOf(request.url.pathname);
  return listingPageHead(request, pathOf(`${type}s`), { type }, () => mediaListingText(type));
};

/** /{format}/{category}: titled by the category, described by its own description. */
export const categoryListing: PageHeadOf = async (request) => {
  const { slug } = request.params;
  if (!slug) return undefined;
  const type: BookType = listingTypeOf(request.url.pathname);
  // The category as the screen reads it.
  const { data: category } = await request.read('getCategory', { params: { uid: slug } });
  return listingPageHead(request, pathOf(`${type}s`, slug), { type, category: slug }, () =>
    categoryListingText(category.category_name, type, category.description),
  );
};

/** /{format}/{category}/{sub-category}: titled by the sub-category and its category. */
export const subCategoryListing: PageHeadOf = async (request) => {
  const { slug, id } = request.params;
  if (!slug || !id) return undefined;
  const type = listingTypeOf(request.url.pathname);
  const reads = subCategoryReads(request.url.searchParams, id, type, request.country);
  const { data: sub } = await request.read('getSubCategory', reads.subCategory);
  const name = subCategoryName(sub.category.category_name, sub.sub_category_name);
  return listingPageHead(request, pathOf(`${type}s`, slug, id), { type, subCategory: id }, () =>
    categoryListingText(name, type),
  );
};
