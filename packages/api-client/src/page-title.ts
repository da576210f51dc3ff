/*
 * Page titles: the site's name, the title builder, and the text of the Not Found page, which the
 * store's shell shows. Small: the store's first chunk carries it; the texts built from data are in
 * page-texts.ts, loaded with the screens that use them. Both are the `./page-meta` entry.
 */

/** The store's name: the end of every page title and the Open Graph site name. */
export const SITE_NAME = 'Bookstore';
/** The description of a page that names none (the store's index.html carries the same). */
export const DEFAULT_DESCRIPTION = 'Buy ebooks, audiobooks and print books, and work with voiceover artists.';

/**
 * A page's document title, "Book title · Bookstore" (the site's name alone without one): the store sets
 * it in the browser and the server writes the same text into the HTML it sends for public pages.
 */
export const pageTitle = (title?: string): string => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/** A page's title (before " · Bookstore", which pageTitle adds) and its description meta. */
export interface PageText {
  title: string;
  description: string;
}

/** The Not Found page's text (the store's shell shows it, the server sends it with a 404). */
export const NOT_FOUND_TEXT: PageText = {
  title: 'Page not found',
  description: 'This page could not be found.',
};
