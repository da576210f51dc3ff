/**
 * The structural check of an uploaded EPUB (OCF container rules a reading system relies on): a ZIP
 * archive whose first entry is `mimetype`, stored, holding exactly `application/epub+zip`;
 * `META-INF/container.xml` naming a package document (OPF); that document present with a `dc:title`.
 *
 * Hand-written on fflate's ZIP reader rather than a full EPUBCheck port: the full check
 * (@likecoin/epubcheck-ts) took 8–12 s of CPU on the event loop for 1–11 MB books and also refuses
 * books readers open (content-document warnings), while this reads only the three small entries it
 * needs, in milliseconds, whatever the book's size.
 */
import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';

export const EPUB_MIMETYPE = 'application/epub+zip';
const CONTAINER = 'META-INF/container.xml';
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';
/** container.xml and the OPF are small; a larger entry is not what it claims to be (or a ZIP bomb). */
const MAX_XML_BYTES = 8 * 1024 * 1024;

/** Why a file is not an EPUB; `message` is the sentence shown to the author. */
export class EpubError extends Error {}

export interface EpubFacts {
  /** The package document's path in the archive. */
  packagePath: string;
  /** The first dc:title. */
  title: string;
}

function fail(reason: string): never {
  throw new EpubError(`The file is not an EPUB: ${reason}`);
}

const u16le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);

/** The ZIP entries named by `wanted`, decompressed (a 422 reason for a damaged archive). */
function entries(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => wanted(file.name) && file.originalSize <= MAX_XML_BYTES,
    });
  } catch {
    return fail('the ZIP archive is damaged.');
  }
}

function decodeXmlText(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeXmlText(match[1] ?? match[2] ?? '') : undefined;
}

/** The package document container.xml names: the OPF rootfile, else the first rootfile. */
function packagePath(containerXml: string): string | undefined {
  const rootfiles = [...containerXml.matchAll(/<(?:[\w.-]+:)?rootfile\b[^>]*>/g)].map((m) => m[0]);
  const opf =
    rootfiles.find((tag) => attribute(tag, 'media-type') === 'application/oebps-package+xml') ?? rootfiles[0];
  const path = opf ? attribute(opf, 'full-path') : undefined;
  if (!path) return undefined;
  // Paths in the container are relative to its root, percent-encoded like URLs.
  try {
    return decodeURIComponent(path.replace(/^\/+/, ''));
  } catch {
    return path.replace(/^\/+/, '');
  }
}

/** The first non-empty dc:title of the package document's metadata (any prefix bound to DC). */
function dcTitle(opf: string): string | undefined {
  const prefixes = new Set(['dc']);
  for (const m of opf.matchAll(/xmlns:([\w.-]+)\s*=\s*["']([^"']*)["']/g)) {
    if (m[2] === DC_NAMESPACE && m[1]) prefixes.add(m[1]);
  }
  const metadata = /<(?:[\w.-]+:)?metadata\b[\s\S]*?<\/(?:[\w.-]+:)?metadata>/.exec(opf)?.[0] ?? opf;
  for (const m of metadata.matchAll(/<([\w.-]+):title\b[^>]*>([\s\S]*?)<\/\1:title>/g)) {
    if (!prefixes.has(m[1] ?? '')) continue;
    const title = decodeXmlText(m[2] ?? '');
    if (title) return title;
  }
  return undefined;
}

/** Checks `bytes` is an EPUB (throws EpubError naming what is wrong); its package path and title. */
export function inspectEpub(bytes: Uint8Array): EpubFacts {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) fail('it is a PDF document, not a ZIP archive.');
  if (!starts(0x50, 0x4b, 0x03, 0x04)) fail('it is not a ZIP archive.');

  // The first local file header: its name and compression method (0 = stored).
  const method = u16le(bytes, 8);
  const nameLength = u16le(bytes, 26);
  const firstName = strFromU8(bytes.subarray(30, 30 + nameLength));
  if (firstName !== 'mimetype') {
    fail(`its first entry must be the file "mimetype" (it is "${firstName}").`);
  }
  if (method !== 0) fail('the "mimetype" entry must be stored uncompressed.');

  const head = entries(bytes, (name) => name === 'mimetype' || name === CONTAINER);
  const mimetype = head.mimetype ? strFromU8(head.mimetype) : '';
  if (mimetype !== EPUB_MIMETYPE) {
    fail(`"mimetype" must contain exactly "${EPUB_MIMETYPE}" (it contains "${mimetype.slice(0, 60)}").`);
  }
  const container = head[CONTAINER];
  if (!container) fail(`${CONTAINER} is missing.`);
  const opfPath = packagePath(strFromU8(container));
  if (!opfPath) fail(`${CONTAINER} names no package document (rootfile).`);
  const path = opfPath;

  const opf = entries(bytes, (name) => name === path)[path];
  if (!opf) fail(`the package document "${path}" named in ${CONTAINER} is missing.`);
  const opfText = strFromU8(opf);
  if (!/<(?:[\w.-]+:)?package\b/.test(opfText)) {
    fail(`"${path}" is not a package document (no <package> element).`);
  }
  const title = dcTitle(opfText);
  if (!title) fail(`the package document "${path}" has no dc:title.`);
  return { packagePath: path, title };
}
