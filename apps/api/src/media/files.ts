import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { checkUpload, DiskFile, EXTENSIONS, PRIVATE_FOLDERS, StoredFile, type UploadRule } from '../media.ts';
import { LocalMediaStore } from './local.ts';
import { contentTypeOf, type MediaStore } from './store.ts';

const isAbsoluteUrl = (value: string): boolean => /^(https?:)?\/\//.test(value) || value.startsWith('data:');

/**
 * The app's media: uploads checked and stored, stored files removed, public addresses and private
 * reads, all through one MediaStore (the local folder or a bucket). Files are addressed by a relative
 * path (`avatars/ab12.png`) that the database keeps.
 */
export class MediaFiles {
  readonly store: MediaStore;
  /** Where the multipart reader writes uploads while they stream in. */
  readonly uploadTempDir: string;

  /**
   * `uploadTempDir` defaults to `.uploads` in the local store's folder (the same disk: storing an
   * upload is a rename); a bucket store needs one named (`<DATA_DIR>/uploads`).
   */
  constructor(store: MediaStore, uploadTempDir?: string) {
    this.store = store;
    const local = store instanceof LocalMediaStore ? store : null;
    const temp = uploadTempDir ?? (local ? path.join(local.root, '.uploads') : undefined);
    if (!temp) throw new Error('A bucket media store needs a folder for uploads streaming in.');
    this.uploadTempDir = temp;
  }

  /** The local store's folder (tests and tools that look at files); a bucket store has none. */
  get root(): string {
    return this.#local().root;
  }

  /** The file of a relative path in the local store's folder (refusing paths that escape it). */
  resolve(relativePath: string): string {
    return this.#local().resolve(relativePath);
  }

  #local(): LocalMediaStore {
    if (this.store instanceof LocalMediaStore) return this.store;
    throw new Error(`The ${this.store.driver} media store keeps no files in a folder.`);
  }

  url(relativePath: string): string;
  url(relativePath: string | null): string | null;
  url(relativePath: string | null): string | null {
    if (relativePath === null) return null;
    if (isAbsoluteUrl(relativePath)) return relativePath;
    return this.store.publicUrl(relativePath);
  }

  /**
   * Full ebook and audiobook files are sold, so they are never served from the public media path, only
   * through signed library URLs: anything in a folder named `ebooks`, `tracks` or `book-files` (and
   * voiceover recordings, `voiceover-deliveries`, which only the order's buyer and artist get links to).
   */
  isPrivate(relativePath: string): boolean {
    return relativePath
      .split('/')
      .slice(0, -1)
      .some((segment) => PRIVATE_FOLDERS.has(segment));
  }

  /** Checks `file` against `rule` (422 on `field` otherwise) and stores it under `folder`. */
  async saveUpload(field: string, file: File, rule: UploadRule, folder: string): Promise<string> {
    const detected = await checkUpload(field, file, rule);
    // An upload in parts was joined where it stays (its key chosen in `folder` when it began).
    if (file instanceof StoredFile) {
      if (!file.key.startsWith(`${folder}/`)) throw new Error(`${file.key} is not in ${folder}/`);
      return file.key;
    }
    const relative = `${folder}/${randomBytes(12).toString('hex')}.${EXTENSIONS[detected] ?? 'bin'}`;
    if (file instanceof DiskFile && this.store instanceof LocalMediaStore) {
      await file.moveTo(this.store.resolve(relative));
    } else {
      await this.writeStream(relative, file);
    }
    return relative;
  }

  /**
   * Stores an upload like saveUpload and runs `use` with its path; when `use` fails (the database
   * refused the row, say) the file is removed again, so a failed request leaves no file behind.
   */
  async withUpload<T>(
    field: string,
    file: File,
    rule: UploadRule,
    folder: string,
    use: (relativePath: string) => Promise<T>,
  ): Promise<T> {
    const saved = await this.saveUpload(field, file, rule, folder);
    try {
      return await use(saved);
    } catch (error) {
      await this.remove(saved);
      throw error;
    }
  }

  async write(relativePath: string, data: Uint8Array | string): Promise<void> {
    await this.store.put(relativePath, data, { contentType: contentTypeOf(relativePath) });
  }

  /** Streams a Blob into the store (whole or not at all: never a half-written file). */
  async writeStream(relativePath: string, blob: Blob): Promise<void> {
    await this.store.put(relativePath, Readable.fromWeb(blob.stream() as WebReadableStream), {
      contentType: contentTypeOf(relativePath),
      size: blob.size,
    });
  }

  async remove(relativePath: string | null): Promise<void> {
    if (!relativePath || isAbsoluteUrl(relativePath)) return;
    await this.store.delete(relativePath);
  }

  /** A stored file of `size` bytes, read in ranges from the store (for the checks after an upload). */
  stored(relativePath: string, size: number, type?: string, name?: string): StoredFile {
    return new StoredFile(
      relativePath,
      size,
      type ?? contentTypeOf(relativePath),
      (start, end) => this.store.readRange(relativePath, start, end),
      name,
    );
  }
}
