import type { Review as ContractReview, ReviewSummary } from '@bookstore/api-client/contract';
import type { RatingSummaryData, Review, StarCount } from '@bookstore/ui';

/** A review as the contract sends it (snake_case), as the kit's review components take it. */
export function toKitReview(
  review: Pick<
    ContractReview,
    'uid' | 'rating' | 'title' | 'body' | 'reviewer_name' | 'created_at' | 'updated_at' | 'helpful_count'
  > &
    Partial<Pick<ContractReview, 'voted_helpful' | 'mine' | 'held'>>,
): Review {
  return {
    uid: review.uid,
    rating: review.rating as StarCount,
    title: review.title,
    body: review.body,
    reviewer: { name: review.reviewer_name },
    createdAt: review.created_at,
    // An edit is a change after the review was written (the API sets both at once on a new review).
    updatedAt: review.updated_at !== review.created_at ? review.updated_at : null,
    verifiedPurchase: true,
    helpfulCount: review.helpful_count,
    votedHelpful: review.voted_helpful ?? false,
    mine: review.mine ?? false,
    held: review.held ?? false,
  };
}

/** A book's figures as the kit's summary takes them (the contract's stars are 1 to 5). */
export const toKitSummary = (summary: ReviewSummary): RatingSummaryData => ({
  average: summary.average,
  count: summary.count,
  distribution: summary.distribution.map(({ stars, count }) => ({ stars: stars as StarCount, count })),
});
