import { Readable } from 'node:stream';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { MediaFiles } from '../../media/files.ts';
import { LocalMediaStore } from '../../media/local.ts';
import type { MediaStore } from '../../media/store.ts';

/**
 * Uploaded files never change (each has a new random name), so browsers and CDNs keep them a year. The
 * seed's files are rewritten under the same names by `db:seed`: an hour.
 */
export function publicCacheControl(key: string): string {
  return key.startsWith('seed/') ? 'public, max-age=3600' : 'public, max-age=31536000, immutable';
}

/** How long the bucket's own signed link to a private file works: the reader and player fetch it at once. */
export const SIGNED_LINK_SECONDS = 300;

/** The byte range a `Range: bytes=a-b` header asks of an object (one range; others are served whole). */
function requestedRange(
  header: string | undefined,
  size: () => Promise<number | null>,
): Promise<{ start: number; end?: number } | null | undefined> {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return Promise.resolve(undefined);
  if (match[1] === '') {
    // The last n bytes: the object's size is needed first.
    const suffix = Number(match[2]);
    return size().then((total) => (total === null ? null : { start: Math.max(0, total - suffix) }));
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? undefined : Number(match[2]);
  if (end !== undefined && end < start) return Promise.resolve(undefined);
  return Promise.resolve(end === undefined ? { start } : { start, end });
}

/**
 * Streams an object from the store with `Range` support (206 with Content-Range, 416 past its end):
 * for a bucket without a CDN in front, the API is the file server.
 */
export async function streamObject(
  c: Context<AppEnv>,
  store: MediaStore,
  key: string,
  cacheControl: string,
): Promise<Response | null> {
  const range = await requestedRange(
    c.req.header('range'),
    async () => (await store.head(key))?.size ?? null,
  );
  const read = await store.read(key, range ?? undefined);
  if (!read) {
    // Absent, or the range starts past its end (416, naming its size).
    const info = range ? await store.head(key) : null;
    return info ? c.body(null, 416, { 'Content-Range': `bytes */${info.size}` }) : null;
  }
  const headers: Record<string, string> = {
    'Content-Type': read.contentType ?? 'application/octet-stream',
    'Content-Length': String(read.size === 0 ? 0 : read.end - read.start + 1),
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
  };
  if (read.etag) headers.ETag = `"${read.etag}"`;
  const partial = range !== undefined && range !== null;
  if (partial) headers['Content-Range'] = `bytes ${read.start}-${read.end}/${read.size}`;
  if (c.req.method === 'HEAD') {
    read.body.destroy();
    return c.body(null, partial ? 206 : 200, headers);
  }
  const body = Readable.toWeb(read.body) as ReadableStream<Uint8Array>;
  return c.body(body, partial ? 206 : 200, headers);
}

/** `/media/*`: public files (covers, avatars, banners, samples, demos); sold files are never here. */
export function publicMedia(media: MediaFiles): MiddlewareHandler<AppEnv> {
  const store = media.store;
  const local =
    store instanceof LocalMediaStore
      ? serveStatic<AppEnv>({
          root: store.root,
          rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
          onFound: (file, c) => {
            // Hono's type table has no entry for WAV (the seeded samples and demos): name it, so players stream it.
            if (file.endsWith('.wav')) c.header('Content-Type', 'audio/wav');
            c.header('Cache-Control', publicCacheControl(file.slice(store.root.length + 1)));
          },
        })
      : null;
  return async (c: Context<AppEnv>, next: Next) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/media/'.length));
    } catch {
      return c.json({ message: 'Bad Request: the path is not valid.' }, 400);
    }
    if (media.isPrivate(key)) return c.json({ message: 'Not Found' }, 404);
    if (local) return local(c, next);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let served: Response | null;
    try {
      served = await streamObject(c, store, key, publicCacheControl(key));
    } catch (error) {
      if (error instanceof Error && /Not a media key/.test(error.message)) return next();
      throw error;
    }
    return served ?? next();
  };
}

/**
 * A private file after the caller's link was checked: the local store serves it (ranges included);
 * a bucket answers a redirect to its own short-lived signed link (which honours `Range`), so the
 * bytes never pass through the API.
 */
export async function servePrivate(
  c: Context<AppEnv>,
  next: Next,
  media: MediaFiles,
  key: string,
): Promise<Response> {
  const store = media.store;
  if (store instanceof LocalMediaStore) {
    // The browser asks again before each reuse, so the right behind the link is checked again (304).
    c.header('Cache-Control', 'private, no-cache');
    const served = await serveStatic<AppEnv>({ root: store.root, path: key })(c, next);
    return served ?? c.json({ message: 'The file was not found.' }, 404);
  }
  const signed = await store.signedUrl(key, SIGNED_LINK_SECONDS);
  if (!signed) return c.json({ message: 'The file was not found.' }, 404);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(signed, 302);
}
