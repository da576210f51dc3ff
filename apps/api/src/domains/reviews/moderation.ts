/**
 * The operators' queue of reviews (issue 42): held ones (a link in their words) and reported ones. A
 * decision locks the book, then the review, checks it still waits (else a 409: another operator decided
 * first), sets it, closes its reports, rewrites the book's figures and appends the audit entry in one
 * transaction; hiding mails the writer in it.
 */
import { publicChange } from '../../lib/public-caches.ts';
import type { AppDeps } from '../../context.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { reviewHiddenMail } from '../../mail/templates.ts';
import { recordAction, refuseOwn, type WebActor } from '../accounts/audit.ts';
import {
  decide,
  openReportsOf,
  queuePage,
  queueRow,
  userMailOf,
  type QueueRow,
} from './moderation.queries.ts';
import { lockBook, lockReview, recomputeFigures } from './reviews.queries.ts';

/** Queue rows with their open reports. */
async function withReports(deps: Pick<AppDeps, 'db'>, rows: QueueRow[]) {
  const reports = await openReportsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, reports: reports.filter((p) => p.review_id === row.id) }));
}

export type QueueItem = Awaited<ReturnType<typeof withReports>>[number];

export async function reviewQueue(
  deps: Pick<AppDeps, 'db'>,
  query: { kind: 'all' | 'reported' | 'held'; page: number; per_page: number },
) {
  const { rows, total } = await queuePage(
    deps.db,
    query.kind,
    query.per_page,
    offsetOf(query.page, query.per_page),
  );
  return pageOf(await withReports(deps, rows), query.page, query.per_page, total);
}

/** Hides (with a reason) or keeps a review waiting in the queue. */
export async function decideReview(
  deps: AppDeps,
  actor: WebActor,
  reviewUid: string,
  choice: { decision: 'hide'; reason: string } | { decision: 'keep'; reason: string | null },
): Promise<QueueItem> {
  const now = deps.clock();
  const reviewId = await deps.db.transaction().execute(async (trx) => {
    const peek = await trx
      .selectFrom('reviews as r')
      .innerJoin('books as b', 'b.id', 'r.book_id')
      .select(['r.book_id', 'r.user_id', 'b.author_id'])
      .where('r.uid', '=', reviewUid)
      .executeTakeFirst();
    if (!peek) throw notFound('The review was not found.');
    // Issue 41: neither a review the operator wrote nor one of the operator's own book.
    refuseOwn(actor, peek.user_id, 'your own review');
    refuseOwn(actor, peek.author_id, 'a review of your own book');
    await lockBook(trx, peek.book_id);
    const review = await lockReview(trx, reviewUid);
    if (!review) throw notFound('The review was not found.');
    const [before] = await withReports({ db: trx }, [await queueRow(trx, review.id)]);
    const waiting =
      review.status === 'held' || (review.status === 'published' && (before?.reports.length ?? 0) > 0);
    if (!waiting)
      throw new Conflict('This review is not waiting for a decision (another operator decided first).');
    const hide = choice.decision === 'hide';
    await decide(trx, review.id, {
      status: hide ? 'hidden' : 'published',
      hiddenReason: hide ? choice.reason : null,
      at: now,
    });
    await recomputeFigures(trx, review.book_id);
    const row = before?.row;
    await recordAction(trx, actor, now, {
      action: hide ? 'review.hide' : 'review.keep',
      target: {
        type: 'review',
        id: review.uid,
        label: `${row?.book_title ?? ''}: ${row?.byline ?? ''}`.slice(0, 200),
      },
      reason: choice.reason,
      before: { status: review.status, open_reports: before?.reports.length ?? 0 },
      after: { status: hide ? 'hidden' : 'published', open_reports: 0 },
    });
    if (hide) {
      const writer = await userMailOf(trx, review.user_id);
      await deps.mailer.send(
        reviewHiddenMail(writer.email, writer.username, {
          bookTitle: row?.book_title ?? '',
          reason: choice.reason,
        }),
        trx,
      );
    }
    return review.id;
  });
  // A hidden review leaves the book's page and figures at once, not after the caches' time.
  await publicChange(deps);
  const [item] = await withReports(deps, [await queueRow(deps.db, reviewId)]);
  if (!item) throw notFound('The review was not found.');
  return item;
}
