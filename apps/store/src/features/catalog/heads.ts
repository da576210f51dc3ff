/*
 * The heads of the catalogue's public pages (their page modules name them: `catalog.heads('book')`; the
 * home page's too, so the landing's own chunk stays small), each made from the reads its screen makes,
 * under the same keys (reads.ts, pageReads.ts), with the builders of @bookstore/api-client/page-meta.
 * The server writes them into the page's HTML; the browser sets the title, description and canonical
 * link from them (app/DeclaredHead.tsx). In the area's chunk (index.ts), out of the first one.
 */
import {
  authorHead,
  bookHead,
  fixedHead,
  homeHead,
  listHead,
  PAGE_TEXTS,
  pathOf,
} from '@bookstore/api-client/page-meta';
import type { PageHeadOf } from '../../page/head';
import { authorReads, listReads } from './pageReads';
import { bookReviewReads } from '../reviews/reviewReads';
import { bookReads } from './reads';

export { books, categoryListing, mediaListing, subCategoryListing } from './listingHeads';

/** The home page: the site's name, and the search the store answers at /books. */
export const home: PageHeadOf = async ({ origin }) => homeHead(origin);

/** A page of fixed text (`PAGE_TEXTS`), at the path of its key. */
export const fixedPageHead =
  (key: 'categories' | 'authors' | 'lists'): PageHeadOf =>
  async ({ origin }) =>
    fixedHead(origin, pathOf(key), PAGE_TEXTS[key]);

export const categories = fixedPageHead('categories');
export const authors = fixedPageHead('authors');
export const lists = fixedPageHead('lists');

/** /books/{slug}: the book as its screen reads it. */
export const book: PageHeadOf = async ({ origin, url, params: { slug }, country, read, readIn }) => {
  if (!slug) return undefined;
  const [found, reviews] = await Promise.all([
    read('getBook', bookReads(slug, country).book),
    // The reviews the page shows first (its reviews section's read), named in its JSON-LD.
    readIn('reviews', 'list', bookReviewReads(slug, url.searchParams).list),
  ]);
  return bookHead(origin, found.data, reviews.data.items);
};

/** /authors/{username}: the profile, and the page of their books the screen shows. */
export const author: PageHeadOf = async ({ origin, url, params: { username }, country, read }) => {
  if (!username) return undefined;
  const reads = authorReads(username, url.searchParams, country);
  const [profile, books] = await Promise.all([
    read('getAuthor', reads.author),
    read('listBooks', reads.books),
  ]);
  return authorHead(origin, profile.data, { books: books.data.items, total: books.data.total });
};

/** /lists/{uid}: the list, and the page of its books the screen shows. */
export const list: PageHeadOf = async ({ origin, url, params: { id }, country, read }) => {
  if (!id) return undefined;
  const reads = listReads(id, url.searchParams, country);
  const [found, books] = await Promise.all([read('getList', reads.list), read('getListBooks', reads.books)]);
  const { items, page, per_page: perPage } = books.data;
  return listHead(origin, found.data, items, { number: page, offset: (page - 1) * perPage });
};
