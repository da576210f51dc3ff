import { createHash, randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkKey,
  clampRange,
  contentTypeOf,
  type MediaStore,
  type ObjectInfo,
  type ObjectRead,
  type PutBody,
  type StoredPart,
} from './store.ts';

/** Bytes `start` to `end` (exclusive, clamped to the file) of a file on disk. */
export async function readFileRange(file: string, start: number, end: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const from = Math.max(0, Math.min(start, size));
    const buffer = Buffer.alloc(Math.max(0, Math.min(end, size) - from));
    let offset = 0;
    while (offset < buffer.length) {
      const { bytesRead } = await handle.read(buffer, offset, buffer.length - offset, from + offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
    }
    return new Uint8Array(buffer.buffer, buffer.byteOffset, offset);
  } finally {
    await handle.close();
  }
}

/** A part sent past the size its upload expects (the local driver stops reading it there). */
export class PartTooLarge extends RangeError {}

const PART_FILE = /^part-(\d{1,5})-([0-9a-f]{32})$/;

/** Folders under the media root that hold no media: uploads streaming in. */
const WORK_FOLDERS = new Set(['.uploads']);

/** The `local` driver: files under a folder (`<DATA_DIR>/media`), as the store has always kept them. */
export class LocalMediaStore implements MediaStore {
  readonly driver = 'local' as const;
  readonly root: string;
  readonly #baseUrl: string;

  constructor(root: string, baseUrl = '/media') {
    this.root = path.resolve(root);
    this.#baseUrl = baseUrl.replace(/\/$/, '');
  }

  /** The absolute file for a key, refusing anything that escapes the media folder. */
  resolve(key: string): string {
    const target = path.resolve(this.root, checkKey(key));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`Path escapes the media folder: ${key}`);
    return target;
  }

  /** Writes to a temp file beside the target, then renames it: never a half-written file. */
  async put(key: string, body: PutBody): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      const source = typeof body === 'string' || body instanceof Uint8Array ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Takes a file already on the media folder's disk (an upload's temp file) by renaming it. */
  async moveIn(key: string, file: string): Promise<string> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
    return target;
  }

  async read(key: string, range?: { start: number; end?: number | undefined }): Promise<ObjectRead | null> {
    const info = await this.head(key);
    if (!info) return null;
    const span = clampRange(info.size, range);
    if (!span) return null;
    const body =
      info.size === 0
        ? Readable.from([])
        : createReadStream(this.resolve(key), { start: span.start, end: span.end });
    return { body, size: info.size, ...span, etag: info.etag, contentType: info.contentType };
  }

  readRange(key: string, start: number, end: number): Promise<Uint8Array> {
    return readFileRange(this.resolve(key), start, end);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.resolve(key));
      if (!info.isFile()) return null;
      // No stored tag: size and modification time stand for one (weak, as a file server's).
      const etag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
      return { key, size: info.size, etag, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    yield* this.#walk('', prefix);
  }

  async *#walk(folder: string, prefix: string): AsyncGenerator<ObjectInfo> {
    let entries;
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (folder === '' && WORK_FOLDERS.has(entry.name)) continue;
        // Only folders on the prefix's way (or inside it) are walked.
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.#walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && !entry.name.endsWith('.part')) {
        const info = await this.head(key);
        if (info) yield info;
      }
    }
  }

  /** The MD5 of a file, hex: what S3 gives as the tag of an object put in one request. */
  async md5(key: string): Promise<string> {
    const hash = createHash('md5');
    await pipeline(createReadStream(this.resolve(key)), hash);
    return hash.digest('hex');
  }

  /** The folder of a local multipart upload (its id is ours: 32 hex digits, never a path). */
  #partsDir(uploadId: string): string {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw new Error(`Not a local upload id: ${uploadId}`);
    return path.join(this.root, '.uploads', 'multipart', uploadId);
  }

  async createMultipart(): Promise<string> {
    const uploadId = randomBytes(16).toString('hex');
    await mkdir(this.#partsDir(uploadId), { recursive: true });
    return uploadId;
  }

  /** No presigned URLs on disk: the API's part URL takes each part (putPart). */
  signPart(): Promise<string | null> {
    return Promise.resolve(null);
  }

  /**
   * Streams one part to a temp file beside the others (at most `maxBytes`, else PartTooLarge), then
   * names it by its number and MD5 (the part's ETag, as S3 gives it); a part sent again replaces it.
   */
  async putPart(uploadId: string, partNumber: number, body: Readable, maxBytes: number): Promise<StoredPart> {
    const folder = this.#partsDir(uploadId);
    const temp = path.join(folder, `${randomBytes(6).toString('hex')}.tmp`);
    const hash = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new PartTooLarge(`The part is larger than ${maxBytes} bytes.`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counted, createWriteStream(temp, { flags: 'wx' }));
      const etag = hash.digest('hex');
      for (const name of await readdir(folder)) {
        if (name.startsWith(`part-${partNumber}-`)) await rm(path.join(folder, name), { force: true });
      }
      await rename(temp, path.join(folder, `part-${partNumber}-${etag}`));
      return { partNumber, etag, size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async listParts(_key: string, uploadId: string): Promise<StoredPart[]> {
    let names: string[];
    try {
      names = await readdir(this.#partsDir(uploadId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parts: StoredPart[] = [];
    for (const name of names) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const info = await stat(path.join(this.#partsDir(uploadId), name));
      parts.push({ partNumber: Number(match[1]), etag: match[2] ?? '', size: info.size });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  /** Joins the parts into a temp file on the media folder's disk, then renames it into place. */
  async completeMultipart(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    const folder = this.#partsDir(uploadId);
    const joined = path.join(this.root, '.uploads', `${randomBytes(12).toString('hex')}.part`);
    try {
      const output = createWriteStream(joined, { flags: 'wx' });
      async function* all() {
        for (const part of parts) {
          yield* createReadStream(path.join(folder, `part-${part.partNumber}-${part.etag}`));
        }
      }
      await pipeline(Readable.from(all()), output);
      await this.moveIn(key, joined);
    } catch (error) {
      await rm(joined, { force: true });
      throw error;
    }
    await rm(folder, { recursive: true, force: true });
  }

  async abortMultipart(_key: string, uploadId: string): Promise<void> {
    await rm(this.#partsDir(uploadId), { recursive: true, force: true });
  }

  publicUrl(key: string): string {
    return `${this.#baseUrl}/${key.replace(/^\/+/, '')}`;
  }

  signedUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  async health(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
