// @bookstore/api-client/review-rules: zod-free, a module of its own so that the store's first chunk,
// which imports ./constants, never carries what only the reviews' screens use.
/**
 * Issue 42, readers' reviews: the limits of what a reader and an operator write (the contract checks them,
 * the kit's forms count against them) and the sorts and report reasons both sides name.
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const REPORT_NOTE_MAX = 500;
export const HIDE_REASON_MAX = 500;
export const reviewSorts = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const reportReasons = ['spam', 'offensive', 'off_topic', 'spoiler', 'not_a_reader', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
