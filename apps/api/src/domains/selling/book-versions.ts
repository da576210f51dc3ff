/**
 * Versions, not live edits (issue 41 item 1). An edit of a public part of a published book (title,
 * subtitle, blurb, language, category, cover, contributors, the EPUB or tracks) goes into the book's one
 * open version while the approved parts stay on sale; the operator approves (the version is swapped in:
 * domains/admin/book-changes.ts) or rejects it with a reason. The author can keep editing the open
 * version or withdraw it. Prices, stock and print details are not moderated: they stay live edits.
 *
 * The trust rule is the one for new books (book-review.ts): a trusted author's change goes live at once
 * and waits in the post-publication list (a rejection there takes the book off sale, as for a book).
 */
import type { SellerBook } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Book as BookRow, Database } from '../../db/schema.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { shortUid } from '../../lib/crypto.ts';
import { removeUnreferenced } from '../media/selling-media.ts';
import { reviewKindFor } from './book-review.ts';
import {
  categoryNames,
  closeVersion,
  contributorNames,
  insertVersion,
  livePublicParts,
  mediaPathsOf,
  openVersion,
  setProposed,
  type PublicParts,
  type VersionRow,
} from './book-versions.queries.ts';
import { insertBookActivity } from './selling.queries.ts';

/** A change to the parts a version holds; it may read the database (`trx`) to check itself. */
export type PartsChange = (parts: PublicParts, trx: Kysely<Database>) => PublicParts | Promise<PublicParts>;

/** How a step edits a book: live (its own writes), or by proposing a change to a version. */
export interface PublicEdit<T> {
  /** The edit as it was before versions: the book's own rows. */
  live: () => Promise<T>;
  /** The edit into the open version: calls `propose` (once) with the change, after any upload. */
  version: (propose: (change: PartsChange) => Promise<void>) => Promise<T>;
}

/** Which parts differ between two proposals: the diff's rows, in the order the editor shows them. */
export const PART_NAMES = [
  'title',
  'subtitle',
  'description',
  'language',
  'category_id',
  'sub_category_id',
  'cover_path',
  'file',
  'contributors',
  'tracks',
] as const satisfies readonly (keyof PublicParts)[];
export type PartName = (typeof PART_NAMES)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedParts(before: PublicParts, after: PublicParts): PartName[] {
  return PART_NAMES.filter((name) => !same(before[name], after[name]));
}

async function lockBook(trx: Kysely<Database>, bookId: number) {
  return trx
    .selectFrom('books')
    .select(['id', 'status'])
    .where('id', '=', bookId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Applies `change` to the book's open version, opening one from the live parts if there is none; the
 * files the previous proposal named and this one does not are removed (unless something else names
 * them). One transaction, the book row locked: two edits at once go one after the other.
 */
async function proposeChange(deps: AppDeps, book: BookRow, userId: number, change: PartsChange) {
  const now = deps.clock();
  const { base, next } = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockBook(trx, book.id);
    if (locked?.status !== 'published') throw new Conflict('This book is no longer on sale: edit it again.');
    const open = await openVersion(trx, book.id, true);
    const base = open?.proposed ?? (await livePublicParts(trx, book.id));
    const next = await change(structuredClone(base), trx);
    if (open) await setProposed(trx, open, next, now);
    else {
      await insertVersion(trx, {
        uid: shortUid(12),
        bookId: book.id,
        kind: 'pre_publication',
        previous: base,
        proposed: next,
        now,
      });
    }
    await insertBookActivity(trx, {
      book_id: book.id,
      user_id: userId,
      action: 'updated',
      description: open
        ? 'The change waiting for review was edited.'
        : 'A change was sent for review; the approved version stays on sale meanwhile.',
      created_at: now,
    });
    return { base, next };
  });
  const kept = new Set(mediaPathsOf(next));
  await removeUnreferenced(deps, ...mediaPathsOf(base).filter((path) => !kept.has(path)));
}

/** A trusted author's live change, recorded in the post-publication version (opened at the first). */
async function recordTrustedChange(deps: AppDeps, bookId: number, before: PublicParts) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await lockBook(trx, bookId);
    const after = await livePublicParts(trx, bookId);
    const open = await openVersion(trx, bookId, true);
    if (open) await setProposed(trx, open, after, now);
    else if (changedParts(before, after).length > 0) {
      await insertVersion(trx, {
        uid: shortUid(12),
        bookId,
        kind: 'post_publication',
        previous: before,
        proposed: after,
        now,
      });
    }
  });
}

/**
 * Runs an edit of a public part: live for a book that is not on sale (it is reviewed when published);
 * into the open version for a published book; live and recorded for review after the fact for a
 * trusted author's published book without a version waiting before publication.
 */
export async function editPublicParts<T>(deps: AppDeps, book: BookRow, userId: number, edit: PublicEdit<T>) {
  const open = await openVersion(deps.db, book.id);
  if (book.status !== 'published') {
    // A version left open when the book left sale (a takedown) proposes nothing any more.
    if (open) await withdrawVersion(deps, book, userId, { why: 'The book left sale.', any: true });
    return edit.live();
  }
  const kind = open ? open.review_kind : await reviewKindFor(deps, book.author_id);
  if (kind === 'post_publication') {
    const before = await livePublicParts(deps.db, book.id);
    const result = await edit.live();
    await recordTrustedChange(deps, book.id, before);
    return result;
  }
  let proposed = false;
  const result = await edit.version(async (change) => {
    proposed = true;
    await proposeChange(deps, book, userId, change);
  });
  if (!proposed) throw new Error('A version edit must propose its change.');
  return result;
}

/**
 * Withdraws the book's open version (the author's call; or, with `any`, a book that left sale, whatever
 * the version's kind); its own files go.
 */
export async function withdrawVersion(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  options: { why?: string; any?: boolean } = {},
) {
  const why = options.why;
  const now = deps.clock();
  const version = await deps.db.transaction().execute(async (trx) => {
    const open = await openVersion(trx, book.id, true);
    if (!open) throw notFound('This book has no change waiting for review.');
    if (open.review_kind === 'post_publication' && !options.any) {
      throw new Conflict('This change is already on sale: it waits only for a check after the fact.');
    }
    await closeVersion(trx, open.id, { status: 'withdrawn', reason: null, by: userId, at: now });
    await insertBookActivity(trx, {
      book_id: book.id,
      user_id: userId,
      action: 'updated',
      description: why ?? 'The change waiting for review was withdrawn.',
      created_at: now,
    });
    return open;
  });
  if (version.review_kind === 'pre_publication')
    await removeUnreferenced(deps, ...mediaPathsOf(version.proposed));
}

/** What the author's dashboard says of a book's latest change. */
export function pendingChangeOf(version: VersionRow | undefined): SellerBook['pending_change'] {
  if (!version || version.status === 'withdrawn') return null;
  return {
    uid: version.uid,
    status: version.status === 'in_review' ? 'in_review' : version.status,
    kind: version.review_kind,
    changed: changedParts(version.previous, version.proposed),
    rejection_reason: version.rejection_reason,
    submitted_at: version.submitted_at.toISOString(),
    decided_at: version.decided_at?.toISOString() ?? null,
  };
}

/** The book row as its author edits it: a version waiting before publication shows what they proposed. */
export function proposedBook(book: BookRow, version: VersionRow | undefined): BookRow {
  if (version?.status !== 'in_review' || version.review_kind !== 'pre_publication') return book;
  const parts = version.proposed;
  return {
    ...book,
    title: parts.title,
    subtitle: parts.subtitle,
    description: parts.description,
    language: parts.language,
    category_id: parts.category_id,
    sub_category_id: parts.sub_category_id,
    cover_path: parts.cover_path,
    ...(parts.file
      ? {
          file_path: parts.file.path,
          file_format: parts.file.format as BookRow['file_format'],
          file_size_bytes: parts.file.size_bytes,
          file_name: parts.file.name,
          file_uploaded_at: parts.file.uploaded_at ? new Date(parts.file.uploaded_at) : null,
        }
      : {}),
  };
}

/** What an open version before publication shows in its author's editor instead of the live rows. */
export interface ProposedExtras {
  contributors: { id: number; name: string; role: PublicParts['contributors'][number]['role'] }[];
  subCategory: { uid: string; name: string } | null;
  tracks: PublicParts['tracks'];
}

/** The proposed contributors (named), sub-category and tracks of the books' open versions, by book id. */
export async function proposedExtrasOf(
  db: Kysely<Database>,
  versions: ReadonlyMap<number, VersionRow>,
): Promise<Map<number, ProposedExtras>> {
  const open = [...versions.values()].filter(
    (v) => v.status === 'in_review' && v.review_kind === 'pre_publication',
  );
  if (open.length === 0) return new Map();
  const [names, cats] = await Promise.all([
    contributorNames(
      db,
      open.flatMap((v) => v.proposed.contributors.map((c) => c.contributor_id)),
    ),
    categoryNames(
      db,
      [],
      open.flatMap((v) => (v.proposed.sub_category_id === null ? [] : [v.proposed.sub_category_id])),
    ),
  ]);
  return new Map(
    open.map((v) => {
      const sub =
        v.proposed.sub_category_id === null ? undefined : cats.subCategories.get(v.proposed.sub_category_id);
      return [
        v.book_id,
        {
          contributors: [...v.proposed.contributors]
            .sort((a, b) => a.position - b.position)
            .map((c) => ({ id: c.contributor_id, name: names.get(c.contributor_id) ?? '', role: c.role })),
          subCategory: sub ? { uid: sub.uid, name: sub.name } : null,
          tracks: v.proposed.tracks,
        },
      ];
    }),
  );
}
