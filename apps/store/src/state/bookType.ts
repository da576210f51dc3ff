import { bookTypes, type BookType } from '@bookstore/api-client/constants';
import { bookTypeLabel } from '@bookstore/ui';
import { computed } from '@preact/signals-react';
import { showInfo, SHORT_TOAST_MS } from '../feedback/toast';
import { mirrorInCookie, oneOf, persistedSignal, STORAGE_KEYS } from './storage';

/** The book types in the store's display order (the preference bar's): ebook, print book, audiobook. */
export const BOOK_TYPES: readonly BookType[] = ['ebook', 'printbook', 'audiobook'];
export const DEFAULT_BOOK_TYPE: BookType = 'ebook';

/** The listing path segment of a book type: ebooks, audiobooks, printbooks. */
export type BookFormat = `${BookType}s`;

export function bookFormatOf(type: BookType): BookFormat {
  return `${type}s`;
}

/** The book type a listing path segment names, or undefined. */
export function bookTypeOfFormat(format: string): BookType | undefined {
  return BOOK_TYPES.find((type) => bookFormatOf(type) === format);
}

/** The preferred book type (format preference bar), saved under `book_type`. */
export const bookType = persistedSignal<BookType>(STORAGE_KEYS.bookType, DEFAULT_BOOK_TYPE, oneOf(bookTypes));

// The server renders the home page's strips of this type.
mirrorInCookie(bookType, STORAGE_KEYS.bookType);

/** The preferred listing path segment, e.g. `ebooks` for the default. */
export const bookFormat = computed(() => bookFormatOf(bookType.value));

export function setBookType(next: BookType): void {
  bookType.value = next;
}

/** Spec §4: a format change (preference bar, settings) shows "The book type is set to X" for 2 seconds. */
export function changeBookType(next: BookType): void {
  setBookType(next);
  void showInfo(`The book type is set to ${bookTypeLabel(next)}`, SHORT_TOAST_MS);
}
