/*
 * The text of page titles, shared by the store (usePageMeta, in the browser) and the reference API
 * (the head it writes into the HTML of public pages), so both say the same. A module of its own: the
 * store loads it with its pages, not with the first chunk of every route.
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
