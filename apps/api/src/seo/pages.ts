/*
 * The head of each public page of the store the server describes, built from the page's data by
 * @bookstore/api-client/page-meta's heads (the same texts the screens set). Which pages have which head
 * is the store's (its page modules' `head`, the server entry's `HEAD_PAGES`); the page is the store's
 * route (matchStorePage); its data comes from the page's own reads where its screen makes them
 * (`PageRequest.read`: the book, the listing, the category, read once for the head and the render), else
 * from the services and presenters those calls use.
 */
import { bookTypes, type BookType } from '@bookstore/api-client/constants';
import { contract } from '@bookstore/api-client/contract';
import { pageOf } from '@bookstore/api-client/listing';
import {
  authorHead,
  bookHead,
  fixedHead,
  homeHead,
  listHead,
  PAGE_TEXTS,
  voaHead,
  type PageText,
} from '@bookstore/api-client/page-meta';
import type { HeadKind, HeadPage } from '@bookstore/api-client/render';
import type { StoreRouteMatch } from '@bookstore/api-client/store-routes';
import type { AppDeps } from '../context.ts';
import { offsetOf } from '../lib/pagination.ts';
import { summariesInOrder } from '../domains/catalogue/books.presenter.ts';
import { toList } from '../domains/catalogue/lists.presenter.ts';
import { curatedListBooks } from '../domains/catalogue/catalogue.ts';
import { publicArtist } from '../domains/voiceover/voiceover-directory.ts';
import {
  decodedParams,
  foundPage,
  namesNothing,
  notFoundPage,
  readOfPage,
  type PageAnswer,
  type PageRequest,
} from './answer.ts';
import {
  booksPage,
  categoryPage,
  mediaPage,
  parseListing,
  readPageListing,
  subCategoryPage,
} from './listings.ts';

async function bookPage(page: PageRequest, uid: string): Promise<PageAnswer> {
  // The read the book's screen makes (the same key): the page's render takes the same answer, so a book
  // page reads its book once.
  const { data: book } = await readOfPage(page, 'getBook', {
    params: { uid },
    query: { country: page.country },
  });
  return foundPage(bookHead(page.origin, book));
}

async function authorPage(page: PageRequest, username: string) {
  // The author's books, as their page lists them (its first page: the screen's read there); the answer
  // names the author (404 when none).
  const listing = { author: username, country: page.country, page: 1 };
  const query = parseListing(listing);
  if (!query) return undefined;
  const books = await readPageListing(page, listing, query);
  return books.author && foundPage(authorHead(page.origin, books.author, books));
}

async function listPage(deps: AppDeps, page: PageRequest, uid: string): Promise<PageAnswer> {
  // The page the store shows (pageOf), read as the list's call reads it; the first past what it accepts.
  const schema = contract.public.getListBooks.query;
  const { page: number, per_page: perPage } =
    schema.safeParse({ country: page.country, page: pageOf(page.search) }).data ??
    schema.parse({ country: page.country });
  const offset = offsetOf(number, perPage);
  const found = await curatedListBooks(deps, uid, page.country, perPage, offset);
  const list = toList(deps, found.list);
  const books = summariesInOrder(deps, found.ids, found.rows, found.country);
  return foundPage(listHead(page.origin, list, books, { number, offset }));
}

async function voaPage(deps: AppDeps, page: PageRequest, username: string): Promise<PageAnswer> {
  return foundPage(voaHead(page.origin, await publicArtist(deps, username)));
}

/** How a page's head is made, from its route's pattern and parameters (decoded). */
type PageLoader = (
  deps: AppDeps,
  page: PageRequest,
  route: { pattern: string; params: Record<string, string> },
) => PageAnswer | Promise<PageAnswer | undefined>;

/** A page with fixed text (an index of authors, lists, artists), at its pattern. */
const fixed =
  (text: PageText): PageLoader =>
  (_deps, page, { pattern }) =>
    foundPage(fixedHead(page.origin, pattern, text));

/** The book type of a listing's pattern (`/ebooks/{slug}` → ebook); undefined for another. */
const listingType = (pattern: string): BookType | undefined =>
  bookTypes.find((type) => pattern.split('/')[1] === `${type}s`);

/** A listing of one book type: not found at a pattern of none. */
const ofType =
  (
    load: (
      page: PageRequest,
      type: BookType,
      params: Record<string, string>,
    ) => Promise<PageAnswer | undefined>,
  ): PageLoader =>
  async (_deps, page, { pattern, params }) => {
    const type = listingType(pattern);
    return type && load(page, type, params);
  };

/** Each kind of head the store's pages name (`HeadKind`): the data it reads and its builder. */
const HEADS: Record<HeadKind, PageLoader> = {
  home: (_deps, page) => foundPage(homeHead(page.origin)),
  'fixed:categories': fixed(PAGE_TEXTS.categories),
  'fixed:authors': fixed(PAGE_TEXTS.authors),
  'fixed:lists': fixed(PAGE_TEXTS.lists),
  'fixed:voas': fixed(PAGE_TEXTS.voas),
  books: (_deps, page) => booksPage(page),
  book: (_deps, page, { params: { slug = '' } }) => bookPage(page, slug),
  author: (_deps, page, { params: { username = '' } }) => authorPage(page, username),
  list: (deps, page, { params: { id = '' } }) => listPage(deps, page, id),
  voa: (deps, page, { params: { username = '' } }) => voaPage(deps, page, username),
  'media-listing': ofType((page, type) => mediaPage(page, type)),
  'category-listing': ofType((page, type, { slug = '' }) => categoryPage(page, type, slug)),
  'sub-category-listing': ofType((page, type, { slug = '', id = '' }) =>
    subCategoryPage(page, type, slug, id),
  ),
};

/** The store's head table by route pattern (store-routes' `{name}` for the page's `:name`). */
export type HeadTable = ReadonlyMap<string, HeadKind>;

/** The head table of the store's server entry's `HEAD_PAGES`. */
export const headTable = (pages: readonly HeadPage[]): HeadTable =>
  new Map(pages.map(({ path, head }) => [path.replace(/:([^/]+)/g, '{$1}'), head]));

/** A public page's head to write: how it is made, at which route. */
export interface HeadedPage {
  load: PageLoader;
  route: { pattern: string; params: Record<string, string> };
}

/**
 * The head to write at a store route (matchStorePage), by the store's head table; undefined for a route
 * it names no head for (the store's HTML goes out as it is).
 */
export function headedPage(match: StoreRouteMatch, heads: HeadTable): HeadedPage | undefined {
  const kind = heads.get(match.pattern);
  if (!kind) return undefined;
  // A malformed escape: not a page the server describes.
  const params = decodedParams(match.params);
  return params && { load: HEADS[kind], route: { pattern: match.pattern, params } };
}

/**
 * The head of a public page. A 404 or a 422 from a service (no such book, author, list...) makes it the
 * Not Found page; others propagate.
 */
export async function describePage(
  deps: AppDeps,
  page: PageRequest,
  { load, route }: HeadedPage,
): Promise<PageAnswer> {
  try {
    return (await load(deps, page, route)) ?? notFoundPage();
  } catch (error) {
    if (namesNothing(error)) return notFoundPage();
    throw error;
  }
}
