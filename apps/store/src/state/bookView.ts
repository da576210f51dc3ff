import { oneOf, persistedSignal, STORAGE_KEYS } from './storage';

export type BookView = 'grid' | 'list';
export const BOOK_VIEWS: readonly BookView[] = ['grid', 'list'];
export const DEFAULT_BOOK_VIEW: BookView = 'grid';

/** How book listings are shown, saved under `book_view`. */
export const bookView = persistedSignal<BookView>(
  STORAGE_KEYS.bookView,
  DEFAULT_BOOK_VIEW,
  oneOf(BOOK_VIEWS),
);

export function setBookView(next: BookView): void {
  bookView.value = next;
}
