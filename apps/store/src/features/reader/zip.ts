/**
 * A small read-only ZIP reader for EPUB files: reads the central directory of a Blob and inflates one
 * entry at a time with the browser's DecompressionStream ('deflate-raw'). It replaces foliate-js's
 * bundled zip.js (19 KB gz) with well under 1 KB, keeping the reader's chunk within its budget.
 */

export interface ZipEntry {
  filename: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export class ZipError extends Error {
  override name = 'ZipError';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function bytes(blob: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

/** The entries of a ZIP archive, by name. Throws ZipError when the file is not a readable ZIP. */
export async function readZipEntries(file: Blob): Promise<Map<string, ZipEntry>> {
  const tailStart = Math.max(0, file.size - 65_557);
  const tail = await bytes(file, tailStart, file.size);
  let eocd = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('The file is not a ZIP archive.');
  const count = tail.getUint16(eocd + 10, true);
  const size = tail.getUint32(eocd + 12, true);
  const offset = tail.getUint32(eocd + 16, true);
  if (offset + size > file.size) throw new ZipError('The archive is truncated.');
  const dir = await bytes(file, offset, offset + size);
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > dir.byteLength || dir.getUint32(p, true) !== CENTRAL)
      throw new ZipError('The archive’s directory is damaged.');
    const nameLength = dir.getUint16(p + 28, true);
    const extraLength = dir.getUint16(p + 30, true);
    const commentLength = dir.getUint16(p + 32, true);
    const filename = decoder.decode(new Uint8Array(dir.buffer, dir.byteOffset + p + 46, nameLength));
    entries.set(filename, {
      filename,
      method: dir.getUint16(p + 10, true),
      compressedSize: dir.getUint32(p + 20, true),
      uncompressedSize: dir.getUint32(p + 24, true),
      localOffset: dir.getUint32(p + 42, true),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The uncompressed content of one entry. */
export async function readZipEntry(file: Blob, entry: ZipEntry, type = ''): Promise<Blob> {
  const local = await bytes(file, entry.localOffset, entry.localOffset + 30);
  if (local.getUint32(0, true) !== LOCAL) throw new ZipError(`${entry.filename} is damaged.`);
  const start = entry.localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const data = file.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new Blob([data], { type });
  if (entry.method !== 8) throw new ZipError(`${entry.filename} uses an unsupported compression.`);
  const stream = data.stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Blob([await new Response(stream).arrayBuffer()], { type });
}

/** The loader foliate-js's EPUB class reads its files through. */
export interface BookLoader {
  entries: Map<string, ZipEntry>;
  loadText: (name: string) => Promise<string | null>;
  loadBlob: (name: string, type?: string) => Promise<Blob | null>;
  getSize: (name: string) => number;
}

export async function zipLoader(file: Blob): Promise<BookLoader> {
  const entries = await readZipEntries(file);
  const get = (name: string) => entries.get(name);
  return {
    entries,
    loadText: async (name) => {
      const entry = get(name);
      return entry ? (await readZipEntry(file, entry)).text() : null;
    },
    loadBlob: async (name, type) => {
      const entry = get(name);
      return entry ? readZipEntry(file, entry, type) : null;
    },
    getSize: (name) => get(name)?.uncompressedSize ?? 0,
  };
}
