import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invalid } from './http/errors.ts';

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

const EXTENSIONS: Record<string, string> = {
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

const PRIVATE_FOLDERS = new Set(['ebooks', 'tracks', 'book-files', 'voiceover-deliveries']);

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

function family(type: string): string {
  if (type === 'audio/mp3') return 'audio/mpeg';
  if (type.startsWith('audio/x-m4') || type === 'audio/mp4') return 'audio/mp4';
  if (type === 'audio/x-wav' || type === 'audio/wave') return 'audio/wav';
  return type;
}

/**
 * Files under `<dataDir>/media`, addressed by a relative path (`avatars/ab12.png`) that the database
 * keeps; `url()` turns it into an address under the media base URL (a CDN in production).
 */
export class MediaStore {
  readonly root: string;
  readonly #baseUrl: string;

  constructor(dataDir: string, baseUrl: string) {
    this.root = path.join(dataDir, 'media');
    this.#baseUrl = baseUrl;
  }

  url(relativePath: string): string;
  url(relativePath: string | null): string | null;
  url(relativePath: string | null): string | null {
    if (relativePath === null) return null;
    if (/^(https?:)?\/\//.test(relativePath) || relativePath.startsWith('data:')) return relativePath;
    return `${this.#baseUrl}/${relativePath.replace(/^\/+/, '')}`;
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
    if (file.size === 0) throw invalid(field, `The ${field.replaceAll('_', ' ')} must not be empty.`);
    if (file.size > rule.maxBytes) {
      throw invalid(
        field,
        `The ${field.replaceAll('_', ' ')} may not be greater than ${Math.round(rule.maxBytes / 1024)} kilobytes.`,
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = sniff(bytes);
    const allowed = rule.types.map(family);
    if (
      !detected ||
      !allowed.includes(family(detected)) ||
      !allowed.includes(family(file.type || detected))
    ) {
      const names = [...new Set(rule.types.map((t) => EXTENSIONS[t] ?? t))].join(', ');
      throw invalid(field, `The ${field.replaceAll('_', ' ')} must be a file of type: ${names}.`);
    }
    const relative = `${folder}/${randomBytes(12).toString('hex')}.${EXTENSIONS[detected] ?? 'bin'}`;
    await this.write(relative, bytes);
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
    const target = this.resolve(relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }

  async remove(relativePath: string | null): Promise<void> {
    if (!relativePath || /^(https?:)?\/\//.test(relativePath)) return;
    await rm(this.resolve(relativePath), { force: true });
  }

  /** The absolute file for a relative path, refusing anything that escapes the media folder. */
  resolve(relativePath: string): string {
    const target = path.resolve(this.root, relativePath);
    if (!target.startsWith(this.root + path.sep))
      throw new Error(`Path escapes the media folder: ${relativePath}`);
    return target;
  }
}
