import { fileRefusalReason } from '../shared';
import type { FoliateBook, FoliateView } from './engine-types';
import { zipLoader, ZipError, type BookLoader } from './zip';

/**
 * Why a book cannot be shown, worded for the reader: `network` (the file could not be reached), `http`
 * (the server refused or failed to send it: `status`), `broken` (not a readable EPUB), `drm`.
 */
export class BookError extends Error {
  override name = 'BookError';
  constructor(
    message: string,
    readonly kind: 'network' | 'http' | 'broken' | 'drm',
    readonly status?: number,
  ) {
    super(message);
  }
}

/** An answer other than 2xx for the book's file, said as what it means for the reader. */
export function fileRefused(status: number): BookError {
  const reason = fileRefusalReason(status);
  return new BookError(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`, 'http', status);
}

// Font obfuscation (IDPF and Adobe) only mangles embedded fonts; foliate-js undoes it. Anything else in
// encryption.xml (or a rights.xml) is DRM this reader cannot open.
const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);

async function checkReadable(loader: BookLoader): Promise<void> {
  if (!loader.entries.has('META-INF/container.xml'))
    throw new BookError('This file is not a valid EPUB: its container is missing.', 'broken');
  if (loader.entries.has('META-INF/rights.xml'))
    throw new BookError('This book is protected by DRM and cannot be opened in the browser.', 'drm');
  const encryption = await loader.loadText('META-INF/encryption.xml');
  if (!encryption) return;
  const algorithms = [...encryption.matchAll(/Algorithm\s*=\s*["']([^"']+)["']/g)].map((m) => m[1] ?? '');
  const cipherRefs = (encryption.match(/CipherReference/g) ?? []).length;
  const drm = algorithms.some(
    (a) => !FONT_OBFUSCATION.has(a) && !a.endsWith('#sha1') && !a.endsWith('xmldsig#'),
  );
  if (drm && cipherRefs > 0)
    throw new BookError('This book is protected by DRM and cannot be opened in the browser.', 'drm');
}

/** Downloads the EPUB through its signed link (never offered as a download) and parses it. */
export async function loadBook(url: string, signal?: AbortSignal): Promise<FoliateBook> {
  // The engine's modules download while the book does.
  const epubModule = import('foliate-js/epub.js');
  // (A failure here surfaces where the module is used, in createView.)
  import('foliate-js/view.js').catch(() => undefined);
  import('foliate-js/paginator.js').catch(() => undefined);
  // fetch and the body's read reject only when no whole answer came: the connection failed.
  const connectionFailed = (cause: unknown) => {
    if (signal?.aborted) return cause;
    return new BookError(
      'The connection to the server failed. Check your connection and try again.',
      'network',
    );
  };
  const response = await fetch(url, { signal, credentials: 'same-origin' }).catch((cause: unknown) => {
    throw connectionFailed(cause);
  });
  if (!response.ok) throw fileRefused(response.status);
  const file = await response.blob().catch((cause: unknown) => {
    throw connectionFailed(cause);
  });
  let book: FoliateBook;
  try {
    const loader = await zipLoader(file);
    await checkReadable(loader);
    const { EPUB } = await epubModule;
    book = await new EPUB(loader).init();
  } catch (cause) {
    if (cause instanceof BookError) throw cause;
    const detail = cause instanceof ZipError ? ` (${cause.message})` : '';
    throw new BookError(`This EPUB file is damaged and cannot be opened${detail}.`, 'broken');
  }
  if (!book.sections.some((s) => s.createDocument))
    throw new BookError('This EPUB file has no readable pages.', 'broken');
  return book;
}

/** A <foliate-view> for the book, attached to `host`. */
export async function createView(host: HTMLElement, book: FoliateBook): Promise<FoliateView> {
  await import('foliate-js/view.js');
  const view = document.createElement('foliate-view') as FoliateView;
  view.setAttribute('part', 'view');
  host.append(view);
  await view.open(book);
  return view;
}

/** The book's title as text (EPUB metadata may give a language map). */
export function titleOf(book: FoliateBook): string {
  const t = book.metadata?.title;
  if (typeof t === 'string') return t;
  if (t && typeof t === 'object') return String(Object.values(t as Record<string, unknown>)[0] ?? '');
  return '';
}

/** The book's language (BCP 47) and direction, for the page around it. */
export function languageOf(book: FoliateBook): { lang: string; dir: 'ltr' | 'rtl' } {
  const raw = book.metadata?.language;
  const lang = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return { lang, dir: book.dir === 'rtl' ? 'rtl' : 'ltr' };
}
