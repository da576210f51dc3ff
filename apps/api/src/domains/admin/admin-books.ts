/**
 * The book review queue and takedowns (issue 28). A decision locks the book row, checks it is still
 * waiting (else a 409: another operator decided first), changes it and appends its audit entry in one
 * transaction, with the author's mail queued in it.
 */
import type { ReviewPreview } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import type { Kysely } from 'kysely';
import type { Book as BookRow, BookReviewKind, BookStatus, Database } from '../../db/schema.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { publicChange } from '../../lib/public-caches.ts';
import { moderationMail, type ModerationMailKind } from '../../mail/templates.ts';
import {
  adminBookRow,
  adminBooksPage,
  authorDecisions,
  authorHistoryRows,
  bookByUid,
  lockAuthorOfBook,
  lockBookByUid,
  reviewQueuePage,
  setBook,
} from './admin-books.queries.ts';
import { authorTrust } from '../selling/book-review.queries.ts';
import { userById } from '../accounts/account.queries.ts';
import { bookTracks } from '../catalogue/books.queries.ts';
import { ebookFile } from '../orders/library.queries.ts';
import { insertBookActivity } from '../selling/selling.queries.ts';
import { recordAction, refuseOwn, type WebActor } from '../accounts/audit.ts';
import { countApproval, recordStrike } from '../selling/book-review.ts';
import { audiobookAccess, ebookAccess } from '../orders/library.ts';
import { presentSellerBook } from '../selling/selling-books.ts';

export async function listReviewQueue(
  deps: Pick<AppDeps, 'db'>,
  query: { kind: BookReviewKind; q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total } = await reviewQueuePage(deps.db, query.kind, query.q, query.page, query.per_page);
  return pageOf(rows, query.page, query.per_page, total);
}

async function bookWithAuthor(deps: Pick<AppDeps, 'db'>, uid: string) {
  const book = await bookByUid(deps.db, uid);
  if (!book) throw notFound('The book was not found.');
  return { book, author: await userById(deps.db, book.author_id) };
}

/** A book in a review list, as its reviewer sees it: the author's view of it and the author's history. */
export async function bookForReview(deps: AppDeps, uid: string, origin: string) {
  const { book, author } = await bookWithAuthor(deps, uid);
  if (!book.review_kind || !book.submitted_at) throw notFound('This book is not waiting for review.');
  const [sellerBook, history, decisions] = await Promise.all([
    presentSellerBook(deps, book, author, origin),
    authorHistoryRows(deps.db, author.id),
    authorDecisions(deps.db, author.id),
  ]);
  return { book, author, sellerBook, history, decisions };
}

/**
 * Signed links to the book's EPUB or tracks for the in-app reader or player, working while the
 * operator `operatorId` is one (and not suspended), for FILE_LINK_MINUTES.
 */
export async function previewBook(
  deps: AppDeps,
  operatorId: number,
  uid: string,
  origin: string,
): Promise<ReviewPreview> {
  const { book } = await bookWithAuthor(deps, uid);
  const expires = new Date(deps.clock().getTime() + deps.config.fileLinkMinutes * 60_000);
  const grant = `o${operatorId}` as const;
  if (book.type === 'audiobook') {
    const tracks = await bookTracks(deps.db, book.id);
    if (tracks.length === 0) throw notFound('This audiobook has no tracks yet.');
    return {
      access: audiobookAccess(deps, origin, tracks, expires, grant),
      expires_at: expires.toISOString(),
    };
  }
  const file = book.type === 'ebook' ? await ebookFile(deps.db, book.id) : undefined;
  if (!file?.file_path) throw notFound('This book has no file to preview.');
  return {
    access: ebookAccess(deps, origin, { path: file.file_path, format: file.file_format }, expires, grant),
    expires_at: expires.toISOString(),
  };
}

const stateOf = (book: Pick<BookRow, 'status' | 'review_kind' | 'rejection_reason'>) => ({
  status: book.status,
  review_kind: book.review_kind,
  rejection_reason: book.rejection_reason,
});

function alreadyDecided(book: BookRow): Conflict {
  const words: Partial<Record<BookStatus, string>> = {
    published: 'is already approved and on sale',
    rejected: 'was already rejected',
    unpublished: 'is not on sale',
    draft: 'has not been submitted',
  };
  return new Conflict(
    `"${book.title}" ${words[book.status] ?? 'is not waiting for review'}: another operator may have decided it just now.`,
  );
}

/**
 * A suspended seller's book cannot be approved (issue 41): a 409, the state the catalogue answers for
 * a book that cannot be sold now, with the field that says why.
 */
export function sellerSuspended(title: string, username: string): Conflict {
  const message = `"${title}" cannot be approved while its author ${username} is suspended. Restore the account first, or reject the book.`;
  return new Conflict(message, { author: [message] });
}

/** Queues the author's mail in the decision's transaction `trx`. */
async function mailAuthor(
  deps: Pick<AppDeps, 'mailer'>,
  trx: Kysely<Database>,
  authorId: number,
  what: ModerationMailKind,
) {
  const author = await userById(trx, authorId);
  await deps.mailer.send(moderationMail(author.email, author.username, what), trx);
}

type Decision = { decision: 'approve'; reason: string | null } | { decision: 'reject'; reason: string };

/**
 * Approves or rejects a book in a review list. Before publication, approval puts it on sale and a
 * rejection sends it back to its author; after publication (a trusted author's book), approval closes
 * the review and a rejection takes the book off sale.
 */
export async function decideBook(deps: AppDeps, actor: WebActor, uid: string, choice: Decision) {
  const now = deps.clock();
  const result = await deps.db.transaction().execute(async (trx) => {
    const author = await lockAuthorOfBook(trx, uid);
    const book = await lockBookByUid(trx, uid);
    if (!book || !author) throw notFound('The book was not found.');
    refuseOwn(actor, book.author_id, 'your own book');
    if (!book.review_kind) throw alreadyDecided(book);
    const approve = choice.decision === 'approve';
    if (approve && author.suspended_at) throw sellerSuspended(book.title, author.username);
    const before = stateOf(book);
    const values = approve
      ? {
          status: 'published' as const,
          published_at: book.published_at ?? now,
          approved_at: book.approved_at ?? now,
          rejection_reason: null,
        }
      : { status: 'rejected' as const, rejection_reason: choice.reason };
    // A rejection of a book its author's suspension hid ends the hiding: a restore will not bring it back.
    await setBook(trx, book.id, {
      ...values,
      review_kind: null,
      reviewed_at: now,
      updated_at: now,
      hidden_by_suspension: false,
    });
    if (approve) await countApproval(trx, book.author_id);
    else await recordStrike(trx, book.author_id, now);
    const after = { status: values.status, review_kind: null, rejection_reason: values.rejection_reason };
    await insertBookActivity(trx, {
      book_id: book.id,
      user_id: actor.operatorId,
      action: approve ? 'published' : 'rejected',
      description: approve
        ? book.review_kind === 'pre_publication'
          ? 'Approved by the store and published.'
          : 'Reviewed by the store after publication.'
        : `Rejected by the store: ${choice.reason}`,
      created_at: now,
    });
    await recordAction(trx, actor, now, {
      action: approve ? 'book.approve' : 'book.reject',
      target: { type: 'book', id: book.uid, label: book.title },
      reason: choice.reason,
      before,
      after,
    });
    const title = book.title;
    // A post-publication approval changes nothing the author sees: no mail.
    if (choice.decision === 'reject')
      await mailAuthor(deps, trx, book.author_id, { kind: 'book_rejected', title, reason: choice.reason });
    else if (book.review_kind === 'pre_publication')
      await mailAuthor(deps, trx, book.author_id, { kind: 'book_approved', title });
    return { book, after };
  });
  // Approved or taken off sale: every web process's public caches and pages show it at once.
  await publicChange(deps);
  const [row, trust] = await Promise.all([
    adminBookRow(deps.db, result.book.id),
    authorTrust(deps.db, result.book.author_id),
  ]);
  return { row, kind: result.book.review_kind ?? 'pre_publication', approvedBooks: trust.approved };
}

export async function listBooks(
  deps: Pick<AppDeps, 'db'>,
  query: { status?: BookStatus | undefined; q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total } = await adminBooksPage(deps.db, query, query.page, query.per_page);
  return pageOf(rows, query.page, query.per_page, total);
}

/**
 * Takes a published book off sale with a reason (or one its author's suspension hid: it stays off sale
 * after a restore); its buyers keep it in their libraries. A strike on the author's trust.
 */
export async function takeDownBook(deps: AppDeps, actor: WebActor, uid: string, reason: string) {
  const now = deps.clock();
  const book = await deps.db.transaction().execute(async (trx) => {
    await lockAuthorOfBook(trx, uid);
    const row = await lockBookByUid(trx, uid);
    if (!row) throw notFound('The book was not found.');
    refuseOwn(actor, row.author_id, 'your own book');
    if (row.status !== 'published' && !row.hidden_by_suspension) {
      throw new Conflict(`"${row.title}" is not on sale, so there is nothing to take down.`);
    }
    await setBook(trx, row.id, {
      status: 'unpublished',
      rejection_reason: reason,
      review_kind: null,
      reviewed_at: now,
      updated_at: now,
      hidden_by_suspension: false,
    });
    await recordStrike(trx, row.author_id, now);
    await insertBookActivity(trx, {
      book_id: row.id,
      user_id: actor.operatorId,
      action: 'rejected',
      description: `Taken down by the store: ${reason}`,
      created_at: now,
    });
    await recordAction(trx, actor, now, {
      action: 'book.takedown',
      target: { type: 'book', id: row.uid, label: row.title },
      reason,
      before: stateOf(row),
      after: { status: 'unpublished', review_kind: null, rejection_reason: reason },
    });
    await mailAuthor(deps, trx, row.author_id, { kind: 'book_taken_down', title: row.title, reason });
    return row;
  });
  await publicChange(deps);
  return adminBookRow(deps.db, book.id);
}
