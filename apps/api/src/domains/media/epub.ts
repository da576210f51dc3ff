/**
 * The structural check of an uploaded EPUB (OCF container rules a reading system relies on): a ZIP
 * archive whose first entry is `mimetype`, stored, holding exactly `application/epub+zip`;
 * `META-INF/container.xml` naming a package document (OPF); that document present with a `dc:title`.
 *
 * Hand-written (domains/media/zip.ts, domains/media/xml-scan.ts) rather than a full EPUBCheck port: the full check
 * (@likecoin/epubcheck-ts) took 8–12 s of CPU on the event loop for 1–11 MB books and also refuses
 * books readers open (content-document warnings), while this reads only the three small entries it
 * needs, in milliseconds, whatever the book's size.
 */
import { readRange } from '../../media.ts';
import { localName, prefixOf, xmlTokens, type XmlToken } from './xml-scan.ts';
import { readEntry, ZipError, zipDirectory, type ZipEntry } from './zip.ts';

export const EPUB_MIMETYPE = 'application/epub+zip';
const CONTAINER = 'META-INF/container.xml';
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';
/**
 * container.xml and the OPF are small (a 10 000-chapter book's OPF is about 2 MB); a larger entry is
 * not what it claims to be (or a ZIP bomb), and is refused before or while it is inflated.
 */
export const MAX_XML_BYTES = 4 * 1024 * 1024;

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
const utf8 = new TextDecoder();

/** An entry's text, inflated within MAX_XML_BYTES (a 422 reason for a damaged or oversized entry). */
async function entryText(file: Blob, entry: ZipEntry): Promise<string> {
  if (entry.size > MAX_XML_BYTES) {
    fail(`"${entry.name}" is larger than ${MAX_XML_BYTES / 1024 / 1024} MB.`);
  }
  try {
    return utf8.decode(await readEntry(file, entry, MAX_XML_BYTES));
  } catch (error) {
    if (error instanceof ZipError) fail(`the ZIP archive is damaged (${error.message}).`);
    throw error;
  }
}

/** Refuses (EpubError) bytes that do not start a ZIP archive, naming a PDF for what it is. */
function zipStart(head: Uint8Array): void {
  const starts = (...sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) fail('it is a PDF document, not a ZIP archive.');
  if (!starts(0x50, 0x4b, 0x03, 0x04)) fail('it is not a ZIP archive.');
}

/** The first check of an upload meant to be an EPUB, on its first bytes, before it is stored. */
export async function requireZip(file: Blob): Promise<void> {
  zipStart(await readRange(file, 0, 4));
}

/**
 * The most tokens (tags and text runs) read of one XML entry: a 10 000-chapter book's OPF has about
 * 40 000. Past it the entry is refused; the scan also lets other requests run every TOKEN_SLICE tokens.
 */
const MAX_XML_TOKENS = 100_000;
const TOKEN_SLICE = 10_000;

/** The tokens of an entry's text, at most MAX_XML_TOKENS, yielding to the event loop now and then. */
async function* boundedTokens(xml: string, entryName: string): AsyncGenerator<XmlToken> {
  let count = 0;
  for (const token of xmlTokens(xml)) {
    if (++count > MAX_XML_TOKENS)
      fail(`"${entryName}" has more than ${MAX_XML_TOKENS} XML elements and texts.`);
    if (count % TOKEN_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    yield token;
  }
}

/** Text with runs of white space as one space, trimmed. */
const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The package document container.xml names: the OPF rootfile, else the first rootfile. */
async function packagePath(containerXml: string): Promise<string | undefined> {
  let first: string | undefined;
  for await (const token of boundedTokens(containerXml, CONTAINER)) {
    if (token.kind !== 'start' || localName(token.name) !== 'rootfile') continue;
    const path = token.attributes.get('full-path');
    if (!path) continue;
    first ??= path;
    if (token.attributes.get('media-type') === 'application/oebps-package+xml') {
      first = path;
      break;
    }
  }
  if (!first) return undefined;
  // Paths in the container are relative to its root, percent-encoded like URLs.
  const path = first.replace(/^\/+/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether the text is a package document, and its first non-empty dc:title (any prefix bound to DC),
 * inside <metadata> when there is one: one pass over the tokens.
 */
async function packageFacts(
  opf: string,
  entryName: string,
): Promise<{ isPackage: boolean; title: string | undefined }> {
  const prefixes = new Set(['dc']);
  let isPackage = false;
  let sawMetadata = false;
  let metadataDepth = 0;
  let titleIn: { name: string; text: string; inMetadata: boolean } | undefined;
  let inMetadata: string | undefined;
  let anywhere: string | undefined;
  for await (const token of boundedTokens(opf, entryName)) {
    if (token.kind === 'start') {
      for (const [name, value] of token.attributes) {
        if (name.startsWith('xmlns:') && value === DC_NAMESPACE) prefixes.add(name.slice(6));
      }
      const local = localName(token.name);
      if (local === 'package') isPackage = true;
      if (local === 'metadata') {
        sawMetadata = true;
        if (!token.selfClosing) metadataDepth++;
      } else if (!titleIn && !token.selfClosing && local === 'title' && prefixes.has(prefixOf(token.name))) {
        titleIn = { name: token.name, text: '', inMetadata: metadataDepth > 0 };
      }
    } else if (token.kind === 'end') {
      if (titleIn && token.name === titleIn.name) {
        const title = squeeze(titleIn.text);
        if (title && titleIn.inMetadata) inMetadata ??= title;
        if (title) anywhere ??= title;
        titleIn = undefined;
      } else if (localName(token.name) === 'metadata' && metadataDepth > 0) metadataDepth--;
    } else if (titleIn && titleIn.text.length < 64 * 1024) titleIn.text += token.text;
    if (inMetadata && isPackage) break;
  }
  return { isPackage, title: sawMetadata ? inMetadata : anywhere };
}

/**
 * Checks an uploaded file is an EPUB (throws EpubError naming what is wrong); its package path and
 * title. Reads the first local header, the central directory and two entries from the file, never the
 * whole of it.
 */
export async function inspectEpub(file: Blob): Promise<EpubFacts> {
  const head = await readRange(file, 0, 30 + 64);
  zipStart(head);

  // The first local file header: its name and compression method (0 = stored).
  const method = u16le(head, 8);
  const nameLength = u16le(head, 26);
  const firstName = utf8.decode((await readRange(file, 30, 30 + nameLength)).subarray(0, 255));
  if (firstName !== 'mimetype') {
    fail(`its first entry must be the file "mimetype" (it is "${firstName}").`);
  }
  if (method !== 0) fail('the "mimetype" entry must be stored uncompressed.');

  let entries: ZipEntry[];
  try {
    entries = await zipDirectory(file);
  } catch (error) {
    if (error instanceof ZipError) fail(`the ZIP archive is damaged (${error.message}).`);
    throw error;
  }
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const mimetypeEntry = named('mimetype');
  const mimetype = mimetypeEntry && mimetypeEntry.size <= 256 ? await entryText(file, mimetypeEntry) : '';
  if (mimetype !== EPUB_MIMETYPE) {
    fail(`"mimetype" must contain exactly "${EPUB_MIMETYPE}" (it contains "${mimetype.slice(0, 60)}").`);
  }
  const container = named(CONTAINER);
  if (!container) fail(`${CONTAINER} is missing.`);
  const path = await packagePath(await entryText(file, container));
  if (!path) fail(`${CONTAINER} names no package document (rootfile).`);

  const opf = named(path);
  if (!opf) fail(`the package document "${path}" named in ${CONTAINER} is missing.`);
  const facts = await packageFacts(await entryText(file, opf), path);
  if (!facts.isPackage) fail(`"${path}" is not a package document (no <package> element).`);
  if (!facts.title) fail(`the package document "${path}" has no dc:title.`);
  return { packagePath: path, title: facts.title };
}
