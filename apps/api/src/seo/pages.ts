/*
 * The head of each public page of the store the server describes, built from the page's data by
 * @bookstore/api-client/page-meta's heads (the same texts the screens set). The page is the store's
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
import { matchStorePage } from '@bookstore/api-client/store-routes';
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

/** How a page's head is made, from its route's parameters (decoded). */
type PageLoader = (
  deps: AppDeps,
  page: PageRequest,
  params: Record<string, string>,
) => PageAnswer | Promise<PageAnswer | undefined>;

/** A page with fixed text (an index of authors, lists, artists). */
const fixed =
  (path: string, text: PageText): PageLoader =>
  (_deps, page) =>
    foundPage(fixedHead(page.origin, path, text));

/** The store's public pages (route patterns of store-routes) the server writes a head for. */
const PAGES: Record<string, PageLoader> = {
  '/': (_deps, page) => foundPage(homeHead(page.origin)),
  '/categories': fixed('/categories', PAGE_TEXTS.categories),
  '/authors': fixed('/authors', PAGE_TEXTS.authors),
  '/lists': fixed('/lists', PAGE_TEXTS.lists),
  '/voas': fixed('/voas', PAGE_TEXTS.voas),
  '/books': (_deps, page) => booksPage(page),
  '/books/{slug}': (_deps, page, { slug = '' }) => bookPage(page, slug),
  '/authors/{username}': (_deps, page, { username = '' }) => authorPage(page, username),
  '/lists/{id}': (deps, page, { id = '' }) => listPage(deps, page, id),
  '/voas/{username}': (deps, page, { username = '' }) => voaPage(deps, page, username),
  ...Object.fromEntries(
    bookTypes.flatMap((type: BookType): Array<[string, PageLoader]> => [
      [`/${type}s`, (_deps, page) => mediaPage(page, type)],
      [`/${type}s/{slug}`, (_deps, page, { slug = '' }) => categoryPage(page, type, slug)],
      [
        `/${type}s/{slug}/{id}`,
        (_deps, page, { slug = '', id = '' }) => subCategoryPage(page, type, slug, id),
      ],
    ]),
  ),
};

/** The loader and decoded parameters of a public page's path; undefined for every other path. */
function pageAt(path: string): { load: PageLoader; params: Record<string, string> } | undefined {
  const match = matchStorePage(path);
  const load = match && PAGES[match.pattern];
  if (!match || !load) return undefined;
  // A malformed escape: not a page the server describes.
  const params = decodedParams(match.params);
  return params && { load, params };
}

/** Whether the server writes a head for this path (else the store's HTML goes out as it is). */
export function isSeoPath(path: string): boolean {
  return pageAt(path) !== undefined;
}

/**
 * The head of a public page, or undefined when the path is not one the server describes. A 404 or a
 * 422 from a service (no such book, author, list...) makes it the Not Found page; others propagate.
 */
export async function describePage(deps: AppDeps, page: PageRequest): Promise<PageAnswer | undefined> {
  const found = pageAt(page.path);
  if (!found) return undefined;
  try {
    return (await found.load(deps, page, found.params)) ?? notFoundPage();
  } catch (error) {
    if (namesNothing(error)) return notFoundPage();
    throw error;
  }
}
