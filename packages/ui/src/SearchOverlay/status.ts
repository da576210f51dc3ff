import { formatCount } from '../format';

/** What the status line needs of an answer: its groups and, when the API counts them, its books' total. */
export interface CountedResults {
  books: readonly unknown[];
  categories: readonly unknown[];
  authors: readonly unknown[];
  /** How many books the full results page lists (more than the overlay shows); else the books shown. */
  book_total?: number | null | undefined;
  /** The total was counted only that far: "1,000+ books". */
  book_total_capped?: boolean | undefined;
}

const counted = (count: number, one: string, many: string, capped = false) =>
  `${formatCount(count)}${capped ? '+' : ''} ${count === 1 && !capped ? one : many}`;

/**
 * The answer's groups as the status line says them: "527 books, 1 category, 3 authors". The books are
 * the full results page's total when the answer carries it, so the overlay and that page say the same
 * number ("12 books" there as here); groups with nothing in them are left out.
 */
export function resultsSummary(results: CountedResults): string {
  const books = results.book_total ?? results.books.length;
  return [
    books > 0 ? counted(books, 'book', 'books', results.book_total_capped === true) : '',
    results.categories.length > 0 ? counted(results.categories.length, 'category', 'categories') : '',
    results.authors.length > 0 ? counted(results.authors.length, 'author', 'authors') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Whether the answer holds anything to show. */
export const hasResults = (results: CountedResults): boolean =>
  results.books.length + results.categories.length + results.authors.length > 0;
