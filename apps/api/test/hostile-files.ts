// Hostile uploads, built cheaply: a ZIP bomb, ZIPs whose entries lie about their sizes, and the
// pathological tags and boxes the API's parsers must get through in bounded time and memory.
import { deflateRawSync, brotliDecompressSync } from 'node:zlib';

/**
 * 1 GiB of zeros deflated at level 9 (1 043 638 bytes), itself kept brotli-compressed (133 bytes):
 * building it in the test would take seconds of CPU.
 */
const GIB_OF_ZEROS_BROTLI =
  'W7Xsj1/gIe7n+7UMapEObd4NE8drH9lo57OBhe28ggqccBpxQBi5RBje+UBrAAJAAKJ0ewBwXAsCMFr8lmeNjhHuAcBoP5UEAP9/Wyw3AO4BQMtskgFGn6Yr0+B5ImxhuAcA92FfbrDzfUhzcA8ANv+Vtd7Q0cmH3fer/WUNwOw5HJQoAQ==';

/** A raw deflate stream (1 MB) that inflates to 1 GiB. */
export const deflatedGibibyte = (): Uint8Array =>
  brotliDecompressSync(Buffer.from(GIB_OF_ZEROS_BROTLI, 'base64'));

export interface RawZipEntry {
  name: string;
  /** The bytes as stored in the archive (already deflated when `method` is 8). */
  data: Uint8Array;
  method?: 0 | 8;
  /** The uncompressed size the headers declare (default: the data's length when stored). */
  size?: number;
}

/** Deflates `text` for a RawZipEntry whose size is its true one. */
export function deflated(name: string, text: string): RawZipEntry {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), method: 8, size: bytes.length };
}

const u16 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A ZIP archive with the entries as given (sizes as declared, CRCs left 0: the API does not check them). */
export function rawZip(entries: readonly RawZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.method ?? 0;
    const size = entry.size ?? entry.data.length;
    const common = [
      u16(20),
      u16(0),
      u16(method),
      u16(0),
      u16(0x21),
      u32(0),
      u32(entry.data.length),
      u32(size),
    ];
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(name.length), u16(0), name, entry.data]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export const MIMETYPE_ENTRY: RawZipEntry = { name: 'mimetype', data: Buffer.from('application/epub+zip') };
export const CONTAINER_XML = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;
export const OPF_XML = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Bounded</dc:title></metadata></package>`;
