import {
  AuditQuery,
  BookReviewKind,
  OrderStatus,
  PartnerStatus,
  PayoutReviewStatus,
  reviewsEndpoints,
  SellerBookStatus,
} from '@bookstore/api-client/contract';
import { z } from 'zod';

// The filters each list reads from the URL, built from the contract's own pieces (its search text and
// enums), so a value the call would refuse is left out. Not `contract.admin.<call>.query`: that object
// brings every call of the contract into the chunk.

const q = AuditQuery.shape.q;

export const BOOK_REVIEW_FILTERS = z.object({ q, kind: BookReviewKind.optional() });
export const BOOK_FILTERS = z.object({ q, status: SellerBookStatus.optional() });
export const OFFER_FILTERS = z.object({ q });
export const ORDER_FILTERS = z.object({ q, status: OrderStatus.optional() });
export const PAYOUT_FILTERS = z.object({ q, review_status: PayoutReviewStatus.optional() });
/** The users call's `status` (active or suspended accounts). */
export const USER_FILTERS = z.object({ q, status: z.enum(['active', 'suspended']).optional() });
/** The reader reviews' queue (issue 42): all waiting reviews, the reported ones or the held ones. */
export const READER_REVIEW_FILTERS = z.object({ kind: reviewsEndpoints.queue.query.shape.kind });
/** The partners (issue 43): a code, username, email or site, and active or suspended partners. */
export const PARTNER_FILTERS = z.object({ q, status: PartnerStatus.optional() });
