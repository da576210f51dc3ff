/*
 * The heads of the store's public pages, each a function of the site's origin and the answers of the
 * page's reads (a book, an author's books, a listing...): the title and description the screens set
 * (page-texts.ts), the canonical address, the preview image and properties, and the JSON-LD.
 */
import type { AuthorProfile, Book, BookSummary, CuratedList, Review, VoiceoverArtist } from '../contract';
import { DEFAULT_DESCRIPTION, NOT_FOUND_TEXT, pageTitle, type PageText } from '../page-title';
import { authorPageText, bookPageText, listPageText, voaPageText } from '../page-texts';
import { artistJsonLd, authorJsonLd, bookJsonLd, itemListJsonLd, webSiteJsonLd } from './json-ld';
import { absoluteUrl, authorUrl, bookUrl, pathOf, personName, withPage } from './naming';
import { summarize, type PageHead } from './tags';

/** A page's head: its title ("… · Bookstore") and description from its text, the rest as given. */
export function headOf(text: PageText, head: Omit<PageHead, 'title' | 'description'>): PageHead {
  return { title: pageTitle(text.title), description: summarize(text.description), ...head };
}

/** The Not Found page's head: crawlers are asked not to list it. */
export function notFoundHead(): PageHead {
  return {
    title: pageTitle(NOT_FOUND_TEXT.title),
    description: NOT_FOUND_TEXT.description,
    ogType: 'website',
    robots: 'noindex',
  };
}

/** The Not Found page's answer: a 404 with the Not Found head (the server's and the browser's alike). */
export const notFoundPage = (): { status: 404; head: PageHead } => ({ status: 404, head: notFoundHead() });

/** The home page: the site's name, and a WebSite with the search the store answers at /books. */
export function homeHead(origin: string): PageHead {
  return {
    title: pageTitle(),
    description: DEFAULT_DESCRIPTION,
    canonical: `${origin}/`,
    ogType: 'website',
    jsonLd: [webSiteJsonLd(origin)],
  };
}

/** A page with fixed text (an index of authors, lists, artists). */
export const fixedHead = (origin: string, path: string, text: PageText): PageHead =>
  headOf(text, { canonical: `${origin}${path}`, ogType: 'website' });

/** The first cover of a page of books, as its preview image. */
export function coverImage(origin: string, books: readonly BookSummary[], alt: string) {
  const url = books.map((book) => absoluteUrl(origin, book.cover_path)).find(Boolean);
  return url ? { url, alt } : undefined;
}

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

/** A book's page, from the book as its screen reads it, and the reviews its page shows first. */
export function bookHead(origin: string, book: Book, reviews: readonly Review[] = []): PageHead {
  const text = bookPageText(book);
  const canonical = bookUrl(origin, book.uid);
  const image = absoluteUrl(origin, book.cover_path);
  const properties: Array<[string, string]> = book.authors.map((author) => [
    'book:author',
    authorUrl(origin, author.username),
  ]);
  if (book.isbn) properties.push(['book:isbn', book.isbn]);
  if (book.publication_date) properties.push(['book:release_date', book.publication_date]);
  for (const tag of book.tags) properties.push(['book:tag', tag]);
  return headOf(text, {
    canonical,
    ogType: 'book',
    image: image ? { url: image, alt: `Cover of ${book.title}` } : undefined,
    properties,
    jsonLd: [
      bookJsonLd(book, canonical, origin, summarize(book.description || text.description, 5000), reviews),
    ],
  });
}

/** An author's page, from the first page of their books (whose answer names the author). */
export function authorHead(
  origin: string,
  author: AuthorProfile,
  books: { books: readonly BookSummary[]; total: number },
): PageHead {
  const name = author.display_name;
  const canonical = authorUrl(origin, author.username);
  const image = absoluteUrl(origin, author.avatar);
  return headOf(authorPageText(name, author.bio), {
    canonical,
    ogType: 'profile',
    image: image ? { url: image, alt: name } : undefined,
    // Under a pen name the page names nobody else: the account's first and last name stay out.
    properties:
      name === personName(author) ? profileProperties(author) : [['profile:username', author.username]],
    jsonLd: [
      authorJsonLd(author, canonical, origin),
      itemListJsonLd(`Books by ${name}`, canonical, origin, books.books, books.total),
    ],
  });
}

/** A curated list's page: one page of its books (`number`, from `offset`), as an ItemList. */
export function listHead(
  origin: string,
  list: Pick<CuratedList, 'uid' | 'list_name' | 'description' | 'list_cover' | 'books_count'>,
  books: readonly BookSummary[],
  page: { number: number; offset: number },
): PageHead {
  const canonical = withPage(`${origin}${pathOf('lists', list.uid)}`, page.number);
  const cover = absoluteUrl(origin, list.list_cover);
  return headOf(listPageText(list.list_name, list.description), {
    canonical,
    ogType: 'website',
    image: cover ? { url: cover, alt: list.list_name } : coverImage(origin, books, list.list_name),
    jsonLd: [
      {
        ...itemListJsonLd(list.list_name, canonical, origin, books, list.books_count, page.offset + 1),
        ...(list.description ? { description: summarize(list.description, 5000) } : {}),
      },
    ],
  });
}

/** A voiceover artist's page. */
export function voaHead(origin: string, artist: VoiceoverArtist): PageHead {
  const canonical = `${origin}${pathOf('voas', artist.username)}`;
  const image = absoluteUrl(origin, artist.avatar);
  return headOf(voaPageText(artist.display_name, artist.headline), {
    canonical,
    ogType: 'profile',
    image: image ? { url: image, alt: artist.display_name } : undefined,
    properties: profileProperties(artist),
    jsonLd: [artistJsonLd(artist, canonical, origin)],
  });
}

/**
 * A listing page: the books the screen shows first, as an ItemList, under `canonical` (the page number
 * and, on /books, the category and author filters; sorts and search text are views of the same books).
 */
export function listingHead(
  origin: string,
  text: PageText,
  canonical: string,
  books: { books: readonly BookSummary[]; total: number; first: number },
  searched: boolean,
): PageHead {
  return headOf(text, {
    canonical,
    ogType: 'website',
    image: coverImage(origin, books.books, text.title),
    // Search results are for the visitor who typed them: followed, never listed.
    ...(searched ? { robots: 'noindex, follow' } : {}),
    jsonLd: [itemListJsonLd(text.title, canonical, origin, books.books, books.total, books.first)],
  });
}
