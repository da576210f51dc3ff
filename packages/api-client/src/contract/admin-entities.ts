import { z } from 'zod';
import { BankAccount } from './banks';
import { BookType, DateTimeString, Email, Id, Money, Uid, Url, Username } from './common';
import { LibraryBook } from './library';
import { OrderStatus, PaymentStatus } from './orders';
import { SellerBook, SellerBookStatus } from './selling-books';
import { offerStatuses, VoiceoverArtist } from './voiceover-artists';

// The back office (issue 28, an extension of the spec): the entities the operators' calls answer.
// Every call that uses them is in admin.ts, marked `extension: true`.

/** A person as the back office names them: an operator, an author, a buyer. */
export const AdminUserRef = z.object({
  id: Id,
  uid: Uid,
  username: Username,
  email: Email,
  name: z.string(),
});
export type AdminUserRef = z.infer<typeof AdminUserRef>;

/** Every action the audit log records (the operator's in the web, and the command line's). */
export const auditActions = [
  'operator.grant',
  'operator.revoke',
  'book.approve',
  'book.reject',
  'book.takedown',
  'offer.hide',
  'user.suspend',
  'user.restore',
  'voiceover.approve',
  'voiceover.reject',
  'withdrawal.release',
  'withdrawal.reject',
  'order.refund',
  'review.hide',
  'review.keep',
  'book_version.approve',
  'book_version.reject',
  // Issue 43: the partner programme's decisions.
  'partner.suspend',
  'partner.restore',
  'partner.rates',
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

export const auditTargetTypes = [
  'user',
  'book',
  'offer',
  'voiceover_profile',
  'withdrawal',
  'order',
  'review',
  'partner',
  'partner_rates',
] as const;
export const AuditTargetType = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/** One row of the audit log: append-only (the database refuses UPDATE and DELETE on it). */
export const AuditEntry = z.object({
  id: Id,
  /**
   * The operator who acted (`web`), the operator named by a command's --operator (`cli`), or the
   * signed-in user of a demo tool (`dev`); null when no account acted (then `actor_name` says who).
   */
  operator: AdminUserRef.nullable(),
  /** `web`: the back office; `cli`: the server's command line; `dev`: the demo's /dev tools (issue 41). */
  source: z.enum(['web', 'cli', 'dev']),
  /** Who acted when no account did: `os:<account>` for a command, the demo's auto-approval. */
  actor_name: z.string().nullable(),
  action: AuditAction,
  target_type: AuditTargetType,
  /** The target's public id: a book or offer uid, a username, an order reference, a withdrawal reference. */
  target_id: z.string(),
  /** What a person reads for the target: a title, a username, a reference. */
  target_label: z.string(),
  reason: z.string().nullable(),
  /**
   * The target's state before and after the action (the fields the action changed). A loose object,
   * not z.record: the same values, and the store's zod chunk stays within its budget (record and
   * unknown would add 1.1 KB gz to every chunk that loads zod).
   */
  before: z.looseObject({}).nullable(),
  after: z.looseObject({}).nullable(),
  created_at: DateTimeString,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Why a book is in the review list: before it is public, or after (a trusted author's book). */
export const bookReviewKinds = ['pre_publication', 'post_publication'] as const;
export const BookReviewKind = z.enum(bookReviewKinds);
export type BookReviewKind = z.infer<typeof BookReviewKind>;

/**
 * What every back-office list of books shows of a book: the review queue's, the takedown list's.
 * Only its type is exported, so it does not become an OpenAPI component of its own.
 */
const AdminBookRef = z.object({
  uid: Uid,
  slug: z.string(),
  title: z.string(),
  type: BookType,
  cover: Url.nullable(),
  status: SellerBookStatus,
});
export type AdminBookRef = z.infer<typeof AdminBookRef>;

/** A book in the review queue. */
export const ReviewItem = AdminBookRef.extend({
  kind: BookReviewKind,
  author: AdminUserRef,
  /** When the author pressed Publish. */
  submitted_at: DateTimeString,
  /** How many of the author's books operators have approved so far. */
  author_approved_books: z.number().int().min(0),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

/** One of the author's books in their history. */
export const AuthorHistoryBook = z.object({
  uid: Uid,
  title: z.string(),
  type: BookType,
  status: SellerBookStatus,
  submitted_at: DateTimeString.nullable(),
  published_at: DateTimeString.nullable(),
  rejection_reason: z.string().nullable(),
});

/** What the operator sees of a book in review: the book as its author sees it, and the author's history. */
export const ReviewBook = z.object({
  book: SellerBook,
  kind: BookReviewKind,
  submitted_at: DateTimeString,
  author: AdminUserRef.extend({ created_at: DateTimeString, suspended: z.boolean() }),
  history: z.object({
    books: z.array(AuthorHistoryBook),
    approvals: z.number().int().min(0),
    rejections: z.number().int().min(0),
    takedowns: z.number().int().min(0),
  }),
});
export type ReviewBook = z.infer<typeof ReviewBook>;

/** The files of a book in review, signed for the in-app reader or player (as the library gives a buyer). */
export const ReviewPreview = LibraryBook.pick({ access: true, expires_at: true });
export type ReviewPreview = z.infer<typeof ReviewPreview>;

/** A book as the takedown list shows it. */
export const AdminBook = AdminBookRef.extend({
  author: AdminUserRef,
  published_at: DateTimeString.nullable(),
  /** The reason an operator gave when taking it down or rejecting it. */
  rejection_reason: z.string().nullable(),
  sales_count: z.number().int().min(0),
  /**
   * Off sale only because its author is suspended (issue 41): approved, back on sale with a restore
   * unless it is taken down meanwhile (which an operator still can).
   */
  hidden_by_suspension: z.boolean(),
  author_suspended: z.boolean(),
});
export type AdminBook = z.infer<typeof AdminBook>;

/** A voiceover offer as the takedown list shows it. */
export const AdminOffer = z.object({
  uid: Uid,
  title: z.string(),
  price: Money,
  status: z.enum(offerStatuses),
  artist: AdminUserRef,
  /** Set when an operator hid the offer: it is out of every public read. */
  hidden_at: DateTimeString.nullable(),
  hidden_reason: z.string().nullable(),
  created_at: DateTimeString,
});
export type AdminOffer = z.infer<typeof AdminOffer>;

export const AdminUser = AdminUserRef.extend({
  is_author: z.boolean(),
  is_voiceover_artist: z.boolean(),
  is_operator: z.boolean(),
  email_verified: z.boolean(),
  suspended_at: DateTimeString.nullable(),
  suspension_reason: z.string().nullable(),
  books_count: z.number().int().min(0),
  orders_count: z.number().int().min(0),
  created_at: DateTimeString,
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A voiceover profile waiting for review (the queue the command line lists too). */
export const VoiceoverReviewItem = z.object({
  username: Username,
  email: Email,
  display_name: z.string().nullable(),
  headline: z.string().nullable(),
  submitted_at: DateTimeString.nullable(),
  demos: z.number().int().min(0),
  offers: z.number().int().min(0),
  /** A change to an approved (listed) profile, not a new profile (issue 41). */
  is_change: z.boolean().optional(),
});
export type VoiceoverReviewItem = z.infer<typeof VoiceoverReviewItem>;

export const VoiceoverReview = z.object({
  artist: VoiceoverArtist,
  account: AdminUserRef,
  /**
   * The artist's account is suspended (issue 41): neither the profile nor its change can be approved
   * (the API answers 409) until the account is restored; it can still be rejected.
   */
  artist_suspended: z.boolean(),
  submitted_at: DateTimeString.nullable(),
  /**
   * An approved profile's change waiting for review (issue 41): each changed part, approved → proposed
   * (`artist` is the approved, listed profile). Null for a new profile.
   */
  change: z
    .object({
      submitted_at: DateTimeString,
      rows: z.array(
        z.object({
          part: z.string(),
          before: z.string().nullable(),
          after: z.string().nullable(),
          /** A new demo to listen to. */
          url: Url.nullable(),
        }),
      ),
    })
    .nullable()
    .optional(),
});
export type VoiceoverReview = z.infer<typeof VoiceoverReview>;

/**
 * Where a withdrawal stands in the payout queue: `held` waits for an operator, `released` went on to
 * the bank, `rejected` returned the money to the seller's balance; `none` never waited.
 */
export const payoutReviewStatuses = ['none', 'held', 'released', 'rejected'] as const;
export const PayoutReviewStatus = z.enum(payoutReviewStatuses);
export type PayoutReviewStatus = z.infer<typeof PayoutReviewStatus>;

/** A withdrawal in the payout queue. */
export const Payout = z.object({
  id: Id,
  reference: z.string(),
  seller: AdminUserRef.extend({ seller_since: DateTimeString }),
  amount: Money,
  fee: Money,
  bank_account: BankAccount.nullable(),
  status: z.enum(['pending', 'processing', 'paid', 'failed']),
  review_status: PayoutReviewStatus,
  /** Why it waited: above the amount that needs a look, or from a seller newer than the set days. */
  hold_reasons: z.array(z.enum(['amount', 'new_seller'])),
  rejection_reason: z.string().nullable(),
  reviewed_at: DateTimeString.nullable(),
  created_at: DateTimeString,
});
export type Payout = z.infer<typeof Payout>;

export const AdminOrderItem = z.object({
  id: Id,
  book_uid: Uid.nullable(),
  title: z.string(),
  type: BookType,
  quantity: z.number().int().min(1),
  unit_price: Money,
  total: Money,
  seller: AdminUserRef.nullable(),
  /** Set once the item was refunded (its access, if digital, was removed). */
  refunded_at: DateTimeString.nullable(),
});

export const Refund = z.object({
  id: Id,
  reference: z.string(),
  amount: Money,
  item_ids: z.array(Id),
  reason: z.string(),
  operator: AdminUserRef.nullable(),
  created_at: DateTimeString,
});
export type Refund = z.infer<typeof Refund>;

/** A book order as an operator sees it, with its payment and refunds. */
export const AdminOrder = z.object({
  id: Id,
  reference: z.string(),
  status: OrderStatus,
  buyer: AdminUserRef,
  items: z.array(AdminOrderItem),
  subtotal: Money,
  delivery_fee: Money,
  total: Money,
  /** What was refunded so far. */
  refunded: Money,
  payment: z
    .object({
      reference: z.string(),
      status: PaymentStatus,
      gateway: z.enum(['test', 'paystack']),
      paid_at: DateTimeString.nullable(),
    })
    .nullable(),
  refunds: z.array(Refund),
  paid_at: DateTimeString.nullable(),
  created_at: DateTimeString,
});
export type AdminOrder = z.infer<typeof AdminOrder>;

/** The first page of the back office. */
export const Overview = z.object({
  queues: z.object({
    books_in_review: z.number().int().min(0),
    books_post_publication: z.number().int().min(0),
    /** Changes to books on sale waiting for review (issue 41). */
    book_changes: z.number().int().min(0),
    voiceover_profiles: z.number().int().min(0),
    payouts_held: z.number().int().min(0),
  }),
  today: z.object({
    /** Paid book orders since midnight UTC. */
    orders: z.number().int().min(0),
    /** Their totals, one per currency. */
    revenue: z.array(Money),
    failed_payments: z.number().int().min(0),
  }),
  recent_actions: z.array(AuditEntry),
});
export type Overview = z.infer<typeof Overview>;
