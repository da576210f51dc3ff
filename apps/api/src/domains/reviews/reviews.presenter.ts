import type { AuthorReviews, ModerationReview, MyReview, Review } from '@bookstore/api-client/contract';
import type { QueueItem } from './moderation.ts';
import type { ReviewCoreRow, ReviewRow } from './reviews.queries.ts';

/** The writer's public name: the byline (pen name, else their name), never the email. */
const publicName = (row: { byline: string; username: string }): string => row.byline.trim() || row.username;

type ShownRow = ReviewCoreRow;

function shown(row: ShownRow) {
  return {
    uid: row.uid,
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewer_name: publicName(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    verified_purchase: true as const,
    helpful_count: row.helpful_count,
  };
}

/** A review in a book's list, marked for the viewer (`viewerId` null: a visitor). */
export function toReview(
  row: ShownRow & { user_id: number; voted: boolean; status: string },
  viewerId: number | null,
): Review {
  return {
    ...shown(row),
    voted_helpful: row.voted,
    mine: viewerId !== null && row.user_id === viewerId,
    held: row.status === 'held',
  };
}

export function toMyReview(row: ReviewRow): MyReview {
  return { ...shown(row), status: row.status, hidden_reason: row.hidden_reason };
}

export function toModerationReview({ row, reports }: QueueItem): ModerationReview {
  return {
    uid: row.uid,
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    hidden_reason: row.hidden_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    book: { uid: row.book_uid, title: row.book_title },
    reviewer: { username: row.username, name: publicName(row) },
    held: row.status === 'held',
    reports: reports.map((p) => ({
      reason: p.reason,
      note: p.note,
      reporter: p.username,
      created_at: p.created_at.toISOString(),
    })),
  };
}

export function toAuthorReviews(view: {
  summary: AuthorReviews['summary'];
  newCount: number;
  newest: (ShownRow & { book_uid: string; book_title: string })[];
}): AuthorReviews {
  return {
    summary: view.summary,
    new_count: view.newCount,
    reviews: view.newest.map((row) => ({
      ...shown(row),
      book: { uid: row.book_uid, title: row.book_title },
    })),
  };
}
