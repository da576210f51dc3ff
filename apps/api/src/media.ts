import { createReadStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { invalid } from './domain/errors.ts';
import { readFileRange } from './media/local.ts';

/**
 * An uploaded file that lives on disk, not in memory: the multipart reader (http/multipart.ts) streams
 * each file part into a temp file and hands the schemas and services one of these. It is a `File` (so
 * the contract's `z.file()` checks its size and type) whose size is the file's, 64-bit (Node's own
 * file-backed Blob wraps sizes past 4 GiB), and whose bytes are read from disk on demand: `readRange`
 * for a part of it, `stream()` for all of it. `arrayBuffer()` still works (it reads everything) for the
 * few small files a service must see whole (an EPUB's zip directory).
 */
export class DiskFile extends File {
  #path: string;
  #size: number;
  /** Where the file was written first: removed after the request unless it was moved (stored). */
  readonly tempPath: string;

  constructor(filePath: string, size: number, name: string, type: string) {
    super([], name, { type });
    this.#path = filePath;
    this.tempPath = filePath;
    this.#size = size;
    // `size` is a Blob getter (a property to TypeScript): an own getter here shadows it.
    Object.defineProperty(this, 'size', { get: () => this.#size, enumerable: true });
  }

  get path(): string {
    return this.#path;
  }

  /** Set by the multipart reader once the part is written. */
  setSize(size: number): void {
    this.#size = size;
  }

  /** Moves the file (a rename: the temp folder is on the media folder's disk); it is read there after. */
  async moveTo(target: string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.#path, target);
    this.#path = target;
  }

  /** Bytes `start` to `end` (exclusive, clamped to the file), read from disk. */
  readRange(start: number, end: number): Promise<Uint8Array> {
    const from = Math.max(0, Math.min(start, this.#size));
    return readFileRange(this.#path, from, Math.max(from, Math.min(end, this.#size)));
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return Readable.toWeb(createReadStream(this.#path)) as ReadableStream<Uint8Array<ArrayBuffer>>;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.readRange(0, this.#size);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }

  override slice(): Blob {
    throw new Error('DiskFile.slice: use readRange(), which reads from disk without blocking.');
  }
}

/**
 * A stored file read where it lives (the media store: a bucket, or the media folder), in ranges, never
 * whole: the checks after an upload (durations, chapters, the EPUB's structure) read it through this.
 */
export class StoredFile extends File {
  readonly key: string;
  readonly #read: (start: number, end: number) => Promise<Uint8Array>;

  constructor(
    key: string,
    size: number,
    type: string,
    read: (start: number, end: number) => Promise<Uint8Array>,
    /** The name the uploader gave it (an upload in parts); the key's last segment otherwise. */
    name?: string,
  ) {
    super([], name ?? key.slice(key.lastIndexOf('/') + 1), { type });
    this.key = key;
    this.#read = read;
    Object.defineProperty(this, 'size', { get: () => size, enumerable: true });
  }

  /** Bytes `start` to `end` (exclusive, clamped to the object). */
  readRange(start: number, end: number): Promise<Uint8Array> {
    return this.#read(Math.max(0, start), Math.min(end, this.size));
  }

  /** The same stored object under another declared type (nothing is read or copied). */
  withType(type: string): StoredFile {
    return new StoredFile(this.key, this.size, type, this.#read, this.name);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.readRange(0, this.size);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  override slice(): Blob {
    throw new Error('StoredFile.slice: use readRange(), which reads the stored object in ranges.');
  }

  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    throw new Error('StoredFile.stream: read it in ranges (readRange).');
  }
}

/** Bytes `start` to `end` of any uploaded file: from disk or the store where it lives, else from the Blob. */
export async function readRange(file: Blob, start: number, end: number): Promise<Uint8Array> {
  if (file instanceof DiskFile || file instanceof StoredFile) return file.readRange(start, end);
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

/**
 * The same upload under another declared type (the EPUB check has read its content): a DiskFile stays
 * on disk (the same temp file), any other File is wrapped, never copied into memory.
 */
export function withType(file: File, type: string): File {
  if (file instanceof DiskFile) return new DiskFile(file.path, file.size, file.name, type);
  if (file instanceof StoredFile) return file.withType(type);
  return new File([file], file.name, { type });
}

export interface UploadRule {
  /** Accepted MIME types. */
  types: readonly string[];
  maxBytes: number;
}

export const imageUpload: UploadRule = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 5 * 1024 * 1024,
};

export const audioUpload: UploadRule = {
  types: ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/x-m4b', 'audio/wav', 'audio/x-wav'],
  maxBytes: 200 * 1024 * 1024,
};

export const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/x-m4b': 'm4b',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'application/epub+zip': 'epub',
  'application/pdf': 'pdf',
};

export const PRIVATE_FOLDERS = new Set([
  'ebooks',
  'tracks',
  'book-files',
  'voiceover-deliveries',
  '.uploads',
]);

/** Magic numbers: the declared type of an upload must match its first bytes. */
function sniff(bytes: Uint8Array): string | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  // RIFF containers: "WAVE" (audio) or "WEBP" (image) at bytes 8-11.
  if (starts(0x52, 0x49, 0x46, 0x46)) {
    const form = String.fromCharCode(...bytes.subarray(8, 12));
    if (form === 'WAVE') return 'audio/wav';
    if (form === 'WEBP') return 'image/webp';
  }
  if (starts(0x49, 0x44, 0x33) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return 'audio/mpeg';
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return 'audio/mp4';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'application/epub+zip';
  return undefined;
}

/** The most pixels an uploaded image may have: a browser decodes it whole (a "pixel bomb" stalls it). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The most segments of a JPEG walked to find its frame header (metadata comes first). */
const MAX_JPEG_SEGMENTS = 64;

const be16 = (b: Uint8Array, i: number): number => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const be32 = (b: Uint8Array, i: number): number => ((be16(b, i) << 16) | be16(b, i + 2)) >>> 0;
const le16 = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, i: number): number => le16(b, i) | ((b[i + 2] ?? 0) << 16);

/**
 * An image's width and height from its header: PNG's IHDR, GIF's screen, WebP's VP8/VP8L/VP8X header,
 * a JPEG's frame header (found by walking at most MAX_JPEG_SEGMENTS segment headers, a few bytes read
 * each). Undefined when the header cannot be found. Nothing is decoded.
 */
export async function imageSize(
  file: Blob,
  type: string,
): Promise<{ width: number; height: number } | undefined> {
  const head = await readRange(file, 0, 32);
  if (type === 'image/png') return { width: be32(head, 16), height: be32(head, 20) };
  if (type === 'image/gif') return { width: le16(head, 6), height: le16(head, 8) };
  if (type === 'image/webp') {
    const chunk = String.fromCharCode(...head.subarray(12, 16));
    if (chunk === 'VP8 ') return { width: le16(head, 26) & 0x3fff, height: le16(head, 28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits =
        (head[21] ?? 0) | ((head[22] ?? 0) << 8) | ((head[23] ?? 0) << 16) | ((head[24] ?? 0) << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: le24(head, 24) + 1, height: le24(head, 27) + 1 };
    return undefined;
  }
  if (type !== 'image/jpeg') return undefined;
  let at = 2;
  for (let k = 0; k < MAX_JPEG_SEGMENTS && at + 9 <= file.size; k++) {
    const segment = await readRange(file, at, at + 9);
    if (segment[0] !== 0xff) return undefined;
    const marker = segment[1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of frame (baseline, progressive, lossless, arithmetic), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: be16(segment, 7), height: be16(segment, 5) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    at += 2 + be16(segment, 2);
  }
  return undefined;
}

function family(type: string): string {
  if (type === 'audio/mp3') return 'audio/mpeg';
  if (type.startsWith('audio/x-m4') || type === 'audio/mp4') return 'audio/mp4';
  if (type === 'audio/x-wav' || type === 'audio/wave') return 'audio/wav';
  return type;
}

/**
 * Checks an upload against `rule` (a 422 on `field` naming what is wrong): not empty, not too large,
 * its first bytes of an allowed type matching the declared one, an image's dimensions readable and not
 * a pixel bomb. Answers the type its bytes show.
 */
export async function checkUpload(field: string, file: File, rule: UploadRule): Promise<string> {
  const label = `The ${field.replaceAll('_', ' ')}`;
  if (file.size === 0) throw invalid(field, `${label} must not be empty.`);
  if (file.size > rule.maxBytes) {
    throw invalid(field, `${label} may not be greater than ${Math.round(rule.maxBytes / 1024)} kilobytes.`);
  }
  const detected = sniff(await readRange(file, 0, 16));
  const allowed = rule.types.map(family);
  if (!detected || !allowed.includes(family(detected)) || !allowed.includes(family(file.type || detected))) {
    const names = [...new Set(rule.types.map((t) => EXTENSIONS[t] ?? t))].join(', ');
    throw invalid(field, `${label} must be a file of type: ${names}.`);
  }
  if (detected.startsWith('image/')) {
    const size = await imageSize(file, detected);
    if (!size || size.width === 0 || size.height === 0) {
      throw invalid(field, `${label} is damaged: its width and height cannot be read.`);
    }
    if (size.width * size.height > MAX_IMAGE_PIXELS) {
      throw invalid(
        field,
        `${label} is too large: ${size.width} × ${size.height} pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`,
      );
    }
  }
  return detected;
}
