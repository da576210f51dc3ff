import type { BookSummary, LibraryItem } from '@bookstore/api-client/contract';
import type { LibraryRow } from '../queries/library.ts';
import { toSummary } from './books.ts';
import type { MediaUrls } from './common.ts';

/** A library book's card: the price shown is what the buyer paid, in the order's currency. */
export function toLibrarySummary(urls: MediaUrls, row: LibraryRow): BookSummary {
  return toSummary(
    urls,
    {
      ...row,
      amount: row.unit_amount ?? 0,
      author_username: row.username,
      author_first_name: row.first_name,
      author_middle_name: row.middle_name,
      author_last_name: row.last_name,
      author_avatar: row.avatar_path,
    },
    row,
  );
}

export function toLibraryItem(urls: MediaUrls, row: LibraryRow): LibraryItem {
  return {
    id: row.id,
    book: toLibrarySummary(urls, row),
    order_id: row.order_id ?? 0,
    purchased_at: row.created_at.toISOString(),
    progress_percent: Math.min(100, Math.max(0, row.progress)),
    last_opened_at: row.last_opened_at?.toISOString() ?? null,
  };
}
