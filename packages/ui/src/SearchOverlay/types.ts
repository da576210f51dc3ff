import type { LinkComponent } from '../format';

export interface SearchBookResult {
  uid: string;
  title: string;
  type: string;
}
export interface SearchCategoryResult {
  uid: string;
  category_name: string;
}
export interface SearchAuthorResult {
  username: string;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  /** The name readers see (a pen name), shown instead of first, middle and last name when sent. */
  display_name?: string | null;
}

/** The search call's answer: books, categories and author profiles. */
export interface SearchResults {
  books: readonly SearchBookResult[];
  categories: readonly SearchCategoryResult[];
  authors: readonly SearchAuthorResult[];
  /** A close title or name when the text matched little or nothing: offered as "Did you mean …?". */
  suggestion?: string | null;
  /** How many books the full results page lists; the status line says it (else the books shown). */
  book_total?: number | null;
  /** `book_total` was counted only that far ("1,000+ books"). */
  book_total_capped?: boolean;
}

/** The result a user picked, with the text typed in the box when it was picked. */
export type SearchSelection = { query: string; href: string } & (
  | { kind: 'book'; book: SearchBookResult }
  | { kind: 'category'; category: SearchCategoryResult }
  | { kind: 'author'; author: SearchAuthorResult }
  /** "See all results" (the link, or Enter in the search box). */
  | { kind: 'all' }
);

export interface SearchOverlayProps {
  open: boolean;
  /** Called with false on Escape, the close button, a backdrop click or after a result is picked. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the trimmed text after typing pauses, and with "" when the search is cleared or closed.
   * `typedAt` is the `performance.now()` of the keystroke that gave this text, so a caller can time
   * from the keystroke rather than from the end of the pause (spec §9's minimum delay).
   */
  onQueryChange: (query: string, typedAt: number) => void;
  /** Results for the current query; null before the first answer. */
  results?: SearchResults | null;
  /** The query `results` answer (kept on the results as `data-query`); they may lag the typed text. */
  resultsQuery?: string;
  /** The search call is running. */
  loading?: boolean;
  /** Called when a result is picked (clicked or activated), before the overlay closes. */
  onSelect?: (selection: SearchSelection) => void;
  /** Pause after the last keystroke before `onQueryChange`, in ms. */
  debounceMs?: number;
  /** Result links; default /books/{uid}, /books?category={uid} and /authors/{username}. */
  getBookHref?: (book: SearchBookResult) => string;
  getCategoryHref?: (category: SearchCategoryResult) => string;
  getAuthorHref?: (author: SearchAuthorResult) => string;
  /**
   * The full results page for a query. When given, "See all results" ends the results and Enter in the
   * search box goes there.
   */
  getAllResultsHref?: (query: string) => string;
  /** When nothing matches: a way on besides the tips (e.g. every category), as a link. */
  emptyAction?: { href: string; label: string };
  /** Earlier searches, newest first, offered while the box is empty. */
  recentSearches?: readonly string[];
  /** Forgets the recent searches; the list shows a "Clear" button when given. */
  onClearRecentSearches?: () => void;
  linkAs?: LinkComponent;
  /** Portal target, e.g. an element in a widget's shadow root. */
  container?: Element | DocumentFragment | null;
  className?: string;
}
