import { z } from 'zod';
import {
  HIDE_REASON_MAX,
  REPORT_NOTE_MAX,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  reportReasons,
  reviewSorts,
} from '../review-rules';
import { BookRefParams, DateTimeString, pageFields, Uid } from './common';
import { endpoint, envelope, messageOnly, paginated } from './endpoint';

// Issue 42: readers' verified reviews of books, their helpful votes and reports, the operators' queue
// and the author's view. A review counts in a book's figures while it is published and its writer's
// purchase is not refunded.

export { HIDE_REASON_MAX, REPORT_NOTE_MAX, REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reportReasons, reviewSorts };

export const ReviewSort = z.enum(reviewSorts);
export type ReviewSort = z.infer<typeof ReviewSort>;

export const reviewStatuses = ['published', 'held', 'hidden'] as const;
export const ReviewStatus = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const ReportReason = z.enum(reportReasons);
export type ReportReason = z.infer<typeof ReportReason>;

/** Why a signed-in reader may not review a book. */
export const reviewRefusals = ['not_purchased', 'own_book', 'refunded'] as const;
export const ReviewRefusal = z.enum(reviewRefusals);
export type ReviewRefusal = z.infer<typeof ReviewRefusal>;

const Stars = z.number().int().min(1).max(5);

/** A book's figures: the average (2 decimals) and count of the counted reviews, and how many per star. */
export const ReviewSummary = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
  /** Always five rows, 5 stars first. */
  distribution: z.array(z.object({ stars: Stars, count: z.number().int().min(0) })).length(5),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** A review as readers see it. `voted_helpful`, `mine` and `held` are false for a visitor. */
export const Review = z.object({
  uid: Uid,
  rating: Stars,
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** The writer's public name: their pen name when they have one, else their first and last name. */
  reviewer_name: z.string(),
  created_at: DateTimeString,
  updated_at: DateTimeString,
  /** Every review shown is from a buyer of the book. */
  verified_purchase: z.literal(true),
  helpful_count: z.number().int().min(0),
  voted_helpful: z.boolean(),
  mine: z.boolean(),
  /** Only on the writer's own review when it waits for an operator (it has a link): shown to them alone. */
  held: z.boolean(),
});
export type Review = z.infer<typeof Review>;

/** The signed-in reader's own review, in any state (a held one waits for an operator). */
export const MyReview = Review.omit({ voted_helpful: true, mine: true, held: true }).extend({
  status: ReviewStatus,
  /** The operator's reason, when hidden. */
  hidden_reason: z.string().nullable(),
});
export type MyReview = z.infer<typeof MyReview>;

export const ReviewEligibility = z.object({
  can_review: z.boolean(),
  reason: ReviewRefusal.nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibility>;

/** Trims; an empty title or text is no title or text. */
const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const ReviewBody = z.object({
  rating: z.number('The rating must be a whole number from 1 to 5.').int().min(1).max(5),
  title: optionalText(REVIEW_TITLE_MAX, 'title'),
  body: optionalText(REVIEW_BODY_MAX, 'review'),
});
export type ReviewBody = z.input<typeof ReviewBody>;

export const ReportBody = z.object({
  reason: ReportReason,
  note: optionalText(REPORT_NOTE_MAX, 'note'),
});
export type ReportBody = z.input<typeof ReportBody>;

export const HideReviewBody = z.object({ reason: z.string().trim().min(3).max(HIDE_REASON_MAX) });
export const KeepReviewBody = z.object({ reason: z.string().trim().max(HIDE_REASON_MAX).optional() });

export const ReviewsQuery = z.object({
  ...pageFields,
  sort: ReviewSort.default('helpful'),
  stars: z.coerce.number<number>().int().min(1).max(5).optional(),
});

export const HelpfulVote = z.object({ helpful_count: z.number().int().min(0), voted_helpful: z.boolean() });

/** A review in the operators' queue: the review, its book and writer, and its open reports. */
export const ModerationReview = z.object({
  uid: Uid,
  rating: Stars,
  title: z.string().nullable(),
  body: z.string().nullable(),
  status: ReviewStatus,
  hidden_reason: z.string().nullable(),
  created_at: DateTimeString,
  updated_at: DateTimeString,
  book: z.object({ uid: Uid, title: z.string() }),
  reviewer: z.object({ username: z.string(), name: z.string() }),
  /** Held because it contains a link. */
  held: z.boolean(),
  reports: z.array(
    z.object({
      reason: ReportReason,
      note: z.string().nullable(),
      reporter: z.string(),
      created_at: DateTimeString,
    }),
  ),
});
export type ModerationReview = z.infer<typeof ModerationReview>;

/** The author's view: their books' figures together and the newest reviews of them. */
export const AuthorReviews = z.object({
  summary: ReviewSummary,
  /** Counted reviews of the last 30 days. */
  new_count: z.number().int().min(0),
  reviews: z.array(
    Review.omit({ voted_helpful: true, mine: true, held: true }).extend({
      book: z.object({ uid: Uid, title: z.string() }),
    }),
  ),
});
export type AuthorReviews = z.infer<typeof AuthorReviews>;

const ReviewUidParams = z.object({ reviewUid: Uid });

export const reviewsEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/public/books/:uid/reviews/summary',
    params: BookRefParams,
    response: envelope(ReviewSummary),
    auth: 'public',
    summary: "A book's rating figures: average, count and the count per star.",
    extension: true,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/public/books/:uid/reviews',
    params: BookRefParams,
    query: ReviewsQuery,
    response: paginated(Review),
    auth: 'public',
    personal: true,
    summary: "A book's published reviews, paged, sorted and filtered by stars, with the viewer's votes.",
    extension: true,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/user/reviews/books/:uid',
    params: BookRefParams,
    response: envelope(z.object({ review: MyReview.nullable(), eligibility: ReviewEligibility })),
    auth: 'user',
    summary: "The reader's review of a book and whether they may review it.",
    extension: true,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/user/reviews/books/:uid',
    params: BookRefParams,
    body: ReviewBody,
    response: envelope(MyReview),
    auth: 'verified',
    summary: 'Writes or replaces the reader’s review of a book they bought.',
    extension: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/reviews/books/:uid',
    params: BookRefParams,
    response: messageOnly,
    auth: 'verified',
    summary: 'Deletes the reader’s review of a book.',
    extension: true,
  }),
  vote: endpoint({
    method: 'PUT',
    path: '/api/user/reviews/:reviewUid/helpful',
    params: ReviewUidParams,
    response: envelope(HelpfulVote),
    auth: 'verified',
    summary: 'Marks a review helpful (once per reader, not one’s own).',
    extension: true,
  }),
  unvote: endpoint({
    method: 'DELETE',
    path: '/api/user/reviews/:reviewUid/helpful',
    params: ReviewUidParams,
    response: envelope(HelpfulVote),
    auth: 'verified',
    summary: 'Takes back a helpful vote.',
    extension: true,
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/user/reviews/:reviewUid/reports',
    params: ReviewUidParams,
    body: ReportBody,
    response: messageOnly,
    status: 201,
    auth: 'verified',
    summary: 'Reports a review to the operators.',
    extension: true,
  }),
  authorReviews: endpoint({
    method: 'GET',
    path: '/api/user/selling/reviews',
    response: envelope(AuthorReviews),
    auth: 'author',
    summary: "The author's books' rating figures and newest reviews (the dashboard).",
    extension: true,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/reader_reviews',
    query: z.object({ ...pageFields, kind: z.enum(['all', 'reported', 'held']).default('all') }),
    response: paginated(ModerationReview),
    auth: 'operator',
    summary: 'Reported and held reviews, oldest waiting first, with their open reports.',
    extension: true,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/admin/reader_reviews/:reviewUid/hide',
    params: ReviewUidParams,
    body: HideReviewBody,
    response: envelope(ModerationReview),
    auth: 'operator',
    summary: 'Hides a review with a reason (audited; its writer is mailed).',
    extension: true,
  }),
  keep: endpoint({
    method: 'POST',
    path: '/api/admin/reader_reviews/:reviewUid/keep',
    params: ReviewUidParams,
    body: KeepReviewBody,
    response: envelope(ModerationReview),
    auth: 'operator',
    summary: 'Keeps a reported review or publishes a held one, closing its reports (audited).',
    extension: true,
  }),
} as const;
