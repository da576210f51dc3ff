/** The back office's calls on changes to published books (issue 41 item 1): the lists, a diff, decisions. */
import type { BookChange, BookChangeItem, BookChangeRow } from '@bookstore/api-client/contract';
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import type { FileGrant } from '../../files.ts';
import type { Book as BookRow, User } from '../../db/schema.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { linkOrigin } from '../../lib/links.ts';
import { webActor } from '../accounts/audit.ts';
import { coverUrl } from '../catalogue/books.presenter.ts';
import { storageSize } from '../selling/storage-quota.ts';
import { changedParts, PART_NAMES, type PartName } from '../selling/book-versions.ts';
import {
  categoryNames,
  contributorNames,
  type PublicParts,
  type VersionRow,
} from '../selling/book-versions.queries.ts';
import { presentPerson } from './admin.presenter.ts';
import * as service from './book-changes.ts';

const admin = contract.admin;

/** How long the reviewer's signed links to a change's new files last. */

const LABELS: Record<PartName, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  language: 'Language',
  category_id: 'Category',
  sub_category_id: 'Sub-category',
  cover_path: 'Cover',
  file: 'EPUB file',
  contributors: 'Contributors',
  tracks: 'Tracks',
};

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function itemOf(
  deps: AppDeps,
  version: Pick<VersionRow, 'uid' | 'review_kind' | 'previous' | 'proposed' | 'submitted_at' | 'updated_at'>,
  book: Pick<BookRow, 'uid' | 'slug' | 'title' | 'type' | 'cover_path' | 'status'>,
  author: { id: number; uid: string; username: string; email: string; first_name: string; last_name: string },
): BookChangeItem {
  return {
    uid: version.uid,
    kind: version.review_kind,
    book: {
      uid: book.uid,
      slug: book.slug,
      title: book.title,
      type: book.type,
      cover: book.cover_path ? coverUrl(deps, book.cover_path, book.title) : null,
      status: book.status,
    },
    proposed_title: version.proposed.title,
    changed: changedParts(version.previous, version.proposed),
    author: presentPerson(author),
    submitted_at: version.submitted_at.toISOString(),
    updated_at: version.updated_at.toISOString(),
  };
}

/** The rows of a change's diff: each changed part old → new, with the files to open. */
async function diffOf(
  deps: AppDeps,
  version: VersionRow,
  expires: Date,
  grant: FileGrant,
): Promise<BookChangeRow[]> {
  const { previous: a, proposed: b } = version;
  const origin = linkOrigin(deps);
  const [names, cats] = await Promise.all([
    contributorNames(
      deps.db,
      [...a.contributors, ...b.contributors].map((c) => c.contributor_id),
    ),
    categoryNames(
      deps.db,
      [a.category_id, b.category_id].filter((id): id is number => id !== null),
      [a.sub_category_id, b.sub_category_id].filter((id): id is number => id !== null),
    ),
  ]);
  const text = (parts: PublicParts, part: PartName): string | null => {
    switch (part) {
      case 'category_id':
        return parts.category_id === null ? null : (cats.categories.get(parts.category_id)?.name ?? null);
      case 'sub_category_id':
        return parts.sub_category_id === null
          ? null
          : (cats.subCategories.get(parts.sub_category_id)?.name ?? null);
      case 'cover_path':
        return parts.cover_path ? (parts.cover_path.split('/').pop() ?? parts.cover_path) : null;
      case 'file':
        return parts.file
          ? `${parts.file.name ?? 'book.epub'} (${storageSize(parts.file.size_bytes)})`
          : null;
      case 'contributors':
        return parts.contributors
          .map((c) => `${names.get(c.contributor_id) ?? 'Unknown'} (${c.role.replaceAll('_', ' ')})`)
          .join(', ');
      case 'tracks':
        return parts.tracks.map((t, i) => `${i + 1}. ${t.title} (${minutes(t.duration_seconds)})`).join('\n');
      default:
        return parts[part];
    }
  };
  const url = (parts: PublicParts, part: PartName, signed: boolean): string | null => {
    if (part === 'cover_path' && parts.cover_path) return deps.media.url(parts.cover_path);
    if (part === 'file' && parts.file && signed)
      return deps.files.url(origin, parts.file.path, expires, grant);
    return null;
  };
  const changed = new Set(changedParts(a, b));
  const rows: BookChangeRow[] = PART_NAMES.filter((part) => changed.has(part)).map((part) => ({
    part,
    label: LABELS[part],
    before: text(a, part),
    after: text(b, part),
    before_url: url(a, part, false),
    after_url: url(b, part, true),
  }));
  // Each new track to listen to, signed for the reviewer.
  for (const track of b.tracks.filter((t) => !a.tracks.some((old) => old.file_path === t.file_path))) {
    rows.push({
      part: 'tracks',
      label: `New track: ${track.title}`,
      before: null,
      after: `${track.title} (${minutes(track.duration_seconds)})`,
      before_url: null,
      after_url: deps.files.url(origin, track.file_path, expires, grant),
    });
  }
  return rows;
}

async function presentChange(
  deps: AppDeps,
  review: { version: VersionRow; book: BookRow; author: User },
  operatorId: number,
): Promise<BookChange> {
  const { version, book, author } = review;
  // The operator's preview links (issue 41): short-lived, and they stop when the operator loses the role.
  const expires = new Date(deps.clock().getTime() + deps.config.fileLinkMinutes * 60_000);
  return {
    ...itemOf(deps, version, book, author),
    status: version.status,
    revision: version.revision,
    rejection_reason: version.rejection_reason,
    decided_at: version.decided_at?.toISOString() ?? null,
    diff: await diffOf(deps, version, expires, `o${operatorId}`),
    links_expire_at: expires.toISOString(),
  };
}

export async function bookChanges(deps: AppDeps, { query }: HandlerInput<typeof admin.bookChanges>) {
  const page = await service.listChanges(deps, query);
  const items = page.items.map((row) =>
    itemOf(
      deps,
      row,
      {
        uid: row.book_uid,
        slug: row.slug,
        title: row.title,
        type: row.type,
        cover_path: row.cover_path,
        status: row.book_status,
      },
      {
        id: row.author_id,
        uid: row.author_uid,
        username: row.author_username,
        email: row.author_email,
        first_name: row.author_first_name,
        last_name: row.author_last_name,
      },
    ),
  );
  return { data: { ...page, items }, message: 'Changes to review retrieved.' };
}

export async function bookChange(deps: AppDeps, { user, params }: HandlerInput<typeof admin.bookChange>) {
  return {
    data: await presentChange(deps, await service.changeForReview(deps, params.uid), user.id),
    message: 'Change retrieved for review.',
  };
}

export async function approveBookChange(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.approveBookChange>,
) {
  const review = await service.decideChange(deps, webActor(user.id), params.uid, {
    decision: 'approve',
    revision: body.revision,
    reason: body.reason ?? null,
  });
  const before = review.version.review_kind === 'pre_publication';
  return {
    data: await presentChange(deps, review, user.id),
    message: before
      ? `The change to "${review.book.title}" is approved and on sale; its author was mailed.`
      : `The check of the change to "${review.book.title}" is closed.`,
  };
}

export async function rejectBookChange(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.rejectBookChange>,
) {
  const review = await service.decideChange(deps, webActor(user.id), params.uid, {
    decision: 'reject',
    revision: body.revision,
    reason: body.reason,
  });
  const before = review.version.review_kind === 'pre_publication';
  return {
    data: await presentChange(deps, review, user.id),
    message: before
      ? `The change is rejected: "${review.book.title}" stays on sale as approved, and its author was mailed the reason.`
      : `The change is rejected and "${review.book.title}" is off sale; its author was mailed the reason.`,
  };
}

export function bookChangeRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(admin.bookChanges, deps, bookChanges),
    route(admin.bookChange, deps, bookChange),
    route(admin.approveBookChange, deps, approveBookChange),
    route(admin.rejectBookChange, deps, rejectBookChange),
  ];
}
