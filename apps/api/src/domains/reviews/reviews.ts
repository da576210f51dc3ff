/**
 * Readers' reviews (issue 42). A reader who bought a book (paid, not refunded) and is not its author
 * writes one review of it, edits or deletes it; others mark reviews helpful or report them. Every
 * change locks the book's row first and rewrites its figures (books.rating_average and rating_count)
 * in the same transaction, so concurrent changes to one book never lose one another.
 */
import { publicChange } from '../../lib/public-caches.ts';
import type { Kysely } from 'kysely';
import type { ReportReason, ReviewRefusal, ReviewSort } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { Conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { shortUid } from '../../lib/crypto.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { limitReportWrite, limitReviewWrite, limitVote } from '../../lib/throttling.ts';
import {
  addVote,
  bookByUid,
  countListed,
  deleteReview,
  distributionOf,
  helpfulCount,
  insertReport,
  insertReview,
  isContributor,
  lockBook,
  purchaseOf,
  recomputeFigures,
  removeVote,
  reviewByUid,
  reviewOf,
  reviewPage,
  updateReview,
  withdrawRefunded,
} from './reviews.queries.ts';

/** A link in a review's words: a scheme, `www.`, or a bare domain such as `x.com`. */
const LINK =
  /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|co|ng|uk|info|biz|xyz|me|ly|app|dev|link|site|shop)\b)/i;

/** Whether the words hold a link: such a review waits for an operator before it is shown. */
export const containsLink = (...texts: (string | null)[]): boolean =>
  texts.some((t) => t !== null && LINK.test(t));

async function publishedBook(deps: Pick<AppDeps, 'db'>, uid: string) {
  const book = await bookByUid(deps.db, uid);
  if (!book) throw notFound('The book was not found.');
  return book;
}

/** Why `userId` may not review the book, or null when they may. */
async function refusalOf(
  db: Kysely<Database>,
  userId: number,
  book: { id: number; author_id: number },
): Promise<ReviewRefusal | null> {
  if (book.author_id === userId || (await isContributor(db, userId, book.id))) return 'own_book';
  const purchase = await purchaseOf(db, userId, book.id);
  if (Number(purchase.items) === 0) return 'not_purchased';
  return Number(purchase.kept) === 0 ? 'refunded' : null;
}

const REFUSALS: Record<ReviewRefusal, string> = {
  not_purchased: 'Only readers who bought this book can review it.',
  own_book: 'Authors cannot review their own books.',
  refunded: 'Your purchase of this book was refunded, so you can no longer review it.',
};

/** A book's figures and how many counted reviews per star, 5 first. */
export async function reviewSummary(deps: Pick<AppDeps, 'db'>, uid: string) {
  const book = await publishedBook(deps, uid);
  const rows = await distributionOf(deps.db, [book.id]);
  return { average: Number(book.rating_average), count: book.rating_count, distribution: starsOf(rows) };
}

/** Five rows, 5 stars down to 1, from grouped counts. */
export function starsOf(rows: { rating: number; n: number | string }[]) {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: Number(rows.find((r) => r.rating === stars)?.n ?? 0),
  }));
}

/** A page of a book's counted reviews (and the viewer's own held one), with `viewerId`'s votes. */
export async function listReviews(
  deps: Pick<AppDeps, 'db'>,
  uid: string,
  query: { page: number; per_page: number; sort: ReviewSort; stars?: number | undefined },
  viewerId: number | null,
) {
  const book = await publishedBook(deps, uid);
  const rows = await reviewPage(
    deps.db,
    {
      bookId: book.id,
      sort: query.sort,
      stars: query.stars,
      limit: query.per_page,
      offset: offsetOf(query.page, query.per_page),
    },
    viewerId,
  );
  // The total rides on the page's rows; a page past the end asks for it.
  const total =
    rows[0]?.total ??
    (query.page > 1 ? await countListed(deps.db, { bookId: book.id, stars: query.stars }, viewerId) : 0);
  return pageOf(rows, query.page, query.per_page, total);
}

/** The reader's own review of the book (any state) and whether they may review it. */
export async function myReview(deps: Pick<AppDeps, 'db'>, userId: number, uid: string) {
  const book = await publishedBook(deps, uid);
  const [review, reason] = await Promise.all([
    reviewOf(deps.db, userId, book.id),
    refusalOf(deps.db, userId, book),
  ]);
  return { review: review ?? null, eligibility: { can_review: reason === null, reason } };
}

/**
 * Writes or replaces the reader's review. Refused (403, with the reason) to a reader who did not buy
 * the book, whose purchase was refunded, or who wrote it. Words with a link are held for an operator.
 */
export async function saveReview(
  deps: AppDeps,
  userId: number,
  uid: string,
  body: { rating: number; title: string | null; body: string | null },
) {
  const book = await publishedBook(deps, uid);
  await limitReviewWrite(deps, userId);
  const now = deps.clock();
  const status = containsLink(body.title, body.body) ? 'held' : 'published';
  await deps.db.transaction().execute(async (trx) => {
    await lockBook(trx, book.id);
    const reason = await refusalOf(trx, userId, book);
    if (reason) throw forbidden(REFUSALS[reason]);
    const existing = await reviewOf(trx, userId, book.id);
    if (existing?.status === 'hidden')
      throw new Conflict('An operator hid this review; it can be deleted but not edited.');
    if (existing) await updateReview(trx, existing.id, { ...body, status, at: now });
    else
      await insertReview(trx, {
        ...body,
        uid: `rv${shortUid(12)}`,
        book_id: book.id,
        user_id: userId,
        status,
        at: now,
      });
    await recomputeFigures(trx, book.id);
  });
  // The book's page and figures show the change at once, not after the caches' time.
  await publicChange(deps);
  const saved = await reviewOf(deps.db, userId, book.id);
  if (!saved) throw notFound('The review was not found.');
  return saved;
}

/** Deletes the reader's review of the book. */
export async function removeReview(deps: AppDeps, userId: number, uid: string): Promise<void> {
  const book = await publishedBook(deps, uid);
  await limitReviewWrite(deps, userId);
  await deps.db.transaction().execute(async (trx) => {
    await lockBook(trx, book.id);
    const existing = await reviewOf(trx, userId, book.id);
    if (!existing) throw notFound('You have not reviewed this book.');
    await deleteReview(trx, existing.id);
    await recomputeFigures(trx, book.id);
  });
  await publicChange(deps);
}

/** A review others may see and act on: published, counted, of a published book. */
async function visibleReview(deps: Pick<AppDeps, 'db'>, reviewUid: string) {
  const review = await reviewByUid(deps.db, reviewUid);
  if (!review || review.status !== 'published' || review.withdrawn_at !== null)
    throw notFound('The review was not found.');
  return review;
}

/** Marks a review helpful (idempotent); never one's own. */
export async function voteHelpful(deps: AppDeps, userId: number, reviewUid: string) {
  const review = await visibleReview(deps, reviewUid);
  if (review.user_id === userId) throw invalid('review', 'You cannot vote on your own review.');
  await limitVote(deps, userId);
  await addVote(deps.db, review.id, userId, deps.clock());
  return { helpful_count: await helpfulCount(deps.db, review.id), voted_helpful: true };
}

/** Takes the reader's helpful vote back (idempotent). */
export async function takeBackVote(deps: AppDeps, userId: number, reviewUid: string) {
  const review = await visibleReview(deps, reviewUid);
  await limitVote(deps, userId);
  await removeVote(deps.db, review.id, userId);
  return { helpful_count: await helpfulCount(deps.db, review.id), voted_helpful: false };
}

/** Reports a review to the operators; one open report per reader and review (409 for a second). */
export async function reportReview(
  deps: AppDeps,
  userId: number,
  reviewUid: string,
  body: { reason: ReportReason; note: string | null },
): Promise<void> {
  const review = await visibleReview(deps, reviewUid);
  if (review.user_id === userId) throw invalid('review', 'You cannot report your own review.');
  await limitReportWrite(deps, userId);
  const filed = await insertReport(deps.db, {
    review_id: review.id,
    user_id: userId,
    reason: body.reason,
    note: body.note,
    at: deps.clock(),
  });
  if (!filed) throw new Conflict('You have already reported this review; an operator will look at it.');
}

/**
 * A refund's part (called in the refund's transaction `trx`): the buyer's reviews of the refunded books
 * no longer count once no paid, unrefunded purchase of the book is left, and the books' figures follow.
 */
export async function withdrawRefundedReviews(
  trx: Kysely<Database>,
  buyerId: number,
  bookIds: number[],
  at: Date,
): Promise<void> {
  for (const bookId of [...new Set(bookIds)].sort((a, b) => a - b)) await lockBook(trx, bookId);
  for (const bookId of new Set(await withdrawRefunded(trx, buyerId, bookIds, at)))
    await recomputeFigures(trx, bookId);
}
