/*
 * The heads of the catalogue's public pages (their page modules name them: `catalog.heads('bookHead')`),
 * each made from the reads its screen makes, under the same keys (reads.ts, pageReads.ts), with the
 * builders of @bookstore/api-client/page-meta. The server writes them into the page's HTML; the browser
 * sets the title, description and canonical link from them (app/DeclaredHead.tsx). Their own chunk,
 * loaded after the page's first render.
 */
import {
  authorHead as authorHeadOf,
  bookHead as bookHeadOf,
  fixedHead,
  homeHead as homeHeadOf,
  listHead as listHeadOf,
  PAGE_TEXTS,
  pathOf,
} from '@bookstore/api-client/page-meta';
import type { PageHeadOf } from '../../page/head';
import { authorReads, listReads } from './pageReads';
import { bookReads } from './reads';

export { booksHead, categoryListingHead, mediaListingHead, subCategoryListingHead } from './listingHeads';

/** The home page: the site's name, and the search the store answers at /books. */
export const homeHead: PageHeadOf = async ({ origin }) => homeHeadOf(origin);

/** A page of fixed text (`PAGE_TEXTS`), at the path of its key. */
export const fixedPageHead =
  (key: 'categories' | 'authors' | 'lists'): PageHeadOf =>
  async ({ origin }) =>
    fixedHead(origin, pathOf(key), PAGE_TEXTS[key]);

export const categoriesHead = fixedPageHead('categories');
export const authorsHead = fixedPageHead('authors');
export const listsHead = fixedPageHead('lists');

/** /books/{slug}: the book as its screen reads it. */
export const bookHead: PageHeadOf = async ({ origin, params: { slug }, country, read }) => {
  if (!slug) return undefined;
  const { data: book } = await read('getBook', bookReads(slug, country).book);
  return bookHeadOf(origin, book);
};

/** /authors/{username}: the profile, and the page of their books the screen shows. */
export const authorHead: PageHeadOf = async ({ origin, url, params: { username }, country, read }) => {
  if (!username) return undefined;
  const reads = authorReads(username, url.searchParams, country);
  const [author, books] = await Promise.all([
    read('getAuthor', reads.author),
    read('listBooks', reads.books),
  ]);
  return authorHeadOf(origin, author.data, { books: books.data.items, total: books.data.total });
};

/** /lists/{uid}: the list, and the page of its books the screen shows. */
export const listHead: PageHeadOf = async ({ origin, url, params: { id }, country, read }) => {
  if (!id) return undefined;
  const reads = listReads(id, url.searchParams, country);
  const [list, books] = await Promise.all([read('getList', reads.list), read('getListBooks', reads.books)]);
  const { items, page, per_page: perPage } = books.data;
  return listHeadOf(origin, list.data, items, { number: page, offset: (page - 1) * perPage });
};
