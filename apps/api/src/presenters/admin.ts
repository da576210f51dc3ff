/** The back office's answers (issue 28): people, audit entries. */
import type {
  AdminBook,
  AdminOffer,
  AdminUser,
  AdminUserRef,
  AuditEntry,
  BookReviewKind,
  ReviewBook,
  ReviewItem,
  VoiceoverReviewItem,
} from '@bookstore/api-client/contract';
import { money } from '../money.ts';
import type { AuditRow } from '../queries/admin-audit.ts';
import type { AdminOfferRow } from '../queries/admin-offers.ts';
import type { AdminUserRow } from '../queries/admin-users.ts';
import type { MediaUrls } from './common.ts';

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

export function presentReviewItem(
  urls: MediaUrls,
  row: BookWithAuthorRow,
  kind: BookReviewKind,
  approvedBooks: number,
): ReviewItem {
  return {
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    type: row.type,
    cover: urls.media.url(row.cover_path),
    status: row.status,
    kind,
    author: authorOf(row),
    submitted_at: (row.submitted_at ?? row.published_at ?? new Date(0)).toISOString(),
    author_approved_books: approvedBooks,
  };
}

export function presentAdminBook(urls: MediaUrls, row: BookWithAuthorRow): AdminBook {
  return {
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    type: row.type,
    cover: urls.media.url(row.cover_path),
    status: row.status,
    author: authorOf(row),
    published_at: row.published_at?.toISOString() ?? null,
    rejection_reason: row.rejection_reason,
    sales_count: row.sales_count,
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

export function presentVoiceoverReviewItem(row: {
  username: string;
  email: string;
  display_name: string | null;
  headline: string | null;
  submitted_at: Date | null;
  demos: number;
  offers: number;
}): VoiceoverReviewItem {
  return { ...row, submitted_at: row.submitted_at?.toISOString() ?? null };
}
