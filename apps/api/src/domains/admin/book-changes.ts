/**
 * Changes to published books in review (issue 41 item 1): the lists, a change's diff, and the decision.
 * A decision locks the book row, then the version, checks the version is still open and is the revision
 * the operator looked at (else a 409), swaps the proposal in (approval before publication) and appends
 * its audit entry in one transaction, with the author's mail queued in it. The public caches of this
 * process are emptied after it commits (lib/public-caches.ts), as a review's decision does.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Book as BookRow, BookReviewKind, Database } from '../../db/schema.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { publicChange } from '../../lib/public-caches.ts';
import { moderationMail, type ModerationMailKind } from '../../mail/templates.ts';
import { recordAction, refuseOwn, type WebActor } from '../accounts/audit.ts';
import { userById } from '../accounts/account.queries.ts';
import { enqueueCoverVariants, removeCoverVariants } from '../media/cover-variants.ts';
import { removeUnreferenced } from '../media/selling-media.ts';
import { changedParts } from '../selling/book-versions.ts';
import {
  closeVersion,
  isPendingTrack,
  livePublicParts,
  mediaPathsOf,
  versionByUid,
  versionQueuePage,
  type PublicParts,
  type VersionRow,
} from '../selling/book-versions.queries.ts';
import { syncAudioTotals } from '../selling/content-steps.ts';
import { bookWasOrdered, insertBookActivity } from '../selling/selling.queries.ts';
import { bookSlug } from '../selling/selling-steps.ts';
import { lockAuthorOfBook, setBook } from './admin-books.queries.ts';
import { sellerSuspended } from './admin-books.ts';

export async function listChanges(
  deps: Pick<AppDeps, 'db'>,
  query: { kind: BookReviewKind; q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total } = await versionQueuePage(deps.db, query.kind, query.q, query.page, query.per_page);
  return pageOf(rows, query.page, query.per_page, total);
}

/** A change with its book and author, for the diff. */
export async function changeForReview(deps: Pick<AppDeps, 'db'>, uid: string) {
  const version = await versionByUid(deps.db, uid);
  if (!version) throw notFound('The change was not found.');
  const book = await deps.db
    .selectFrom('books')
    .selectAll()
    .where('id', '=', version.book_id)
    .executeTakeFirstOrThrow();
  return { version, book, author: await userById(deps.db, book.author_id) };
}

/**
 * Writes the proposal over the book's live parts (the caller holds the book row's lock) and answers the
 * files nothing names any more: a replaced cover or EPUB, removed tracks.
 */
async function swapIn(trx: Kysely<Database>, book: BookRow, proposed: PublicParts, now: Date) {
  const live = await livePublicParts(trx, book.id);
  const changed = new Set(changedParts(live, proposed));
  const gone: string[] = [];
  await setBook(trx, book.id, {
    title: proposed.title,
    slug: bookSlug(proposed.title, book.uid),
    subtitle: proposed.subtitle,
    description: proposed.description,
    language: proposed.language,
    category_id: proposed.category_id,
    sub_category_id: proposed.sub_category_id,
    ...(changed.has('cover_path') ? { cover_path: proposed.cover_path, cover_widths: [] } : {}),
    ...(changed.has('file') && proposed.file
      ? {
          file_path: proposed.file.path,
          file_format: 'epub' as const,
          file_size_bytes: proposed.file.size_bytes,
          file_name: proposed.file.name,
          file_uploaded_at: proposed.file.uploaded_at ? new Date(proposed.file.uploaded_at) : now,
        }
      : {}),
    updated_at: now,
  });
  if (changed.has('cover_path')) {
    await enqueueCoverVariants(trx, book.id, proposed.cover_path);
    gone.push(...(live.cover_path ? [live.cover_path] : []));
  }
  if (changed.has('file') && live.file) gone.push(live.file.path);
  if (changed.has('contributors')) {
    await trx.deleteFrom('book_contributors').where('book_id', '=', book.id).execute();
    if (proposed.contributors.length > 0) {
      await trx
        .insertInto('book_contributors')
        .values(proposed.contributors.map((c) => ({ ...c, book_id: book.id })))
        .execute();
    }
  }
  if (changed.has('tracks')) gone.push(...(await swapTracks(trx, book, live, proposed, now)));
  return { gone, oldCover: changed.has('cover_path') ? live.cover_path : null };
}

/** Replaces the audiobook's tracks by the proposal's; a bought audiobook keeps every track it had. */
async function swapTracks(
  trx: Kysely<Database>,
  book: BookRow,
  live: PublicParts,
  proposed: PublicParts,
  now: Date,
) {
  const kept = new Set(proposed.tracks.filter((t) => !isPendingTrack(t.id)).map((t) => t.id));
  const removed = live.tracks.filter((t) => !kept.has(t.id));
  if (removed.length > 0 && (book.sales_count > 0 || (await bookWasOrdered(trx, book.id)))) {
    throw new Conflict(
      'This audiobook was bought since the change was made, and the change removes tracks its buyers listen to: reject it and ask the author to upload corrected tracks instead.',
    );
  }
  if (removed.length > 0) {
    await trx
      .deleteFrom('book_audio_files')
      .where('book_id', '=', book.id)
      .where(
        'id',
        'in',
        removed.map((t) => t.id),
      )
      .execute();
  }
  for (const track of proposed.tracks) {
    if (!isPendingTrack(track.id)) {
      await trx
        .updateTable('book_audio_files')
        .set({ title: track.title, position: track.position })
        .where('id', '=', track.id)
        .where('book_id', '=', book.id)
        .execute();
    } else {
      await trx
        .insertInto('book_audio_files')
        .values({
          book_id: book.id,
          title: track.title,
          file_path: track.file_path,
          duration_seconds: track.duration_seconds,
          size_bytes: track.size_bytes,
          chapters: JSON.stringify(track.chapters),
          position: track.position,
          created_at: now,
        })
        .execute();
    }
  }
  const m4b = proposed.tracks.some((t) => t.file_path.endsWith('.m4b'));
  await syncAudioTotals(trx, book.id, m4b ? 'm4b' : 'mp3', now);
  return removed.map((t) => t.file_path);
}

function alreadyDecided(version: VersionRow, title: string): Conflict {
  const words: Record<VersionRow['status'], string> = {
    in_review: 'is waiting for review',
    approved: 'was already approved',
    rejected: 'was already rejected',
    withdrawn: 'was withdrawn by its author',
  };
  return new Conflict(
    `The change to "${title}" ${words[version.status]}: another operator may have decided it just now.`,
  );
}

async function mailAuthor(
  deps: Pick<AppDeps, 'mailer'>,
  trx: Kysely<Database>,
  authorId: number,
  what: ModerationMailKind,
) {
  const author = await userById(trx, authorId);
  await deps.mailer.send(moderationMail(author.email, author.username, what), trx);
}

export type ChangeDecision =
  | { decision: 'approve'; revision: number; reason: string | null }
  | { decision: 'reject'; revision: number; reason: string };

/**
 * Approves or rejects a change. Before publication, approval swaps the proposal in and a rejection keeps
 * the version on sale; after the fact (a trusted author's live change), approval closes the check and a
 * rejection takes the book off sale, as for a trusted author's new book.
 */
export async function decideChange(deps: AppDeps, actor: WebActor, uid: string, choice: ChangeDecision) {
  const now = deps.clock();
  const found = await versionByUid(deps.db, uid);
  if (!found) throw notFound('The change was not found.');
  const approve = choice.decision === 'approve';
  const result = await deps.db.transaction().execute(async (trx) => {
    // The author's row first, then the book's, in the order a suspension takes them (issue 41).
    const author = await lockAuthorOfBook(trx, found.book_id);
    const book = await trx
      .selectFrom('books')
      .selectAll()
      .where('id', '=', found.book_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    refuseOwn(actor, book.author_id, 'your own book');
    if (approve && author?.suspended_at) throw sellerSuspended(book.title, author.username);
    const version = await versionByUid(trx, uid, true);
    if (!version) throw notFound('The change was not found.');
    if (version.status !== 'in_review') throw alreadyDecided(version, book.title);
    if (version.revision !== choice.revision) {
      throw new Conflict(
        `The author edited this change after you opened it (revision ${version.revision}, you saw ${choice.revision}): look at it again before deciding.`,
      );
    }
    const before = version.review_kind === 'pre_publication';
    if (before && book.status !== 'published') {
      throw new Conflict(`"${book.title}" is no longer on sale, so its change cannot be decided.`);
    }
    const swap = approve && before ? await swapIn(trx, book, version.proposed, now) : null;
    if (!approve && !before && book.status === 'published') {
      await setBook(trx, book.id, {
        status: 'rejected',
        rejection_reason: choice.reason,
        review_kind: null,
        reviewed_at: now,
        updated_at: now,
      });
    }
    await closeVersion(trx, version.id, {
      status: approve ? 'approved' : 'rejected',
      reason: approve ? null : choice.reason,
      by: actor.operatorId,
      at: now,
    });
    const changed = changedParts(version.previous, version.proposed);
    await insertBookActivity(trx, {
      book_id: book.id,
      user_id: actor.operatorId,
      action: approve ? 'published' : 'rejected',
      description: approve
        ? before
          ? 'The change was approved by the store and is now on sale.'
          : 'The change was checked by the store after publication.'
        : before
          ? `The change was rejected by the store, and the approved version stays on sale: ${choice.reason}`
          : `The change was rejected by the store, and the book was taken off sale: ${choice.reason}`,
      created_at: now,
    });
    await recordAction(trx, actor, now, {
      action: approve ? 'book_version.approve' : 'book_version.reject',
      target: { type: 'book', id: book.uid, label: book.title },
      reason: choice.reason,
      before: { version: version.uid, revision: version.revision, title: version.previous.title, changed },
      after: {
        version: version.uid,
        status: approve ? 'approved' : 'rejected',
        title: approve && before ? version.proposed.title : book.title,
        ...(!approve && !before ? { book_status: 'rejected' } : {}),
      },
    });
    const title = version.proposed.title;
    if (!approve) {
      await mailAuthor(
        deps,
        trx,
        book.author_id,
        before
          ? { kind: 'change_rejected', title, reason: choice.reason }
          : { kind: 'book_taken_down', title, reason: choice.reason },
      );
    } else if (before) await mailAuthor(deps, trx, book.author_id, { kind: 'change_approved', title });
    return { version, swap };
  });
  if (result.swap) {
    await removeUnreferenced(deps, ...result.swap.gone);
    if (result.swap.oldCover?.startsWith('covers/uploaded/'))
      await removeCoverVariants(deps, result.swap.oldCover);
  } else if (!approve && result.version.review_kind === 'pre_publication') {
    // The rejected proposal's own uploads: the approved version's files are still named by the book.
    await removeUnreferenced(deps, ...mediaPathsOf(result.version.proposed));
  }
  await publicChange(deps);
  return changeForReview(deps, uid);
}
