import type { SearchResult } from '@bookstore/api-client/contract';
import type { BookType } from '../../db/schema.ts';
import { categoryRef } from './categories.presenter.ts';

/** The search box's three groups, and how many books the see-all page lists (issue 39). */
export function toSearchResult(
  books: readonly { uid: string; title: string; type: BookType }[],
  categories: readonly { uid: string; name: string }[],
  authors: readonly {
    username: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    byline: string;
  }[],
  suggestion: string | null,
  bookTotal: { total: number; capped: boolean },
): SearchResult {
  return {
    books: books.map((b) => ({ uid: b.uid, title: b.title, type: b.type })),
    categories: categories.map(categoryRef),
    authors: authors.map((a) => ({
      username: a.username,
      first_name: a.first_name,
      middle_name: a.middle_name,
      last_name: a.last_name,
      display_name: a.byline,
    })),
    suggestion,
    book_total: bookTotal.total,
    book_total_capped: bookTotal.capped,
  };
}
