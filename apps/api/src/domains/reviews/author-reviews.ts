/**
 * The author's side of reviews (issue 42): their books' figures and newest reviews on the dashboard,
 * and the digest of new reviews a scheduled job mails them (never in the reader's request).
 */
import type { AppDeps } from '../../context.ts';
import { reviewDigestMail } from '../../mail/templates.ts';
import {
  authorDistribution,
  authorNewestReviews,
  markDigested,
  undigestedReviews,
} from './author-reviews.queries.ts';
import { starsOf } from './reviews.ts';

export const REVIEW_DIGEST_JOB = 'reviews.digest';
const DAY_MS = 86_400_000;
/** The dashboard's "new": the last 30 days. */
const NEW_DAYS = 30;
const NEWEST = 10;
/** Reviews one digest run takes at most (the next run takes the rest). */
const DIGEST_BATCH = 500;

/** The author's books' figures together and their newest reviews. */
export async function authorReviews(deps: Pick<AppDeps, 'db' | 'clock'>, authorId: number) {
  const since = new Date(deps.clock().getTime() - NEW_DAYS * DAY_MS);
  const [rows, newest] = await Promise.all([
    authorDistribution(deps.db, authorId),
    authorNewestReviews(deps.db, authorId, since, NEWEST),
  ]);
  const distribution = starsOf(rows);
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const total = distribution.reduce((sum, d) => sum + d.stars * d.count, 0);
  return {
    summary: { average: count === 0 ? 0 : Math.round((total / count) * 100) / 100, count, distribution },
    newCount: newest[0]?.recent ?? 0,
    newest,
  };
}

/**
 * Mails each author one digest of the counted reviews of their books no digest has mailed yet, and
 * marks them mailed, in one transaction (the mails are queued in it).
 */
export async function mailReviewDigests(deps: AppDeps): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await undigestedReviews(trx, DIGEST_BATCH);
    const byAuthor = new Map<number, typeof rows>();
    for (const row of rows) byAuthor.set(row.author_id, [...(byAuthor.get(row.author_id) ?? []), row]);
    for (const reviews of byAuthor.values()) {
      const first = reviews[0];
      if (!first) continue;
      await deps.mailer.send(
        reviewDigestMail(
          first.author_email,
          first.author_username,
          reviews.map((r) => ({
            bookTitle: r.book_title,
            rating: r.rating,
            title: r.title,
            reviewer: r.byline || r.username,
          })),
        ),
        trx,
      );
    }
    if (rows.length > 0)
      await markDigested(
        trx,
        rows.map((r) => r.id),
        deps.clock(),
      );
    return byAuthor.size;
  });
}
