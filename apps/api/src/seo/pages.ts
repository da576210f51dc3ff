/*
 * What the server knows about each public page of the store: the title and description its screens
 * set (the same text, from @bookstore/api-client/page-meta), the canonical address, the preview image
 * and the schema.org data. The page is the store's route (matchStorePage); its data comes from the
 * page's own reads where its screen makes them (`PageRequest.read`: the book, the listing, the category,
 * read once for the head and the render), else from the services and presenters those calls use.
 */
import { bookTypes, type BookType } from '@bookstore/api-client/constants';
import { contract } from '@bookstore/api-client/contract';
import { pageOf } from '@bookstore/api-client/listing';
import {
  authorPageText,
  bookPageText,
  DEFAULT_DESCRIPTION,
  listPageText,
  PAGE_TEXTS,
  pageTitle,
  voaPageText,
  type PageText,
  summarize,
  artistJsonLd,
  authorJsonLd,
  bookJsonLd,
  itemListJsonLd,
  webSiteJsonLd,
  absoluteUrl,
  authorUrl,
  bookUrl,
  pathOf,
  personName,
  withPage,
} from '@bookstore/api-client/page-meta';
import { matchStorePage } from '@bookstore/api-client/store-routes';
import type { AppDeps } from '../context.ts';
import { offsetOf } from '../lib/pagination.ts';
import { summariesInOrder } from '../presenters/books.ts';
import { toList } from '../presenters/lists.ts';
import { curatedListBooks } from '../services/catalogue.ts';
import { publicArtist } from '../services/voiceover-directory.ts';
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
  coverImage,
  mediaPage,
  parseListing,
  readPageListing,
  subCategoryPage,
} from './listings.ts';

/** The `profile:` properties of a person's page. */
const profileProperties = (person: {
  first_name: string;
  last_name: string;
  username: string;
}): Array<[string, string]> => [
  ['profile:first_name', person.first_name],
  ['profile:last_name', person.last_name],
  ['profile:username', person.username],
];

async function bookPage(page: PageRequest, uid: string): Promise<PageAnswer> {
  // The read the book's screen makes (the same key): the page's render takes the same answer, so a book
  // page reads its book once.
  const { data: book } = await readOfPage(page, 'getBook', {
    params: { uid },
    query: { country: page.country },
  });
  const text = bookPageText(book);
  const canonical = bookUrl(page.origin, book.uid);
  const image = absoluteUrl(page.origin, book.cover_path);
  const properties: Array<[string, string]> = book.authors.map((author) => [
    'book:author',
    authorUrl(page.origin, author.username),
  ]);
  if (book.isbn) properties.push(['book:isbn', book.isbn]);
  if (book.publication_date) properties.push(['book:release_date', book.publication_date]);
  for (const tag of book.tags) properties.push(['book:tag', tag]);
  return foundPage(text, {
    canonical,
    ogType: 'book',
    image: image ? { url: image, alt: `Cover of ${book.title}` } : undefined,
    properties,
    jsonLd: [bookJsonLd(book, canonical, page.origin, summarize(book.description || text.description, 5000))],
  });
}

async function authorPage(page: PageRequest, username: string) {
  // The author's books, as their page lists them (its first page: the screen's read there); the answer
  // names the author (404 when none).
  const listing = { author: username, country: page.country, page: 1 };
  const query = parseListing(listing);
  if (!query) return undefined;
  const books = await readPageListing(page, listing, query);
  const { author } = books;
  if (!author) return undefined;
  const name = author.display_name;
  const canonical = authorUrl(page.origin, author.username);
  const image = absoluteUrl(page.origin, author.avatar);
  return foundPage(authorPageText(name, author.bio), {
    canonical,
    ogType: 'profile',
    image: image ? { url: image, alt: name } : undefined,
    // Under a pen name the page names nobody else: the account's first and last name stay out.
    properties:
      name === personName(author) ? profileProperties(author) : [['profile:username', author.username]],
    jsonLd: [
      authorJsonLd(author, canonical, page.origin),
      itemListJsonLd(`Books by ${name}`, canonical, page.origin, books.books, books.total),
    ],
  });
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
  const canonical = withPage(`${page.origin}${pathOf('lists', list.uid)}`, number);
  const cover = absoluteUrl(page.origin, list.list_cover);
  return foundPage(listPageText(list.list_name, list.description), {
    canonical,
    ogType: 'website',
    image: cover ? { url: cover, alt: list.list_name } : coverImage(page.origin, books, list.list_name),
    jsonLd: [
      {
        ...itemListJsonLd(list.list_name, canonical, page.origin, books, list.books_count, offset + 1),
        ...(list.description ? { description: summarize(list.description, 5000) } : {}),
      },
    ],
  });
}

async function voaPage(deps: AppDeps, page: PageRequest, username: string): Promise<PageAnswer> {
  const artist = await publicArtist(deps, username);
  const canonical = `${page.origin}${pathOf('voas', artist.username)}`;
  const image = absoluteUrl(page.origin, artist.avatar);
  return foundPage(voaPageText(artist.display_name, artist.headline), {
    canonical,
    ogType: 'profile',
    image: image ? { url: image, alt: artist.display_name } : undefined,
    properties: profileProperties(artist),
    jsonLd: [artistJsonLd(artist, canonical, page.origin)],
  });
}

/** The home page: the site's name, and a WebSite with the search the store answers at /books. */
function homePage(page: PageRequest): PageAnswer {
  return {
    status: 200,
    head: {
      title: pageTitle(),
      description: DEFAULT_DESCRIPTION,
      canonical: `${page.origin}/`,
      ogType: 'website',
      jsonLd: [webSiteJsonLd(page.origin)],
    },
  };
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
    foundPage(text, { canonical: `${page.origin}${path}`, ogType: 'website' });

/** The store's public pages (route patterns of store-routes) the server writes a head for. */
const PAGES: Record<string, PageLoader> = {
  '/': (_deps, page) => homePage(page),
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
