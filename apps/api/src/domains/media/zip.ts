/**
 * Reads a ZIP archive the way a reader of three entries should: from the stored file, never whole.
 * `zipDirectory` reads the end of the file (the end-of-central-directory record, and ZIP64's) and the
 * central directory; `readEntry` reads one entry's local header and its compressed bytes, and inflates
 * them with a limit that holds WHILE inflating (zlib's `maxOutputLength`, checked chunk by chunk, on
 * the thread pool): an entry that inflates past the size it declares, or past the caller's limit, is
 * refused after at most that many bytes, whatever it claims. Every failure is a ZipError.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { readRange } from '../../media.ts';

const inflateRawAsync = promisify(inflateRaw);

export class ZipError extends Error {}

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The most bytes of central directory read (100 000 entries of long names fit). */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
/** The end record (22 bytes) and the longest comment it may be followed by. */
const MAX_END_BYTES = 22 + 0xffff;

const u16 = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, i: number): number => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0;
const u64 = (b: Uint8Array, i: number): number => u32(b, i) + u32(b, i + 4) * 2 ** 32;
const utf8 = new TextDecoder();

/** Where the central directory is and how long it is, from the end record (ZIP64 when it says so). */
async function directoryPlace(file: Blob): Promise<{ offset: number; size: number }> {
  const tailStart = Math.max(0, file.size - MAX_END_BYTES);
  const tail = await readRange(file, tailStart, file.size);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 0x05 && tail[i + 3] === 0x06) {
      end = i;
      break;
    }
  }
  if (end === -1) throw new ZipError('no end of central directory');
  let size = u32(tail, end + 12);
  let offset = u32(tail, end + 16);
  if (size === 0xffffffff || offset === 0xffffffff) {
    // The ZIP64 locator stands just before the end record and names the ZIP64 end record.
    const locatorAt = tailStart + end - 20;
    const locator = await readRange(file, locatorAt, locatorAt + 20);
    if (u32(locator, 0) !== 0x07064b50) throw new ZipError('no ZIP64 locator');
    const recordAt = u64(locator, 8);
    const record = await readRange(file, recordAt, recordAt + 56);
    if (u32(record, 0) !== 0x06064b50) throw new ZipError('no ZIP64 end record');
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  if (size > MAX_DIRECTORY_BYTES) throw new ZipError('central directory too large');
  if (offset + size > file.size) throw new ZipError('central directory past the end');
  return { offset, size };
}

/** Sizes and offset a ZIP64 extra field holds for the fields set to 0xFFFFFFFF, in its order. */
function zip64Fields(extra: Uint8Array, entry: ZipEntry): void {
  for (let i = 0; i + 4 <= extra.length;) {
    const id = u16(extra, i);
    const length = u16(extra, i + 2);
    if (id === 0x0001) {
      let at = i + 4;
      const next = (): number => {
        const value = at + 8 <= i + 4 + length ? u64(extra, at) : 0;
        at += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    i += 4 + length;
  }
}

/** Every entry the central directory lists (one linear pass over it). */
export async function zipDirectory(file: Blob): Promise<ZipEntry[]> {
  const place = await directoryPlace(file);
  const directory = await readRange(file, place.offset, place.offset + place.size);
  const entries: ZipEntry[] = [];
  for (let i = 0; i + 46 <= directory.length;) {
    if (u32(directory, i) !== 0x02014b50) break;
    const nameLength = u16(directory, i + 28);
    const extraLength = u16(directory, i + 30);
    const commentLength = u16(directory, i + 32);
    const nameStart = i + 46;
    const entry: ZipEntry = {
      name: utf8.decode(directory.subarray(nameStart, nameStart + nameLength)),
      method: u16(directory, i + 10),
      compressedSize: u32(directory, i + 20),
      size: u32(directory, i + 24),
      localOffset: u32(directory, i + 42),
    };
    zip64Fields(directory.subarray(nameStart + nameLength, nameStart + nameLength + extraLength), entry);
    entries.push(entry);
    i = nameStart + nameLength + extraLength + commentLength;
  }
  if (entries.length === 0) throw new ZipError('an empty central directory');
  return entries;
}

/**
 * An entry's bytes: at most `maxBytes`, and exactly the size the directory declares (more or fewer is
 * a damaged or hostile archive). Inflating stops as soon as the output passes that size.
 */
export async function readEntry(file: Blob, entry: ZipEntry, maxBytes: number): Promise<Uint8Array> {
  if (entry.size > maxBytes) throw new ZipError(`"${entry.name}" is larger than ${maxBytes} bytes`);
  // Deflate's worst case grows incompressible data by 5 bytes per 16 KiB block (and a few more).
  const maxCompressed = entry.size + Math.ceil(entry.size / 16_384) * 5 + 64;
  if (entry.compressedSize > maxCompressed) throw new ZipError(`"${entry.name}" has a wrong size`);
  const header = await readRange(file, entry.localOffset, entry.localOffset + 30);
  if (u32(header, 0) !== 0x04034b50) throw new ZipError(`"${entry.name}" has no local header`);
  const start = entry.localOffset + 30 + u16(header, 26) + u16(header, 28);
  if (start + entry.compressedSize > file.size) throw new ZipError(`"${entry.name}" runs past the end`);
  const data = await readRange(file, start, start + entry.compressedSize);
  let out: Uint8Array;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      // maxOutputLength must be at least 1; an empty entry then still refuses any byte past it.
      out = await inflateRawAsync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipError(`"${entry.name}" cannot be inflated to its declared size`);
    }
  } else throw new ZipError(`"${entry.name}" uses compression method ${entry.method}`);
  if (out.length !== entry.size) throw new ZipError(`"${entry.name}" is not its declared size`);
  return out;
}
