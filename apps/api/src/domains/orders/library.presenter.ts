import type { Annotation, BookSummary, LibraryItem, ReadingProgress } from '@bookstore/api-client/contract';
import type { LibraryAnnotationsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import type { LibraryRow } from './library.queries.ts';
import { toSummary } from '../catalogue/books.presenter.ts';
import type { MediaUrls } from '../../media/urls.ts';

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
      author_byline: row.byline,
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

/** Where the user stopped in a library book (the columns of migration 009). */
export function toReadingProgress(row: {
  progress: number;
  location: string | null;
  track_index: number | null;
  position_seconds: number | null;
  progress_updated_at: Date | null;
}): ReadingProgress {
  return {
    location: row.location,
    percent: Math.min(100, Math.max(0, row.progress)),
    track_index: row.track_index,
    position_seconds: row.position_seconds,
    updated_at: row.progress_updated_at?.toISOString() ?? null,
  };
}

export function toAnnotation(row: Selectable<LibraryAnnotationsTable>): Annotation {
  return {
    id: row.id,
    kind: row.kind,
    location: row.location,
    excerpt: row.excerpt,
    chapter: row.chapter,
    percent: Math.min(100, Math.max(0, row.percent)),
    note: row.note,
    color: row.color,
    created_at: row.created_at.toISOString(),
  };
}
