/*
 * The heads of the store's book listings (/books, /ebooks, /{format}/{category}[/{sub-category}]): the
 * books the screen shows first, as an ItemList, from the page's own reads (the listing with the store's
 * URL → query mapping, `listingQuery`; the category or sub-category), which its render then takes too.
 */
import type { BookType } from '@bookstore/api-client/constants';
import { contract, type AuthorProfile, type CategoryRef } from '@bookstore/api-client/contract';
import { listingQuery, type ListingScope } from '@bookstore/api-client/listing';
import {
  booksListingText,
  categoryListingText,
  mediaListingText,
  subCategoryName,
  listingHead,
  pathOf,
  type PageText,
} from '@bookstore/api-client/page-meta';
import type { z } from 'zod';
import { offsetOf } from '../lib/pagination.ts';
import { foundPage, readOfPage, type PageAnswer, type PageRequest } from './answer.ts';

const listQuery = contract.public.listBooks.query;
type ListQuery = z.output<typeof listQuery>;

/** The listing query as the API reads it (defaults applied), or undefined when it would refuse it. */
export function parseListing(query: unknown): ListQuery | undefined {
  const parsed = listQuery.safeParse(query);
  return parsed.success ? parsed.data : undefined;
}

/**
 * One page of the book listing as the page's screen reads it (the same call with the same query, the
 * store's `listingQuery` of the URL on the listings): the books, their count, what filtered them.
 * `query` is `listing` as the API parses it (its page and page size).
 */
export async function readPageListing(page: PageRequest, listing: object, query: ListQuery) {
  const { data, filters } = await readOfPage(page, 'listBooks', { query: listing });
  return {
    books: data.items,
    total: data.total,
    first: offsetOf(query.page, query.per_page) + 1,
    page: query.page,
    author: filters.author ?? undefined,
    category: filters.category ?? undefined,
  };
}

/** What the listing's answer says it filtered by, for a title that names it. */
interface ListingFilters {
  author: AuthorProfile | undefined;
  category: CategoryRef | undefined;
}

/**
 * A listing page: the books the screen shows first (its URL's page, sort and filters, as the store
 * reads them), as an ItemList. The canonical address keeps the page number and, on /books, the
 * category and author filters; sorts and search text are views of the same books.
 */
async function listingPage(
  page: PageRequest,
  path: string,
  scope: ListingScope,
  named: (filters: ListingFilters) => PageText,
  /** The category /books takes from its URL (a filter, dropped with the others when refused). */
  urlCategory?: string | undefined,
): Promise<PageAnswer | undefined> {
  const bare = {
    country: page.country,
    type: scope.type,
    category: scope.category,
    sub_category: scope.subCategory,
  };
  const wanted = listingQuery(
    page.search,
    { ...scope, category: scope.category ?? urlCategory },
    page.country,
  );
  // Filters the listing would refuse (an author no account could have) leave the plain listing.
  const accepted = parseListing(wanted) ? wanted : bare;
  const query = parseListing(accepted);
  if (!query) return undefined;
  const books = await readPageListing(page, accepted, query);
  const text = named(books);
  const canonicalQuery = new URLSearchParams();
  if (path === '/books') {
    if (query.category) canonicalQuery.set('category', query.category);
    if (query.author) canonicalQuery.set('author', query.author);
  }
  if (books.page > 1) canonicalQuery.set('page', String(books.page));
  const search = canonicalQuery.toString();
  const canonical = `${page.origin}${path}${search ? `?${search}` : ''}`;
  return foundPage(listingHead(page.origin, text, canonical, books, Boolean(query.keyword)));
}

/** /books?category={uid} or ?author={username}: every type, titled by its filter (BooksScreen). */
export function booksPage(page: PageRequest) {
  const category = page.search.get('category')?.trim() || undefined;
  return listingPage(
    page,
    '/books',
    {},
    (filters) => booksListingText(filters.category?.category_name, filters.author?.display_name),
    category,
  );
}

/** /ebooks, /audiobooks, /printbooks */
export function mediaPage(page: PageRequest, type: BookType) {
  return listingPage(page, pathOf(`${type}s`), { type }, () => mediaListingText(type));
}

/** /{format}/{category}: titled by the category, described by its own description. */
export async function categoryPage(page: PageRequest, type: BookType, uid: string) {
  // The category as the page reads it (its screen's key): one read for the head and the render.
  const { data: category } = await readOfPage(page, 'getCategory', { params: { uid } });
  return listingPage(page, pathOf(`${type}s`, uid), { type, category: uid }, () =>
    categoryListingText(category.category_name, type, category.description),
  );
}

/** /{format}/{category}/{sub-category}: titled by the sub-category and its category. */
export async function subCategoryPage(page: PageRequest, type: BookType, categoryUid: string, uid: string) {
  // The sub-category as the page reads it (its screen's key).
  const { data: sub } = await readOfPage(page, 'getSubCategory', { params: { uid } });
  const name = subCategoryName(sub.category.category_name, sub.sub_category_name);
  return listingPage(page, pathOf(`${type}s`, categoryUid, uid), { type, subCategory: uid }, () =>
    categoryListingText(name, type),
  );
}
