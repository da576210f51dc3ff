import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { reloading } from './seo/build-version.ts';
import { storeServerEntry } from './seo/render.ts';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: `https://...` adds Strict-Transport-Security. */
  publicUrl: string;
  /** MEDIA_BASE_URL: when it is another origin (a CDN), the store's pages may load images and audio from it. */
  mediaBaseUrl: string;
  /** The bucket's origin, where private files' links redirect (MEDIA_STORE=s3): the reader and player read it. */
  fileOrigin?: string | undefined;
  /** STORE_URL: where the hosted payment page's form may send the buyer back. */
  storeUrl?: string;
  /** The built store (its index.html's inline scripts are allowed by hash). */
  storeDir?: string | undefined;
}

/** Paths whose files partner pages load from their own origin (and may frame nothing, so no frame rule). */
export const WIDGET_PREFIX = '/widgets/';

/** Pages the API renders itself (the outbox, the test payment page): inline styles, no script at all. */
const SERVER_PAGE_PREFIXES = ['/dev/', '/pay/', '/api/'];

/**
 * `'sha256-…'` for each inline `<script>` (one without `src`) of an HTML page: the store's index.html
 * sets the theme before the first paint with one, and the policy allows exactly that script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The store's pages: own scripts (plus the hashed inline ones), no plugins, no framing (frames only
 * from itself and blob:, the reader's pages of a book). Styles allow
 * inline ones: React's style attributes (progress bars, chart bars) and the toasts' injected sheet
 * need it, and scripts, the part that matters against injection, stay strict.
 */
export function storeContentSecurityPolicy(
  scriptHashes: readonly string[],
  mediaOrigin?: string,
  fileOrigin?: string,
): string {
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  // Sold files redirect to the bucket's signed links: the player and the reader follow them there.
  const files = fileOrigin && fileOrigin !== mediaOrigin ? ` ${fileOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    // blob: for the EPUB reader: a book's pages, style sheets and fonts are unpacked into blob: URLs
    // and shown in sandboxed blob: frames, which inherit this policy (so a book's scripts never run).
    "style-src 'self' 'unsafe-inline' blob:",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}${files}`,
    "font-src 'self' blob:",
    "frame-src 'self' blob:",
    // The reader downloads the EPUB through its signed link, from the media host when that is a CDN.
    `connect-src 'self'${media}${files}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Pages rendered by the API (outbox, test payment): their own inline styles, no script. */
function serverPagePolicy(storeOrigin?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${storeOrigin ? ` ${storeOrigin}` : ''}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (JSON, media files, an uploaded SVG opened directly): nothing runs, nothing frames it. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Headers on every answer: `nosniff`, a referrer policy, HSTS when the public URL is https, and a
 * Content-Security-Policy by kind of answer (the store's pages, the API's own pages, everything else).
 * Everything but the widgets' files refuses to be framed (`frame-ancestors 'none'`, `X-Frame-Options`).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const hsts = options.publicUrl.startsWith('https://');
  const mediaOrigin = originOf(options.mediaBaseUrl);
  const storeOrigin = originOf(options.storeUrl);
  const serverPages = serverPagePolicy(storeOrigin);
  const indexHtml = options.storeDir ? path.join(options.storeDir, 'index.html') : undefined;
  // The store's policy follows its build: rebuilt while the server runs, its new hashes apply. The
  // template's own inline scripts, and the one a server-rendered page ends with (the store's server
  // entry gives it; none while the store has no server build).
  const templateHashes = indexHtml
    ? reloading(indexHtml, () => {
        try {
          return inlineScriptHashes(readFileSync(indexHtml, 'utf8'));
        } catch {
          return undefined;
        }
      })
    : () => undefined;
  const serverEntry = options.storeDir ? storeServerEntry(options.storeDir) : () => undefined;
  const hydrateScript = async (): Promise<string | undefined> => {
    try {
      return (await serverEntry())?.HYDRATE_AFTER_PAINT;
    } catch {
      return undefined;
    }
  };
  // The policy of the last template and script seen, made again when either changes.
  let kept: { template: string[] | undefined; script: string | undefined; policy: string } | undefined;
  const storePolicy = async (): Promise<string> => {
    const template = templateHashes();
    const script = await hydrateScript();
    const last = kept;
    if (last && last.template === template && last.script === script) return last.policy;
    const scripts = script === undefined ? '' : `<script>${script}</script>`;
    const hashes = [...(template ?? []), ...inlineScriptHashes(scripts)];
    const policy = storeContentSecurityPolicy(hashes, mediaOrigin, options.fileOrigin);
    kept = { template, script, policy };
    return policy;
  };

  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts) headers.set('Strict-Transport-Security', 'max-age=31536000');
    const requestPath = c.req.path;
    if (requestPath.startsWith(WIDGET_PREFIX)) return;
    headers.set('X-Frame-Options', 'DENY');
    const html = (headers.get('Content-Type') ?? '').startsWith('text/html');
    let policy = RESOURCE_POLICY;
    if (html) {
      policy = SERVER_PAGE_PREFIXES.some((prefix) => requestPath.startsWith(prefix))
        ? serverPages
        : await storePolicy();
    }
    headers.set('Content-Security-Policy', policy);
  };
}
