import type { Readable } from 'node:stream';

/** What a store knows of one object. */
export interface ObjectInfo {
  key: string;
  size: number;
  /** The store's entity tag, quotes removed (an MD5 hex for a single-part S3 put; `md5-N` for multipart). */
  etag: string | null;
  contentType: string | null;
}

/** An object read whole or in part: its bytes as a stream and what the answer covers. */
export interface ObjectRead {
  body: Readable;
  /** The object's whole size. */
  size: number;
  /** The bytes this read holds, `start` to `end` inclusive (as HTTP's Content-Range names them). */
  start: number;
  end: number;
  etag: string | null;
  contentType: string | null;
}

export type PutBody = Readable | Uint8Array | string;

export interface PutOptions {
  contentType?: string | undefined;
  /** The body's length when known (a stream's); lets a driver pick a single request or parts. */
  size?: number | undefined;
}

/** A part of a multipart upload that the store holds. */
export interface StoredPart {
  partNumber: number;
  /** Quotes removed (S3 answers `"md5hex"`). */
  etag: string;
  size: number;
}

/**
 * Uploads in parts, straight to the store: S3's multipart upload (the client PUTs each part to a
 * presigned URL), or the local driver's own (parts under `.uploads/multipart/<id>`, taken by the API's
 * part URL, joined into the file on completion). `uploadId` is the store's id of the upload.
 */
export interface MultipartUploads {
  /** Starts an upload whose object will be `key`; answers the store's upload id. */
  createMultipart(key: string, contentType: string): Promise<string>;
  /** A presigned PUT for part `partNumber`, good for `seconds`; null when the API takes parts itself. */
  signPart(key: string, uploadId: string, partNumber: number, seconds: number): Promise<string | null>;
  /** The parts held so far, by number; an empty list when the upload is unknown or gone. */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  /** Joins the parts, in order, into the object `key` (whole or not at all). */
  completeMultipart(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void>;
  /** Drops the upload and its parts (nothing when it is already gone). */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

/**
 * Where media files live, addressed by a relative key (`covers/uploaded/ab12.jpg`) that the database
 * keeps. Two drivers: `local` (files under `<DATA_DIR>/media`, the embedded default) and `s3` (a bucket
 * on AWS S3, Cloudflare R2, MinIO or any S3-compatible server).
 */
export interface MediaStore extends MultipartUploads {
  readonly driver: 'local' | 's3';
  /** Stores `body` under `key` whole or not at all (a reader never sees half an object). */
  put(key: string, body: PutBody, options?: PutOptions): Promise<void>;
  /** The object's bytes, all of them or `start` to `end` inclusive (clamped to the object); null when absent. */
  read(key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectRead | null>;
  /** Bytes `start` to `end` (exclusive, clamped to the object) in memory: for the checks that read headers. */
  readRange(key: string, start: number, end: number): Promise<Uint8Array>;
  /** Size, tag and type; null when there is no such object. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object (nothing when it is already gone). */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in pages as the store gives them. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** The public address of a public object (MEDIA_BASE_URL, or the API's `/media/` path). */
  publicUrl(key: string): string;
  /**
   * A link to the object that works without credentials for `seconds` and honours `Range`; null when
   * the driver has none (the local driver: the API serves the file itself, after its own checks).
   */
  signedUrl(key: string, seconds: number, options?: { filename?: string }): Promise<string | null>;
  /** Throws (with a message for the log) when the store cannot be reached or used. */
  health(timeoutMs: number): Promise<void>;
  /** Lets go of connections (the s3 driver's client); nothing for the local driver. */
  close?(): Promise<void>;
}

/** Removes every object whose key starts with `prefix` (a few at a time); answers how many. */
export async function removePrefix(store: MediaStore, prefix: string): Promise<number> {
  let removed = 0;
  const batch: Promise<void>[] = [];
  for await (const item of store.list(prefix)) {
    batch.push(store.delete(item.key));
    removed += 1;
    if (batch.length >= 16) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  return removed;
}

/** Refuses keys that are absolute, climb out (`..`), or are empty: a key always names a file in the store. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  }
  return key;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  wav: 'audio/wav',
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
  json: 'application/json',
};

/** The content type a key's extension names (`application/octet-stream` when unknown). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** `start`..`end` (inclusive) of an object of `size` bytes, or null when the range starts past its end. */
export function clampRange(
  size: number,
  range: { start: number; end?: number | undefined } | undefined,
): { start: number; end: number } | null {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  if (range.start >= size && size > 0) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
