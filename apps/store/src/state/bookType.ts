import { computed } from '@preact/signals-react';
import { oneOf, persistedSignal, STORAGE_KEYS } from './storage';

export type BookType = 'ebook' | 'audiobook' | 'printbook';
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
export const bookType = persistedSignal<BookType>(
  STORAGE_KEYS.bookType,
  DEFAULT_BOOK_TYPE,
  oneOf(BOOK_TYPES),
);

/** The preferred listing path segment, e.g. `ebooks` for the default. */
export const bookFormat = computed(() => bookFormatOf(bookType.value));

export function setBookType(next: BookType): void {
  bookType.value = next;
}
