import type { AppDeps } from '../../context.ts';
import type { BookType } from '../../db/schema.ts';
import type { FileGrant } from '../../files.ts';
import type { AnnotationBody, ReadingProgressBody } from '@bookstore/api-client/contract';
import { invalid, notFound } from '../../domain/errors.ts';
import { bookTracks } from '../catalogue/books.queries.ts';
import {
  annotationCount,
  annotationsOfItem,
  bookmarkAt,
  deleteItemAnnotation,
  insertAnnotation,
  itemAnnotation,
  setAnnotation,
} from './annotations.queries.ts';
import {
  ebookFile,
  libraryItemByUid,
  libraryItems,
  libraryPageOf,
  markOpened,
  saveReadingPlace,
} from './library.queries.ts';

/** A page of the user's ebooks and audiobooks (optionally of one type), the newest purchase first. */
export function libraryPage(
  deps: AppDeps,
  userId: number,
  type: BookType | undefined,
  limit: number,
  offset: number,
) {
  return libraryPageOf(deps.db, userId, type, { limit, offset });
}

type Track = Awaited<ReturnType<typeof bookTracks>>[number];

/**
 * An audiobook's tracks with signed links that expire at `expires` and work while `grant` holds (the
 * library's, the reviewer's preview).
 */
export function audiobookAccess(
  deps: Pick<AppDeps, 'files'>,
  origin: string,
  tracks: readonly Track[],
  expires: Date,
  grant: FileGrant,
) {
  return {
    type: 'audiobook' as const,
    tracks: tracks.map((track, index) => ({
      index,
      title: track.title,
      url: deps.files.url(origin, track.file_path, expires, grant),
      duration_seconds: track.duration_seconds,
      chapters: track.chapters,
    })),
  };
}

/** An ebook's file (EPUB, or PDF) with a signed link that expires at `expires` and works while `grant` holds. */
export function ebookAccess(
  deps: Pick<AppDeps, 'files'>,
  origin: string,
  file: { path: string; format: string | null },
  expires: Date,
  grant: FileGrant,
) {
  return {
    type: 'ebook' as const,
    format: file.format === 'pdf' ? ('pdf' as const) : ('epub' as const),
    file_url: deps.files.url(origin, file.path, expires, grant),
  };
}

/**
 * A book of the user's library (by uid) opened now: its row, and signed links to its file or tracks
 * that expire after FILE_LINK_MINUTES and stop at once when the copy is refunded or the reader suspended
 * (`origin` is this API's). A book not in the library, or an ebook whose file is missing, is a 404.
 */
export async function openLibraryBook(deps: AppDeps, userId: number, uid: string, origin: string) {
  const { db } = deps;
  const row = await libraryItems(db, userId).where('b.uid', '=', uid).executeTakeFirst();
  if (!row) throw notFound('This book is not in your library.');
  const now = deps.clock();
  const expires = new Date(now.getTime() + deps.config.fileLinkMinutes * 60_000);
  const grant: FileGrant = `l${row.id}`;
  let access;
  if (row.type === 'audiobook') {
    const tracks = await bookTracks(db, row.book_id);
    access = audiobookAccess(deps, origin, tracks, expires, grant);
  } else {
    const file = await ebookFile(db, row.book_id);
    if (!file.file_path) throw notFound('The file of this book is not available yet.');
    access = ebookAccess(deps, origin, { path: file.file_path, format: file.file_format }, expires, grant);
  }
  return { row, access, now, expires };
}

/** Marks a library item opened at `now`. */
export async function touchLibraryItem(deps: AppDeps, itemId: number, now: Date): Promise<void> {
  await markOpened(deps.db, itemId, now);
}

/** At most this many bookmarks and highlights per book and reader. */
export const MAX_ANNOTATIONS = 1000;

/** The user's library item for a book uid (id, type and track count), or a 404. */
async function itemOf(deps: AppDeps, userId: number, uid: string) {
  const row = await libraryItemByUid(deps.db, userId, uid);
  if (!row) throw notFound('This book is not in your library.');
  return row;
}

type ProgressInput = Omit<ReadingProgressBody, 'percent'> & { percent: number };

/**
 * Saves where the user is in a library book, from any device: the last save wins. An ebook keeps a
 * CFI; an audiobook keeps the track (which must exist) and the second in it.
 */
export async function saveProgress(deps: AppDeps, userId: number, uid: string, body: ProgressInput) {
  const item = await itemOf(deps, userId, uid);
  let location: string | null = null;
  let track: number | null = null;
  let seconds: number | null = null;
  if (item.type === 'audiobook') {
    if (body.track_index == null) throw invalid('track_index', 'Send the track you are listening to.');
    const tracks = await bookTracks(deps.db, item.book_id);
    if (body.track_index >= tracks.length)
      throw invalid('track_index', `This audiobook has ${tracks.length} track(s).`);
    track = body.track_index;
    seconds = body.position_seconds ?? 0;
  } else {
    if (!body.location) throw invalid('location', 'Send the location (an EPUB CFI) you are reading.');
    location = body.location;
  }
  const place = { progress: body.percent, location, track_index: track, position_seconds: seconds };
  return saveReadingPlace(deps.db, item.id, place, deps.clock());
}

/** The user's annotations in a library item, in reading order. */
export function annotationsOf(deps: AppDeps, itemId: number) {
  return annotationsOfItem(deps.db, itemId);
}

type AnnotationInput = Omit<AnnotationBody, 'excerpt' | 'percent'> & { excerpt: string; percent: number };

/** Adds a bookmark or highlight to an ebook of the user's library (the same place twice is one bookmark). */
export async function addAnnotation(deps: AppDeps, userId: number, uid: string, body: AnnotationInput) {
  const item = await itemOf(deps, userId, uid);
  if (item.type !== 'ebook') throw invalid('kind', 'Bookmarks and highlights are for ebooks.');
  if (body.kind === 'bookmark') {
    const same = await bookmarkAt(deps.db, item.id, body.location);
    if (same) return same;
  }
  if ((await annotationCount(deps.db, item.id)) >= MAX_ANNOTATIONS)
    throw invalid('kind', `A book keeps at most ${MAX_ANNOTATIONS} bookmarks and highlights.`);
  return insertAnnotation(deps.db, {
    library_item_id: item.id,
    kind: body.kind,
    location: body.location,
    excerpt: body.excerpt,
    chapter: body.chapter ?? null,
    percent: body.percent,
    note: body.note || null,
    color: body.kind === 'highlight' ? (body.color ?? 'yellow') : null,
    created_at: deps.clock(),
  });
}

/** Changes a highlight's note or colour; someone else's annotation is a 404. */
export async function updateAnnotation(
  deps: AppDeps,
  userId: number,
  uid: string,
  annotationId: number,
  changes: {
    note?: string | null | undefined;
    color?: 'yellow' | 'green' | 'blue' | 'pink' | null | undefined;
  },
) {
  const item = await itemOf(deps, userId, uid);
  const set: { note?: string | null; color?: 'yellow' | 'green' | 'blue' | 'pink' | null } = {};
  if (changes.note !== undefined) set.note = changes.note || null;
  if (changes.color !== undefined) set.color = changes.color;
  const row =
    Object.keys(set).length > 0
      ? await setAnnotation(deps.db, item.id, annotationId, set)
      : await itemAnnotation(deps.db, item.id, annotationId);
  if (!row) throw notFound('This bookmark or highlight does not exist.');
  return row;
}

/** Removes one of the user's annotations; someone else's is a 404. */
export async function deleteAnnotation(deps: AppDeps, userId: number, uid: string, annotationId: number) {
  const item = await itemOf(deps, userId, uid);
  if (!(await deleteItemAnnotation(deps.db, item.id, annotationId)))
    throw notFound('This bookmark or highlight does not exist.');
}
