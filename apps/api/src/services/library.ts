import type { AppDeps } from '../context.ts';
import type { BookType } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { bookTracks } from '../queries/books.ts';
import { ebookFile, libraryItems, markOpened } from '../queries/library.ts';
import { withTotal } from '../queries/paging.ts';

/** How long a signed file link from the library works. */
const ACCESS_MINUTES = 60;

/** A page of the user's ebooks and audiobooks (optionally of one type), the newest purchase first. */
export function libraryPage(
  deps: AppDeps,
  userId: number,
  type: BookType | undefined,
  limit: number,
  offset: number,
) {
  let base = libraryItems(deps.db, userId);
  if (type) base = base.where('b.type', '=', type);
  return withTotal(base, (items) =>
    items.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit).offset(offset).execute(),
  );
}

/**
 * A book of the user's library (by uid) opened now: its row, and signed links to its file or tracks
 * that expire after an hour (`origin` is this API's). A book not in the library, or an ebook whose file
 * is missing, is a 404.
 */
export async function openLibraryBook(deps: AppDeps, userId: number, uid: string, origin: string) {
  const { db } = deps;
  const row = await libraryItems(db, userId).where('b.uid', '=', uid).executeTakeFirst();
  if (!row) throw notFound('This book is not in your library.');
  const now = deps.clock();
  const expires = new Date(now.getTime() + ACCESS_MINUTES * 60_000);
  let access;
  if (row.type === 'audiobook') {
    const tracks = await bookTracks(db, row.book_id);
    access = {
      type: 'audiobook' as const,
      tracks: tracks.map((track, index) => ({
        index,
        title: track.title,
        url: deps.files.url(origin, track.file_path, expires),
        duration_seconds: track.duration_seconds,
      })),
    };
  } else {
    const file = await ebookFile(db, row.book_id);
    if (!file.file_path) throw notFound('The file of this book is not available yet.');
    access = {
      type: 'ebook' as const,
      format: file.file_format === 'pdf' ? ('pdf' as const) : ('epub' as const),
      file_url: deps.files.url(origin, file.file_path, expires),
    };
  }
  return { row, access, now, expires };
}

/** Marks a library item opened at `now`. */
export async function touchLibraryItem(deps: AppDeps, itemId: number, now: Date): Promise<void> {
  await markOpened(deps.db, itemId, now);
}
