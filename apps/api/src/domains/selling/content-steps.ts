/** The content steps of a book: an ebook's EPUB, an audiobook's tracks (chapters, order, removal). */
import type { Kysely } from 'kysely';
import { audioFileChapters } from '../media/chapters.ts';
import type { AppDeps } from '../../context.ts';
import type { Book as BookRow, Database } from '../../db/schema.ts';
import { Conflict, invalid } from '../../domain/errors.ts';
import { withType } from '../../media.ts';
import {
  bookTrack,
  bookWasOrdered,
  deleteTrack,
  insertTrack,
  nextPosition,
  setTrackPositions,
  trackIds,
  trackTotals,
  updateBook,
} from './selling.queries.ts';
import { recordActivity } from './selling-books.ts';
import { editPublicParts } from './book-versions.ts';
import { isPendingTrack, PENDING_TRACK_IDS } from './book-versions.queries.ts';
import { EpubError, EPUB_MIMETYPE, inspectEpub, requireZip } from '../media/epub.ts';
import { withReservedStorage } from './storage-quota.ts';
import { audioFileSeconds, removeUnreferenced } from '../media/selling-media.ts';
import { audiobookRule, ebookRule } from '../../media/upload-rules.ts';

/** An EPUB check's refusal as a 422 on `file` naming what is wrong. */
async function asEpubCheck(check: Promise<unknown>): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof EpubError) throw invalid('file', error.message);
    throw error;
  }
}

/** Where uploaded EPUBs go: a private folder (`ebooks`), served only through signed library links. */
export const UPLOADED_EBOOKS = 'ebooks/uploaded/';

/**
 * Stores an ebook's EPUB after checking it is one (a 422 on `file` naming what is wrong), replacing
 * and then deleting the previous upload. Its size is reserved against the storage quota while it is
 * stored, unless `reserved` (an upload session's check: the session holds the reservation).
 */
export async function uploadEbook(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  file: File,
  reserved = false,
): Promise<void> {
  if (book.type !== 'ebook') {
    throw invalid('file', `An EPUB can only be uploaded for an ebook; this book is an ${book.type}.`);
  }
  if (file.size === 0) throw invalid('file', 'The file is not an EPUB: it is empty.');
  if (file.size > ebookRule.maxBytes) throw invalid('file', 'The EPUB file may not be greater than 100 MB.');
  const need = {
    authorId: book.author_id,
    field: 'file',
    bytes: file.size,
    replacing: book.file_size_bytes ?? 0,
  };
  const store = () => storeEbook(deps, book, userId, file);
  await (reserved ? store() : withReservedStorage(deps, need, store));
}

async function storeEbook(deps: AppDeps, book: BookRow, userId: number, file: File): Promise<void> {
  await asEpubCheck(requireZip(file));
  // Browsers send EPUBs as application/epub+zip, application/zip or application/octet-stream: it is
  // a ZIP archive, checked whole as an EPUB once stored, so the store keeps it under that one type.
  const epub = withType(file, EPUB_MIMETYPE);
  const name = (file.name || 'book.epub').split(/[\\/]/).pop()?.slice(0, 255) || 'book.epub';
  const store = (keep: (saved: string) => Promise<void>) =>
    deps.media.withUpload('file', epub, ebookRule, UPLOADED_EBOOKS.slice(0, -1), async (saved) => {
      // Read from the stored object in ranges; refused, it is removed again (withUpload).
      await asEpubCheck(inspectEpub(deps.media.stored(saved, file.size)));
      await keep(saved);
    });
  await editPublicParts(deps, book, userId, {
    live: async () => {
      await store((saved) =>
        updateBook(deps.db, book.id, {
          file_path: saved,
          file_format: 'epub',
          file_size_bytes: file.size,
          file_name: name,
          file_uploaded_at: deps.clock(),
          updated_at: deps.clock(),
        }),
      );
      if (book.file_path?.startsWith(UPLOADED_EBOOKS)) await removeUnreferenced(deps, book.file_path);
      await recordActivity(deps, book, userId, 'file_uploaded', `EPUB "${name}" uploaded.`);
    },
    version: (propose) =>
      store((saved) =>
        propose((parts) => ({
          ...parts,
          file: {
            path: saved,
            format: 'epub',
            size_bytes: file.size,
            name,
            uploaded_at: deps.clock().toISOString(),
          },
        })),
      ),
  });
}

/** Keeps the book's duration, size and format in step with its tracks. */
export async function syncAudioTotals(
  trx: Kysely<Database>,
  bookId: number,
  format: 'mp3' | 'm4b',
  now: Date,
): Promise<void> {
  const totals = await trackTotals(trx, bookId);
  const any = totals.count > 0;
  await updateBook(trx, bookId, {
    duration_seconds: any ? totals.seconds : null,
    file_size_bytes: any ? totals.bytes : null,
    file_format: any ? format : null,
    updated_at: now,
  });
}

/**
 * Stores an uploaded track of an audiobook; the new track's id. Its size is reserved against the
 * storage quota while it is stored, unless `reserved` (an upload session's check holds it).
 */
export async function addTrack(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  upload: { title: string; file: File; position?: number | undefined },
  reserved = false,
): Promise<number> {
  if (book.type !== 'audiobook') throw invalid('file', 'Audio files can only be added to audiobooks.');
  const need = { authorId: book.author_id, field: 'file', bytes: upload.file.size };
  const store = () => storeTrack(deps, book, userId, upload);
  return reserved ? store() : withReservedStorage(deps, need, store);
}

function storeTrack(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  upload: { title: string; file: File; position?: number | undefined },
): Promise<number> {
  return editPublicParts(deps, book, userId, {
    live: () => addLiveTrack(deps, book, userId, upload),
    version: (propose) =>
      deps.media.withUpload('file', upload.file, audiobookRule, 'tracks', async (saved) => {
        const stored = deps.media.stored(saved, upload.file.size);
        const [seconds, chapters] = [await audioFileSeconds(stored), await audioFileChapters(stored)];
        let id = PENDING_TRACK_IDS + 1;
        await propose((parts) => {
          id = Math.max(PENDING_TRACK_IDS, ...parts.tracks.map((t) => t.id)) + 1;
          const position = upload.position ?? Math.max(-1, ...parts.tracks.map((t) => t.position)) + 1;
          const track = {
            id,
            title: upload.title,
            file_path: saved,
            duration_seconds: seconds,
            size_bytes: upload.file.size,
            chapters,
            position,
          };
          return { ...parts, tracks: [...parts.tracks, track].sort((a, b) => a.position - b.position) };
        });
        return id;
      }),
  });
}

async function addLiveTrack(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  upload: { title: string; file: File; position?: number | undefined },
): Promise<number> {
  const file = await deps.media.withUpload('file', upload.file, audiobookRule, 'tracks', async (saved) => {
    // Read from the stored object in ranges (a bucket's, or the media folder's file).
    const stored = deps.media.stored(saved, upload.file.size);
    const seconds = await audioFileSeconds(stored);
    // Chapters inside the file (ID3 CHAP frames, an M4B's chpl atom): read from its tag, not its audio.
    // Not cut at `seconds`, an estimate for a VBR file without a VBR header: players drop marks past
    // the file's real end.
    const chapters = await audioFileChapters(stored);
    return deps.db.transaction().execute(async (trx) => {
      const inserted = await insertTrack(trx, {
        book_id: book.id,
        title: upload.title,
        file_path: saved,
        duration_seconds: seconds,
        size_bytes: upload.file.size,
        chapters: JSON.stringify(chapters),
        position: upload.position ?? (await nextPosition(trx, 'book_audio_files', book.id)),
        created_at: deps.clock(),
      });
      await syncAudioTotals(trx, book.id, saved.endsWith('.mp3') ? 'mp3' : 'm4b', deps.clock());
      return inserted;
    });
  });
  await recordActivity(deps, book, userId, 'file_uploaded', `Audio file "${upload.title}" uploaded.`);
  return file.id;
}

/** Puts the tracks in the order given: every track of the book, once each. */
export async function reorderTracks(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  fileIds: readonly number[],
): Promise<void> {
  if (book.type !== 'audiobook') throw invalid('file_ids', 'Only an audiobook has tracks to order.');
  const check = (current: readonly number[]) => {
    const given = new Set(fileIds);
    if (given.size !== fileIds.length) throw invalid('file_ids', 'Each track may appear only once.');
    if (given.size !== current.length || current.some((id) => !given.has(id))) {
      throw invalid('file_ids', 'List every track of this audiobook, and only those, in the new order.');
    }
  };
  await editPublicParts(deps, book, userId, {
    live: async () => {
      await deps.db.transaction().execute(async (trx) => {
        check(await trackIds(trx, book.id));
        await setTrackPositions(trx, book.id, fileIds);
        await updateBook(trx, book.id, { updated_at: deps.clock() });
      });
      await recordActivity(deps, book, userId, 'updated', 'The tracks were put in a new order.');
    },
    version: (propose) =>
      propose((parts) => {
        check(parts.tracks.map((t) => t.id));
        const order = new Map(fileIds.map((id, position) => [id, position]));
        const tracks = parts.tracks.map((t) => ({ ...t, position: order.get(t.id) ?? t.position }));
        return { ...parts, tracks: tracks.sort((a, b) => a.position - b.position) };
      }),
  });
}

/** Buyers listen to the tracks they bought: a sold audiobook's tracks stay (upload a corrected one). */
async function requireUnsold(deps: AppDeps, book: BookRow): Promise<void> {
  if ((await bookWasOrdered(deps.db, book.id)) || book.sales_count > 0) {
    throw new Conflict(
      'This audiobook has been bought, so its tracks cannot be removed: buyers listen to them. Upload a corrected track instead.',
    );
  }
}

export async function removeTrack(
  deps: AppDeps,
  book: BookRow,
  userId: number,
  fileId: number,
): Promise<void> {
  const invalidTrack = () => invalid('file_id', 'The selected audio file is invalid.');
  await editPublicParts(deps, book, userId, {
    live: async () => {
      const file = await bookTrack(deps.db, book.id, fileId);
      if (!file) throw invalidTrack();
      await requireUnsold(deps, book);
      await deps.db.transaction().execute(async (trx) => {
        await deleteTrack(trx, file.id);
        await syncAudioTotals(trx, book.id, book.file_format === 'm4b' ? 'm4b' : 'mp3', deps.clock());
      });
      await removeUnreferenced(deps, file.file_path);
      await recordActivity(deps, book, userId, 'updated', `Audio file "${file.title}" removed.`);
    },
    version: async (propose) => {
      // A track uploaded into the version can go; an approved one only if nobody bought it.
      if (!isPendingTrack(fileId)) await requireUnsold(deps, book);
      await propose((parts) => {
        const left = parts.tracks.filter((t) => t.id !== fileId);
        if (left.length === parts.tracks.length) throw invalidTrack();
        if (left.length === 0) {
          throw invalid(
            'file_id',
            'An audiobook on sale keeps at least one track: upload the new one first.',
          );
        }
        return { ...parts, tracks: left };
      });
    },
  });
}
