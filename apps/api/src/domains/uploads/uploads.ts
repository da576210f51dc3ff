/**
 * Uploads in parts, straight to storage (issue 27): the session's rules. A session is made for one
 * purpose once the purpose's own checks pass (the book or job is the caller's and can take the file,
 * the storage quota has room); its parts go to the store (a bucket's presigned URLs, or the local
 * driver's part URL on this API); completing it joins them and queues the check (upload-checks.ts), which
 * hands the stored file, read in ranges, to the same service the purpose's multipart call uses.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  CreateUploadBody,
  UploadedPart,
  UploadFailure,
  UploadSession,
} from '@bookstore/api-client/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../context.ts';
import type { Upload, UploadPurpose, User } from '../../db/schema.ts';
import { BadRequest, Conflict, forbidden, invalid, notFound } from '../../domain/errors.ts';
import { EXTENSIONS } from '../../media.ts';
import { LocalMediaStore, PartTooLarge } from '../../media/local.ts';
import { contentTypeOf, type StoredPart } from '../../media/store.ts';
import {
  deleteFinishedUploads,
  insertUpload,
  moveUpload,
  ownUpload,
  staleUploads,
  touchUpload,
  activeOwnersUpload,
} from './uploads.queries.ts';
import { enqueue } from '../../jobs/queue.ts';
import { ownBook } from '../selling/selling-books.ts';
import { removeUnreferenced } from '../media/selling-media.ts';
import { purgeExpiredReservations, requireStorage, reserveStorageIn } from '../selling/storage-quota.ts';
import { limitUpload } from '../../lib/throttling.ts';
import { CHECK_UPLOAD_ATTEMPTS, CHECK_UPLOAD_JOB } from './upload-checks.ts';
import { requireDemoRoom } from '../voiceover/voiceover.ts';
import { deliverableJob } from '../voiceover/voiceover-jobs.ts';

type CreateBody = z.output<typeof CreateUploadBody>;

const MiB = 1024 * 1024;
/** Parts of 8 MiB (S3's smallest is 5 MiB), larger when a file would need more than S3's 10,000 parts. */
const DEFAULT_PART_BYTES = 8 * MiB;
const MAX_PARTS = 10_000;
/** How long a signed part URL works: long enough for a slow link to send one part. */
const PART_URL_SECONDS = 60 * 60;
/** Finished sessions are kept this long (to answer a late resume), then forgotten. */
const FINISHED_KEEP_MS = 7 * 86_400_000;

/** Where each purpose's file is kept (the folders the multipart calls use). */
const FOLDERS: Readonly<Record<UploadPurpose, string>> = {
  audiobook_track: 'tracks',
  ebook_file: 'ebooks/uploaded',
  voiceover_demo: 'demos',
  voiceover_delivery: 'voiceover-deliveries',
};

/** The part size and count of a file of `size` bytes (`configured`: the test-only UPLOAD_PART_SIZE). */
export function partPlan(size: number, configured?: number): { partSize: number; partCount: number } {
  let partSize = configured ?? DEFAULT_PART_BYTES;
  if (Math.ceil(size / partSize) > MAX_PARTS) partSize = Math.ceil(size / MAX_PARTS / MiB) * MiB;
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

/** The exact size of part `n` (every part is `part_size` but the last, which holds the rest). */
export function partBytes(
  upload: Pick<Upload, 'size_bytes' | 'part_size' | 'part_count'>,
  n: number,
): number {
  return n < upload.part_count
    ? upload.part_size
    : upload.size_bytes - upload.part_size * (upload.part_count - 1);
}

export function presentUpload(deps: Pick<AppDeps, 'config'>, row: Upload): UploadSession {
  return {
    id: row.uid,
    purpose: row.purpose,
    target_uid: row.target_uid,
    file_name: row.file_name,
    size_bytes: Number(row.size_bytes),
    type: row.content_type,
    part_size: row.part_size,
    part_count: row.part_count,
    status: row.status,
    failure: (row.failure as UploadFailure | null) ?? null,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(
      new Date(row.updated_at).getTime() + deps.config.uploadStaleHours * 3_600_000,
    ).toISOString(),
  };
}

const needsAuthor = () => forbidden('This upload needs an author account.');
const needsArtist = () => forbidden('This upload needs a voiceover artist account.');

/** What a session reserves against its author's storage quota (tracks and EPUBs count; demos do not). */
interface Storage {
  authorId: number;
  field: string;
  bytes: number;
  replacing?: number;
}

/**
 * The purpose's checks before a byte is sent (the quota's without a reservation yet); answers the
 * target's uid (null for a demo) and the storage the session must reserve.
 */
async function checkTarget(
  deps: AppDeps,
  user: User,
  body: CreateBody,
): Promise<{ target: string | null; storage?: Storage }> {
  switch (body.purpose) {
    case 'audiobook_track': {
      if (!user.is_author) throw needsAuthor();
      const book = await ownBook(deps.db, user.id, body.book_uid);
      if (book.type !== 'audiobook')
        throw invalid('book_uid', 'Audio files can only be added to audiobooks.');
      const storage = { authorId: book.author_id, field: 'size', bytes: body.size };
      await requireStorage(deps, storage);
      return { target: book.uid, storage };
    }
    case 'ebook_file': {
      if (!user.is_author) throw needsAuthor();
      const book = await ownBook(deps.db, user.id, body.book_uid);
      if (book.type !== 'ebook') {
        throw invalid('book_uid', `An EPUB can only be uploaded for an ebook; this book is an ${book.type}.`);
      }
      const storage = {
        authorId: book.author_id,
        field: 'size',
        bytes: body.size,
        replacing: book.file_size_bytes ?? 0,
      };
      await requireStorage(deps, storage);
      return { target: book.uid, storage };
    }
    case 'voiceover_demo':
      if (!user.is_voiceover_artist) throw needsArtist();
      await requireDemoRoom(deps, user.id, 'title');
      return { target: null };
    case 'voiceover_delivery':
      if (!user.is_voiceover_artist) throw needsArtist();
      return { target: (await deliverableJob(deps, user.id, body.job_uid, 'job_uid')).uid };
  }
}

/**
 * Starts a session: the purpose's checks, then the store's multipart upload, then the row with its
 * storage reservation in one transaction (the quota checked again under the author's lock: of
 * simultaneous sessions only those that fit together open; a refused one's store upload is aborted).
 */
export async function createUpload(deps: AppDeps, user: User, body: CreateBody): Promise<Upload> {
  await limitUpload(deps, user.id);
  const { target, storage } = await checkTarget(deps, user, body);
  const folder = FOLDERS[body.purpose];
  const extension = body.purpose === 'ebook_file' ? 'epub' : (EXTENSIONS[body.type] ?? 'bin');
  const key = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
  const { partSize, partCount } = partPlan(body.size, deps.config.uploadPartSize);
  const storeUploadId = await deps.media.store.createMultipart(key, contentTypeOf(key));
  const now = deps.clock();
  const row = {
    uid: randomBytes(12).toString('hex'),
    user_id: user.id,
    purpose: body.purpose,
    target_uid: target,
    title: 'title' in body ? body.title : null,
    position: 'position' in body ? (body.position ?? null) : null,
    note: 'note' in body ? (body.note ?? null) : null,
    file_name: body.file_name,
    content_type: body.type,
    size_bytes: body.size,
    part_size: partSize,
    part_count: partCount,
    object_key: key,
    store_upload_id: storeUploadId,
    created_at: now,
    updated_at: now,
  };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const upload = await insertUpload(trx, row);
      if (storage) await reserveStorageIn(deps, trx, storage, upload.id);
      return upload;
    });
  } catch (error) {
    await deps.media.store.abortMultipart(key, storeUploadId).catch(() => undefined);
    throw error;
  }
}

async function requireOwn(deps: AppDeps, userId: number, uid: string): Promise<Upload> {
  const upload = await ownUpload(deps.db, userId, uid);
  if (!upload) throw notFound('The upload was not found.');
  return upload;
}

function requireOpen(upload: Upload, field: string): void {
  if (upload.status === 'open') return;
  const state =
    upload.status === 'aborted'
      ? 'was cancelled'
      : upload.status === 'completing' || upload.status === 'checking'
        ? 'is being completed'
        : upload.status === 'failed'
          ? 'failed its check'
          : 'is already complete';
  throw invalid(field, `This upload ${state}: start a new one to send the file again.`);
}

const presentParts = (parts: StoredPart[]): UploadedPart[] =>
  parts.map((part) => ({ part_number: part.partNumber, etag: part.etag, size_bytes: part.size }));

/** The caller's upload and the parts its store holds (none once it is finished). */
export async function uploadWithParts(
  deps: AppDeps,
  userId: number,
  uid: string,
): Promise<{ upload: Upload; parts: UploadedPart[] }> {
  const upload = await requireOwn(deps, userId, uid);
  if (upload.status !== 'open') return { upload, parts: [] };
  const parts = await deps.media.store.listParts(upload.object_key, upload.store_upload_id);
  return { upload, parts: presentParts(parts) };
}

/** The message the local part URL's signature covers. */
const partMessage = (uid: string, n: number, expires: number) => `upload-part\n${uid}\n${n}\n${expires}`;

/** A URL to PUT part `n` to: the bucket's presigned one, or this API's own signed part URL (a path). */
export async function signPart(
  deps: AppDeps,
  userId: number,
  uid: string,
  n: number,
): Promise<{ url: string; size: number; expiresAt: Date }> {
  const upload = await requireOwn(deps, userId, uid);
  requireOpen(upload, 'part_number');
  if (n > upload.part_count) {
    throw invalid('part_number', `This upload has ${upload.part_count} parts; there is no part ${n}.`);
  }
  const now = deps.clock();
  await touchUpload(deps.db, upload.id, now);
  const expiresAt = new Date(now.getTime() + PART_URL_SECONDS * 1000);
  const signed = await deps.media.store.signPart(
    upload.object_key,
    upload.store_upload_id,
    n,
    PART_URL_SECONDS,
  );
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const url =
    signed ??
    `/api/upload-parts/${upload.uid}/${n}?expires=${expires}&signature=${deps.files.signText(partMessage(upload.uid, n, expires))}`;
  return { url, size: partBytes(upload, n), expiresAt };
}

/**
 * The local driver's part URL: checks its signature and the upload, then streams the body (exactly the
 * part's size) to the part's file. Answers the part's ETag.
 */
export async function receiveLocalPart(
  deps: AppDeps,
  uid: string,
  n: number,
  query: { expires?: string | undefined; signature?: string | undefined },
  body: Readable,
): Promise<string> {
  const store = deps.media.store;
  const expires = Number(query.expires);
  const signed =
    query.signature !== undefined &&
    Number.isInteger(expires) &&
    expires * 1000 >= deps.clock().getTime() &&
    deps.files.verifyText(partMessage(uid, n, expires), query.signature);
  if (!signed) throw forbidden('This part URL is invalid or has expired.');
  const upload = await activeOwnersUpload(deps.db, uid);
  if (!upload || !(store instanceof LocalMediaStore)) throw notFound('The upload was not found.');
  if (upload.status !== 'open' || n > upload.part_count) {
    throw new Conflict('This upload takes no more parts.');
  }
  const expected = partBytes(upload, n);
  let part: StoredPart;
  try {
    part = await store.putPart(upload.store_upload_id, n, body, expected);
  } catch (error) {
    if (error instanceof PartTooLarge) throw new BadRequest(`Part ${n} must be ${expected} bytes.`);
    throw error;
  }
  if (part.size !== expected) throw new BadRequest(`Part ${n} must be ${expected} bytes.`);
  await touchUpload(deps.db, upload.id, deps.clock());
  return part.etag;
}

/** Every part present, of the right size, with the ETag the client had: else a 422 on `parts`. */
function checkParts(
  upload: Upload,
  stored: StoredPart[],
  sent: readonly { part_number: number; etag: string }[],
): StoredPart[] {
  const byNumber = new Map(stored.map((part) => [part.partNumber, part]));
  const sentTags = new Map(sent.map((part) => [part.part_number, part.etag.replace(/"/g, '')]));
  const missing: number[] = [];
  const parts: StoredPart[] = [];
  for (let n = 1; n <= upload.part_count; n++) {
    const part = byNumber.get(n);
    if (!part || part.size !== partBytes(upload, n) || sentTags.get(n) !== part.etag) missing.push(n);
    else parts.push(part);
  }
  if (missing.length > 0) {
    const list = missing.length > 10 ? `${missing.slice(0, 10).join(', ')}…` : missing.join(', ');
    throw invalid('parts', `Parts not received whole: ${list}. Send them (again), then complete the upload.`);
  }
  return parts;
}

/**
 * Completes the caller's upload: the parts checked against the store's list and joined into the file;
 * then, in one transaction, the session moves to `checking` and its check is queued (upload-checks.ts),
 * so a completed join is always checked. A session can be completed once.
 */
export async function completeUpload(
  deps: AppDeps,
  user: User,
  uid: string,
  sent: readonly { part_number: number; etag: string }[],
): Promise<Upload> {
  const upload = await requireOwn(deps, user.id, uid);
  requireOpen(upload, 'parts');
  const store = deps.media.store;
  const parts = checkParts(upload, await store.listParts(upload.object_key, upload.store_upload_id), sent);
  const claimed = await moveUpload(deps.db, upload.id, ['open'], 'completing', deps.clock());
  if (!claimed) throw invalid('parts', 'This upload is already being completed.');
  try {
    await store.completeMultipart(upload.object_key, upload.store_upload_id, parts);
  } catch (error) {
    await moveUpload(deps.db, upload.id, ['completing'], 'open', deps.clock());
    throw error;
  }
  return deps.db.transaction().execute(async (trx) => {
    const checking = await moveUpload(trx, upload.id, ['completing'], 'checking', deps.clock());
    await enqueue(trx, CHECK_UPLOAD_JOB, { upload_id: upload.id }, { maxAttempts: CHECK_UPLOAD_ATTEMPTS });
    return checking ?? upload;
  });
}

/** Cancels the caller's open upload and drops its parts. */
export async function abortUpload(deps: AppDeps, userId: number, uid: string): Promise<void> {
  const upload = await requireOwn(deps, userId, uid);
  requireOpen(upload, 'id');
  const moved = await moveUpload(deps.db, upload.id, ['open'], 'aborted', deps.clock());
  if (!moved) requireOpen({ ...upload, status: 'completing' }, 'id');
  await deps.media.store.abortMultipart(upload.object_key, upload.store_upload_id);
}

/**
 * The `uploads.abort-stale` schedule: sessions untouched for UPLOAD_STALE_HOURS are aborted (their
 * parts dropped and their storage reservations released; a session stuck while completing loses its
 * file unless a row took it), finished sessions older than a week are forgotten, and so are expired
 * direct-upload reservations. Answers how many were aborted.
 */
export async function abortStaleUploads(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const before = new Date(now.getTime() - deps.config.uploadStaleHours * 3_600_000);
  let aborted = 0;
  for (;;) {
    const batch = await staleUploads(deps.db, before, 50);
    for (const upload of batch) {
      await deps.media.store.abortMultipart(upload.object_key, upload.store_upload_id);
      if (upload.status === 'completing') await removeUnreferenced(deps, upload.object_key);
      if (await moveUpload(deps.db, upload.id, [upload.status], 'aborted', now)) aborted += 1;
    }
    if (batch.length < 50) break;
  }
  await deleteFinishedUploads(deps.db, new Date(now.getTime() - FINISHED_KEEP_MS));
  await purgeExpiredReservations(deps.db, now);
  return aborted;
}
