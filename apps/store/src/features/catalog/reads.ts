// The reads of the catalogue's landing screens, built in one place for the screens' hooks and for the
// page modules' reads (routes/pages/), so both ask for the same keys. Small on purpose: the route
// tables are in the first chunk.
import type { BookType } from '@bookstore/api-client/constants';
import { listingQuery, type ListingScope } from '@bookstore/api-client/listing';
import { prefetchRead } from '../../api';
import type { DataPrefetch } from '../../page/reads';
import { bookType, bookTypeOfFormat } from '../../state/bookType';
import { countryCode } from '../../state/country';

/** Spec §9: the new releases and trending strips hold 10 books of the preferred type. */
export const STRIP_LIMIT = 10;

/** Home: the curated content and the new releases and trending strips of the preferred type. */
export function homeReads(type: BookType, country: string) {
  return {
    home: { query: { country } },
    newReleases: { query: { type, sort: 'PublicationDateDesc' as const, limit: STRIP_LIMIT, country } },
    trending: { query: { type, sort: 'Trending' as const, limit: STRIP_LIMIT, country } },
  };
}

/** The book type of a listing path (/ebooks/...), ebook when the path names none. */
export function listingTypeOf(pathname: string): BookType {
  return bookTypeOfFormat(pathname.split('/')[1] ?? '') ?? 'ebook';
}

export type { ListingScope };

/**
 * The book listing read for a listing's scope and the URL's filters (spec §4 "Book filters"); the
 * mapping is the API client's (`listingQuery`), which the server's page heads use too.
 */
export function listingRead(params: URLSearchParams, scope: ListingScope, country: string) {
  return { query: listingQuery(params, scope, country) };
}

/**
 * The facets read of a listing (issue 25, an extension): the listing's query without its page and sort,
 * so every page and order of one query shares one answer.
 */
export function facetsRead(params: URLSearchParams, scope: ListingScope, country: string) {
  const { page: _page, sort: _sort, ...query } = listingQuery(params, scope, country);
  return { query };
}

/** A category page's shelves: its collections of the listing's type. */
export function categoryCollectionsRead(category: string, type: BookType, country: string) {
  return { params: { uid: category }, query: { media: type, country } };
}

/** A book page's reads. */
export function bookReads(uid: string, country: string) {
  return { book: { params: { uid }, query: { country } } };
}

export const prefetchHome: DataPrefetch = () => {
  const reads = homeReads(bookType.peek(), countryCode.peek());
  prefetchRead('public', 'listBooks', reads.newReleases);
  prefetchRead('public', 'listBooks', reads.trending);
  prefetchRead('public', 'getHome', reads.home);
};

/** /ebooks, /audiobooks, /printbooks */
export const prefetchMediaListing: DataPrefetch = ({ url }) => {
  const read = listingRead(url.searchParams, { type: listingTypeOf(url.pathname) }, countryCode.peek());
  prefetchRead('public', 'listBooks', read);
};

/**
 * The reads of the book page's sections below the book that the server adds to its prefetch (the
 * reviews'), set by the server entry: a module the browser's first chunk imports would carry them.
 */
export const bookPageServerReads: { below?: DataPrefetch } = {};

export const prefetchBook: DataPrefetch = ({ params, url }) => {
  if (!params.slug) return;
  prefetchRead('public', 'getBook', bookReads(params.slug, countryCode.peek()).book);
  // The server renders what is below the book too: the reviews section (issue 42) and the related strip.
  // The browser reads them from the screen (below the fold), which keeps their code out of its first chunk.
  if (import.meta.env.SSR) {
    bookPageServerReads.below?.({ params, url });
    prefetchRead('public', 'getRelatedBooks', {
      params: { uid: params.slug },
      query: { country: countryCode.peek() },
    });
  }
};
