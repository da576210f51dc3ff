import type {
  AuthorReviews,
  ModerationReview,
  Review as ContractReview,
  ReviewSummary,
} from '@bookstore/api-client/contract';
import type { RatingSummaryData, Review, ReviewModerationItem, StarCount } from '@bookstore/ui';

/** A review as the contract sends it in any of its reads: a book's list, the author's view, the queue. */
type AnyContractReview =
  | ContractReview
  | AuthorReviews['reviews'][number]
  | (Pick<ModerationReview, 'uid' | 'rating' | 'title' | 'body' | 'created_at' | 'updated_at'> & {
      reviewer_name: string;
    });

/**
 * The one place the contract's snake_case review becomes the kit's camelCase one (issue 42). The
 * contract always sends `updated_at`; the kit shows "Edited" only when it differs from `created_at`. The
 * viewer's marks (`voted_helpful`, `mine`, `held`) come only with a book's list; other reads leave them unset.
 */
export function toKitReview(review: AnyContractReview): Review {
  const edited = Date.parse(review.updated_at) > Date.parse(review.created_at);
  return {
    uid: review.uid,
    // The contract's schema holds the rating to a whole number from 1 to 5.
    rating: review.rating as StarCount,
    title: review.title,
    body: review.body,
    reviewer: { name: review.reviewer_name },
    createdAt: review.created_at,
    updatedAt: edited ? review.updated_at : null,
    verifiedPurchase: 'verified_purchase' in review ? review.verified_purchase : true,
    helpfulCount: 'helpful_count' in review ? review.helpful_count : 0,
    ...('mine' in review ? { votedHelpful: review.voted_helpful, mine: review.mine, held: review.held } : {}),
  };
}

/**
 * A row of the operators' queue as the kit's moderation table takes it: the review (through
 * `toKitReview`), its book, whether it is held (a link in its words) or reported, and its open reports.
 */
export function toModerationItem(row: ModerationReview): ReviewModerationItem {
  return {
    review: {
      ...toKitReview({ ...row, reviewer_name: row.reviewer.name }),
      book: row.book,
    },
    status: row.status === 'held' ? 'held' : 'reported',
    reports: row.reports.map((report) => ({
      reason: report.reason,
      note: report.note,
      createdAt: report.created_at,
    })),
  };
}

/** A book's (or an author's books') figures as the kit's rating summary takes them. */
export function toKitSummary(summary: ReviewSummary): RatingSummaryData {
  return {
    average: summary.average,
    count: summary.count,
    // The contract's schema holds each row's stars to a whole number from 1 to 5.
    distribution: summary.distribution.map((row) => ({ stars: row.stars as StarCount, count: row.count })),
  };
}
