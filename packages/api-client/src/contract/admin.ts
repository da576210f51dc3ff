import { z } from 'zod';
import {
  AdminBook,
  AdminOffer,
  AdminOrder,
  AdminUser,
  AuditAction,
  AuditEntry,
  AuditTargetType,
  BookReviewKind,
  Overview,
  Payout,
  PayoutReviewStatus,
  ReviewBook,
  ReviewItem,
  ReviewPreview,
  VoiceoverReview,
  VoiceoverReviewItem,
} from './admin-entities';
import { DateString, Id, IdParams, pageFields, UidParams, Username } from './common';
import { endpoint, envelope, paginated } from './endpoint';
import { OrderStatus } from './orders';
import { SellerBookStatus } from './selling-books';

export * from './admin-entities';

// The back office (issue 28): every call is an extension of the spec, for operators only (auth
// `operator`: 401 for visitors, 403 for anyone who is not an operator or has not passed the mailed
// security check on this session). A write records an audit entry in its own transaction.

/** Why an operator acts: the author, seller or account holder reads it. */
export const Reason = z
  .string()
  .trim()
  .min(3, 'The reason must be at least 3 characters.')
  .max(1000, 'The reason may not be greater than 1000 characters.');
export const ReasonBody = z.object({ reason: Reason });
export const OptionalReasonBody = z.object({ reason: Reason.optional() });

export const RefundBody = z.object({
  /** The order items to refund; absent for the whole order. */
  item_ids: z.array(Id).min(1, 'Choose at least one item.').max(100).optional(),
  reason: Reason,
});

export const UsernameParams = z.object({ username: Username });

const search = { q: z.string().trim().max(100).optional() };

export const AuditQuery = z.object({
  /** Searches the target's id and label, the reason and the operator's username or email. */
  ...search,
  action: AuditAction.optional(),
  /** The operator's username. */
  operator: z.string().trim().max(60).optional(),
  target_type: AuditTargetType.optional(),
  target_id: z.string().trim().max(100).optional(),
  /** Inclusive days, UTC. */
  from: DateString.optional(),
  to: DateString.optional(),
  ...pageFields,
});

const base = '/api/admin';

export const adminEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: `${base}/overview`,
    response: envelope(Overview),
    auth: 'operator',
    extension: true,
    summary: "Queue sizes, today's orders and revenue, failed payments and the latest actions.",
  }),
  audit: endpoint({
    method: 'GET',
    path: `${base}/audit`,
    query: AuditQuery,
    response: paginated(AuditEntry),
    auth: 'operator',
    extension: true,
    summary: 'The audit log, newest first: search and filter by action, operator, target and days.',
  }),
  bookReviews: endpoint({
    method: 'GET',
    path: `${base}/reviews/books`,
    query: z.object({ kind: BookReviewKind.default('pre_publication'), ...search, ...pageFields }),
    response: paginated(ReviewItem),
    auth: 'operator',
    extension: true,
    summary:
      'Books waiting for review (before publication), or published by trusted authors (after), oldest first.',
  }),
  bookReview: endpoint({
    method: 'GET',
    path: `${base}/reviews/books/:uid`,
    params: UidParams,
    response: envelope(ReviewBook),
    auth: 'operator',
    extension: true,
    summary: "A book in review: its metadata, cover, files and the author's history.",
  }),
  bookPreview: endpoint({
    method: 'GET',
    path: `${base}/reviews/books/:uid/preview`,
    params: UidParams,
    response: envelope(ReviewPreview),
    auth: 'operator',
    extension: true,
    summary: "Signed file access to a book's EPUB or tracks, for the in-app reader or player.",
  }),
  approveBook: endpoint({
    method: 'POST',
    path: `${base}/reviews/books/:uid/approve`,
    params: UidParams,
    body: OptionalReasonBody,
    response: envelope(ReviewItem),
    auth: 'operator',
    extension: true,
    summary:
      'Approves a book in review (it goes on sale) or closes its post-publication review; 409 if already decided.',
  }),
  rejectBook: endpoint({
    method: 'POST',
    path: `${base}/reviews/books/:uid/reject`,
    params: UidParams,
    body: ReasonBody,
    response: envelope(ReviewItem),
    auth: 'operator',
    extension: true,
    summary:
      'Rejects a book in review (or takes a post-publication one off sale) with a reason its author sees.',
  }),
  books: endpoint({
    method: 'GET',
    path: `${base}/books`,
    query: z.object({ status: SellerBookStatus.optional(), ...search, ...pageFields }),
    response: paginated(AdminBook),
    auth: 'operator',
    extension: true,
    summary: 'Books by title, uid or author, for takedowns.',
  }),
  takeDownBook: endpoint({
    method: 'POST',
    path: `${base}/books/:uid/takedown`,
    params: UidParams,
    body: ReasonBody,
    response: envelope(AdminBook),
    auth: 'operator',
    extension: true,
    summary: 'Unpublishes a published book with a reason; the author is mailed; buyers keep their copies.',
  }),
  offers: endpoint({
    method: 'GET',
    path: `${base}/offers`,
    query: z.object({ ...search, ...pageFields }),
    response: paginated(AdminOffer),
    auth: 'operator',
    extension: true,
    summary: 'Voiceover offers by title, uid or artist, for takedowns.',
  }),
  hideOffer: endpoint({
    method: 'POST',
    path: `${base}/offers/:uid/hide`,
    params: UidParams,
    body: ReasonBody,
    response: envelope(AdminOffer),
    auth: 'operator',
    extension: true,
    summary: 'Hides a voiceover offer from every public read with a reason; the artist is mailed.',
  }),
  users: endpoint({
    method: 'GET',
    path: `${base}/users`,
    query: z.object({ status: z.enum(['active', 'suspended']).optional(), ...search, ...pageFields }),
    response: paginated(AdminUser),
    auth: 'operator',
    extension: true,
    summary: 'Accounts by username, email or name.',
  }),
  suspendUser: endpoint({
    method: 'POST',
    path: `${base}/users/:id/suspend`,
    params: IdParams,
    body: ReasonBody,
    response: envelope(AdminUser),
    auth: 'operator',
    extension: true,
    summary: 'Suspends an account: its sessions end, sign-in is refused, its books and offers are hidden.',
  }),
  restoreUser: endpoint({
    method: 'POST',
    path: `${base}/users/:id/restore`,
    params: IdParams,
    body: ReasonBody,
    response: envelope(AdminUser),
    auth: 'operator',
    extension: true,
    summary: 'Lifts a suspension: the account may sign in and its books and offers are public again.',
  }),
  voiceoverReviews: endpoint({
    method: 'GET',
    path: `${base}/reviews/voiceover`,
    response: envelope(z.array(VoiceoverReviewItem)),
    auth: 'operator',
    extension: true,
    summary: 'Voiceover profiles waiting for review, the longest waiting first.',
  }),
  voiceoverReview: endpoint({
    method: 'GET',
    path: `${base}/reviews/voiceover/:username`,
    params: UsernameParams,
    response: envelope(VoiceoverReview),
    auth: 'operator',
    extension: true,
    summary: 'A voiceover profile in review, as it would be public.',
  }),
  approveVoiceover: endpoint({
    method: 'POST',
    path: `${base}/reviews/voiceover/:username/approve`,
    params: UsernameParams,
    response: envelope(VoiceoverReviewItem),
    auth: 'operator',
    extension: true,
    summary: 'Approves a voiceover profile (it goes public; the artist is mailed); 409 if already decided.',
  }),
  rejectVoiceover: endpoint({
    method: 'POST',
    path: `${base}/reviews/voiceover/:username/reject`,
    params: UsernameParams,
    body: ReasonBody,
    response: envelope(VoiceoverReviewItem),
    auth: 'operator',
    extension: true,
    summary: 'Rejects a voiceover profile with a reason the artist sees; 409 if already decided.',
  }),
  payouts: endpoint({
    method: 'GET',
    path: `${base}/payouts`,
    query: z.object({ review_status: PayoutReviewStatus.default('held'), ...search, ...pageFields }),
    response: paginated(Payout),
    auth: 'operator',
    extension: true,
    summary: 'Withdrawals in the payout queue (held by default), the oldest first.',
  }),
  releasePayout: endpoint({
    method: 'POST',
    path: `${base}/payouts/:id/release`,
    params: IdParams,
    response: envelope(Payout),
    auth: 'operator',
    extension: true,
    summary: 'Releases a held withdrawal to the bank; 409 if already decided.',
  }),
  rejectPayout: endpoint({
    method: 'POST',
    path: `${base}/payouts/:id/reject`,
    params: IdParams,
    body: ReasonBody,
    response: envelope(Payout),
    auth: 'operator',
    extension: true,
    summary: "Rejects a held withdrawal: the money returns to the seller's balance; 409 if already decided.",
  }),
  orders: endpoint({
    method: 'GET',
    path: `${base}/orders`,
    query: z.object({ status: OrderStatus.optional(), ...search, ...pageFields }),
    response: paginated(AdminOrder),
    auth: 'operator',
    extension: true,
    summary: 'Book orders by reference or buyer, newest first.',
  }),
  order: endpoint({
    method: 'GET',
    path: `${base}/orders/:id`,
    params: IdParams,
    response: envelope(AdminOrder),
    auth: 'operator',
    extension: true,
    summary: 'A book order with its payment and refunds.',
  }),
  refundOrder: endpoint({
    method: 'POST',
    path: `${base}/orders/:id/refund`,
    params: IdParams,
    body: RefundBody,
    response: envelope(AdminOrder),
    auth: 'operator',
    extension: true,
    summary:
      'Refunds a paid order, whole or some items, through the payment provider; access to refunded items ends.',
  }),
};
