/** The back office's answers (issue 28): people, audit entries. */
import type {
  AdminBook,
  AdminBookRef,
  AdminOffer,
  AdminOrder,
  AdminUser,
  AdminUserRef,
  AuditEntry,
  BookReviewKind,
  Payout,
  ReviewBook,
  ReviewItem,
  VoiceoverReviewItem,
} from '@bookstore/api-client/contract';
import { money, type CurrencyInfo } from '../../money.ts';
import type { AuditRow } from '../accounts/audit.queries.ts';
import type { AdminOfferRow } from './admin-offers.queries.ts';
import type { PayoutRow } from './admin-payouts.queries.ts';
import type { BankAccountRow } from '../selling/banks.queries.ts';
import type { OrderDetails } from './admin-orders.ts';
import type { Submission } from '../voiceover/voiceover-review.ts';
import { presentBankAccount } from '../selling/banks.presenter.ts';
import type { AdminUserRow } from './admin-users.queries.ts';
import type { MediaUrls } from '../../media/urls.ts';

export interface PersonRow {
  id: number;
  uid: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function presentPerson(row: PersonRow): AdminUserRef {
  return {
    id: row.id,
    uid: row.uid,
    username: row.username,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim() || row.username,
  };
}

/** A person from a row's `prefix_`-named columns (a join), or null when the join found no one. */
export function presentPrefixed(row: Record<string, unknown>, prefix: string): AdminUserRef | null {
  const id = row[`${prefix}_id`];
  if (typeof id !== 'number') return null;
  return presentPerson({
    id,
    uid: String(row[`${prefix}_uid`]),
    username: String(row[`${prefix}_username`]),
    email: String(row[`${prefix}_email`]),
    first_name: String(row[`${prefix}_first_name`] ?? ''),
    last_name: String(row[`${prefix}_last_name`] ?? ''),
  });
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operator: presentPrefixed(row, 'operator'),
    source: row.source,
    actor_name: row.actor_name,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    reason: row.reason,
    before: asRecord(row.before),
    after: asRecord(row.after),
    created_at: row.created_at.toISOString(),
  };
}

interface BookWithAuthorRow {
  uid: string;
  slug: string;
  title: string;
  type: 'ebook' | 'audiobook' | 'printbook';
  cover_path: string | null;
  status: AdminBook['status'];
  submitted_at: Date | null;
  published_at: Date | null;
  rejection_reason: string | null;
  sales_count: number;
  hidden_by_suspension: boolean;
  author_suspended_at: Date | null;
  author_id: number;
  author_uid: string;
  author_username: string;
  author_email: string;
  author_first_name: string;
  author_last_name: string;
}

const authorOf = (row: BookWithAuthorRow): AdminUserRef =>
  presentPerson({
    id: row.author_id,
    uid: row.author_uid,
    username: row.author_username,
    email: row.author_email,
    first_name: row.author_first_name,
    last_name: row.author_last_name,
  });

/** What every back-office list of books shows of a book (the contract's AdminBookRef). */
const bookRefOf = (urls: MediaUrls, row: BookWithAuthorRow): AdminBookRef => ({
  uid: row.uid,
  slug: row.slug,
  title: row.title,
  type: row.type,
  cover: urls.media.url(row.cover_path),
  status: row.status,
});

export function presentReviewItem(
  urls: MediaUrls,
  row: BookWithAuthorRow,
  kind: BookReviewKind,
  approvedBooks: number,
): ReviewItem {
  return {
    ...bookRefOf(urls, row),
    kind,
    author: authorOf(row),
    submitted_at: (row.submitted_at ?? row.published_at ?? new Date(0)).toISOString(),
    author_approved_books: approvedBooks,
  };
}

export function presentAdminBook(urls: MediaUrls, row: BookWithAuthorRow): AdminBook {
  return {
    ...bookRefOf(urls, row),
    author: authorOf(row),
    published_at: row.published_at?.toISOString() ?? null,
    rejection_reason: row.rejection_reason,
    sales_count: row.sales_count,
    hidden_by_suspension: row.hidden_by_suspension,
    author_suspended: row.author_suspended_at !== null,
  };
}

export function presentReviewBook(input: {
  sellerBook: ReviewBook['book'];
  book: { review_kind: BookReviewKind | null; submitted_at: Date | null };
  author: PersonRow & { created_at: Date; suspended_at: Date | null };
  history: {
    uid: string;
    title: string;
    type: 'ebook' | 'audiobook' | 'printbook';
    status: AdminBook['status'];
    submitted_at: Date | null;
    published_at: Date | null;
    rejection_reason: string | null;
  }[];
  decisions: { approvals: number; rejections: number; takedowns: number };
}): ReviewBook {
  return {
    book: input.sellerBook,
    kind: input.book.review_kind ?? 'pre_publication',
    submitted_at: (input.book.submitted_at ?? new Date(0)).toISOString(),
    author: {
      ...presentPerson(input.author),
      created_at: input.author.created_at.toISOString(),
      suspended: input.author.suspended_at !== null,
    },
    history: {
      books: input.history.map((h) => ({
        uid: h.uid,
        title: h.title,
        type: h.type,
        status: h.status,
        submitted_at: h.submitted_at?.toISOString() ?? null,
        published_at: h.published_at?.toISOString() ?? null,
        rejection_reason: h.rejection_reason,
      })),
      ...input.decisions,
    },
  };
}

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    ...presentPerson(row),
    is_author: row.is_author,
    is_voiceover_artist: row.is_voiceover_artist,
    is_operator: row.is_operator,
    email_verified: row.email_verified_at !== null,
    suspended_at: row.suspended_at?.toISOString() ?? null,
    suspension_reason: row.suspension_reason,
    books_count: Number(row.books_count),
    orders_count: Number(row.orders_count),
    created_at: row.created_at.toISOString(),
  };
}

export function presentAdminOffer(row: AdminOfferRow): AdminOffer {
  return {
    uid: row.uid,
    title: row.title,
    price: money(row.amount, row),
    status: row.status,
    artist: presentPerson({
      id: row.artist_id,
      uid: row.artist_uid,
      username: row.artist_username,
      email: row.artist_email,
      first_name: row.artist_first_name,
      last_name: row.artist_last_name,
    }),
    hidden_at: row.hidden_at?.toISOString() ?? null,
    hidden_reason: row.hidden_reason,
    created_at: row.created_at.toISOString(),
  };
}

export function presentVoiceoverReviewItem(row: Submission): VoiceoverReviewItem {
  return { ...row, submitted_at: row.submitted_at?.toISOString() ?? null };
}

export function presentPayout({
  row,
  bank,
  currency,
}: {
  row: PayoutRow;
  bank: BankAccountRow | null;
  currency: CurrencyInfo;
}): Payout {
  return {
    id: row.id,
    reference: row.reference,
    seller: {
      ...presentPerson({
        id: row.seller_id,
        uid: row.seller_uid,
        username: row.seller_username,
        email: row.seller_email,
        first_name: row.seller_first_name,
        last_name: row.seller_last_name,
      }),
      seller_since: row.seller_since.toISOString(),
    },
    amount: money(row.amount, currency),
    fee: money(row.fee_amount, currency),
    bank_account: bank ? presentBankAccount(bank) : null,
    status: row.status,
    review_status: row.review_status,
    hold_reasons: row.hold_reasons.filter(
      (r): r is 'amount' | 'new_seller' => r === 'amount' || r === 'new_seller',
    ),
    rejection_reason: row.rejection_reason,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAdminOrder({ order, items, payment, refunds }: OrderDetails): AdminOrder {
  const cash = (minor: number) => money(minor, order);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    id: order.id,
    reference: order.uid,
    status: order.status,
    buyer: presentPerson({
      id: order.buyer_id,
      uid: order.buyer_uid,
      username: order.buyer_username,
      email: order.buyer_email,
      first_name: order.buyer_first_name,
      last_name: order.buyer_last_name,
    }),
    items: items.map((item) => ({
      id: item.id,
      book_uid: item.book_uid,
      title: item.title,
      type: item.type,
      quantity: item.quantity,
      unit_price: cash(item.unit_amount),
      total: cash(item.total_amount),
      seller: presentPrefixed(item, 'seller'),
      refunded_at: item.refunded_at?.toISOString() ?? null,
    })),
    subtotal: cash(order.subtotal_amount),
    delivery_fee: cash(order.delivery_fee_amount),
    total: cash(order.total_amount),
    refunded: cash(refunded),
    payment: payment
      ? {
          reference: payment.reference,
          status: payment.status,
          gateway: payment.gateway,
          paid_at: payment.paid_at?.toISOString() ?? null,
        }
      : null,
    refunds: refunds.map((r) => ({
      id: r.id,
      reference: r.reference,
      amount: cash(r.amount),
      item_ids: r.item_ids.map(Number),
      reason: r.reason,
      operator: presentPrefixed(r, 'operator'),
      created_at: r.created_at.toISOString(),
    })),
    paid_at: order.paid_at?.toISOString() ?? null,
    created_at: order.created_at.toISOString(),
  };
}
