/*
 * The titles and descriptions of the store's pages (the index pages, and those built from data: a
 * book, an author, a listing): the store's screens set them and the reference API writes them into the
 * HTML it sends.
 */
import type { BookType } from './constants';
import { DEFAULT_DESCRIPTION, type PageText } from './page-title';

/** The index pages, whose text does not depend on data. */
export const PAGE_TEXTS = {
  categories: { title: 'Categories', description: 'Browse books by category and sub-category.' },
  authors: { title: 'Authors', description: 'The authors who publish on the bookstore.' },
  lists: { title: 'Curated lists', description: 'Reading lists put together by our editors.' },
  voas: { title: 'Voiceover artists', description: 'Find a voice for your audiobook or recording.' },
  partners: {
    title: 'Partner programme',
    description: 'Put our books on your site with the widgets and earn a commission on every sale you send.',
  },
} as const satisfies Record<string, PageText>;

/** "Ebooks", "Audiobooks", "Printbooks": the name of a book type's listing. */
const LISTING_NAMES: Record<BookType, string> = {
  ebook: 'Ebooks',
  audiobook: 'Audiobooks',
  printbook: 'Printbooks',
};

/** /ebooks, /audiobooks, /printbooks. */
export function mediaListingText(type: BookType): PageText {
  const name = LISTING_NAMES[type];
  return { title: name, description: `Browse ${name.toLowerCase()}.` };
}

/** "Fiction: Thriller": a sub-category named with its category. */
export const subCategoryName = (category: string, subCategory: string): string =>
  `${category}: ${subCategory}`;

/** A category's or a sub-category's listing of one book type; `description` is the category's own. */
export function categoryListingText(
  name: string,
  type: BookType,
  description?: string | null | undefined,
): PageText {
  const listing = LISTING_NAMES[type];
  return {
    title: `${name} · ${listing}`,
    description: description ?? `${name} ${listing.toLowerCase()}.`,
  };
}

/** /books, titled by the category or the author it is filtered by (a person's name as the store writes it). */
export function booksListingText(category: string | undefined, author: string | undefined): PageText {
  return {
    title: category ? `Books in ${category}` : author ? `Books by ${author}` : 'Books',
    description: 'Browse books of every type.',
  };
}

/** A book's page: its title, and the first 160 characters of its description. */
export function bookPageText(book: { title: string; description: string }): PageText {
  return {
    title: book.title,
    description: book.description ? book.description.slice(0, 160) : DEFAULT_DESCRIPTION,
  };
}

/** An author's page. */
export function authorPageText(name: string, bio: string | null | undefined): PageText {
  return { title: name, description: bio ?? `Books by ${name}.` };
}

/** A curated list's page. */
export function listPageText(name: string, description: string | null | undefined): PageText {
  return { title: name, description: description ?? 'A curated reading list.' };
}

/** A voiceover artist's page. */
export function voaPageText(name: string, headline: string | null | undefined): PageText {
  return { title: name, description: headline || 'A voiceover artist.' };
}
