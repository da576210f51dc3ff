/*
 * Shareable and findable: the store's public pages sent with their own head (title, description,
 * canonical link, Open Graph and Twitter tags, schema.org JSON-LD), /sitemap.xml and /robots.txt.
 * Crawlers and link previews read only the HTML; the store's script takes over in a browser as before.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { SITE_NAME, headTags, notFoundPage } from '@bookstore/api-client/page-meta';
import { matchStorePage } from '@bookstore/api-client/store-routes';
import { buildVersion } from '../seo/build-version.ts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.ts';
import { isDatabaseUnavailable } from '../db/health.ts';
import { HttpError } from '../http/errors.ts';
import { absoluteOrigin } from '../lib/links.ts';
import { TtlCache } from '../http/ttl-cache.ts';
import { COUNTRY_VARY, countryResolver } from '../seo/country.ts';
import { isMissingShellPage } from '../seo/shell-pages.ts';
import {
  preferencesOf,
  shellPage,
  storeDocument,
  storeRenderer,
  storeServerEntry,
  storeServerEntryFile,
  withRenderedPage,
} from '../seo/render.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import {
  parseSitemapFile,
  robotsTxt,
  sitemapEntries,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
} from '../seo/sitemap.ts';
import { logger } from '../log.ts';

/**
 * The pages' HTML varies by the visitor's country (prices in the JSON-LD), which its URL does not
 * carry: browsers may keep it but must ask again (`private, no-cache`), and no shared cache stores one
 * country's answer for another. The server keeps each rendered page for PUBLIC_CACHE_SECONDS instead.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';
/** Sitemaps and robots.txt are the same for everyone: a CDN may keep them. */
const SHARED_CACHE_CONTROL = 'public, max-age=3600';

/**
 * A rendered page: its status, its HTML as UTF-8 bytes, and its compressed forms once asked for (kept
 * with it). Bytes, not a string: a string body is checked for lone surrogates and encoded again on every
 * answer (a few hundred microseconds for a page of 250 KB), the bytes once.
 */
interface RenderedPage {
  status: 200 | 404;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const renderedPage = (status: 200 | 404, html: string | Buffer): RenderedPage => ({
  status,
  body: typeof html === 'string' ? Buffer.from(html, 'utf8') : html,
});

/** What the rendered pages' cache keeps for a store page no page module declares a head for. */
const NO_HEAD: RenderedPage = { status: 200, body: Buffer.alloc(0) };

/** What the rendered pages' cache may hold, in bytes (see `renderedSize`). */
const RENDERED_PAGES_MAX_BYTES = 64 * 1024 * 1024;

/** A rendered page's bytes: its HTML and the compressed copies made of it. */
const renderedSize = (page: RenderedPage): number =>
  page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/** The body in the best encoding the client accepts (brotli, gzip, or none), compressed once per page. */
function encoded(page: RenderedPage, acceptEncoding: string): { body: Uint8Array; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= gzipSync(page.body);
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.body };
}

/**
 * The reads of one page request, answered in-process by `request`, each key read once: the page's head
 * and its render ask for the same book. A read answering other than 200 rejects with its status.
 */
function pageReads(
  request: (path: string) => Response | Promise<Response>,
): (key: string) => Promise<unknown> {
  const answers = new Map<string, Promise<unknown>>();
  return (key) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = Promise.resolve(request(key)).then((response) => {
        if (response.status !== 200)
          throw new HttpError(response.status, `${key} answered ${response.status}`);
        return response.json();
      });
      answers.set(key, answer);
    }
    return answer;
  };
}

/**
 * Middleware before the store's static files: a public page path with a head (its page module's, which
 * the store's server entry makes: `describe`) gets the store's document (its build's index.html in parts) with its head, and a 404
 * with `noindex` when what it names does not exist. A visitor's page (no session) that exists is rendered on the server too
 * (seo/render.ts), its reads answered by `request` in-process; a signed-in user's page stays for the
 * browser to render (its header and prices are the user's). Other paths, every path while the database
 * cannot answer, and every path while the store's build has no document or server entry go on to the store's files as
 * they are.
 */
export function seoPages(
  deps: AppDeps,
  storeDir: string,
  request: (path: string) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const readDocument = storeDocument(storeDir);
  const countryOf = countryResolver(deps);
  // Pages are counted by their HTML (a server-rendered one carries its CSS and data: ~250 KB) and the
  // compressed copies kept beside it; 64 MB holds a few hundred, so a crawl through the catalogue's
  // books does not push each page out before it is asked for again.
  const rendered = new TtlCache<RenderedPage>(deps.config.publicCacheSeconds, 2000, Date.now, {
    maxBytes: RENDERED_PAGES_MAX_BYTES,
    sizeOf: renderedSize,
  });
  deps.publicCaches?.add(rendered);
  const render = deps.config.storeSsr ? storeRenderer(storeDir) : undefined;
  // The server entry is loaded either way: it makes the pages' heads, rendered or not.
  const entry = storeServerEntry(storeDir);
  return async (c, next) => {
    const route = (c.req.method === 'GET' || c.req.method === 'HEAD') && matchStorePage(c.req.path);
    if (!route) return next();
    const built = readDocument();
    if (!built) return next();
    let page: RenderedPage;
    try {
      const store = await entry();
      if (!store) return next();
      const country = await countryOf(c);
      if (!country) return next();
      const url = new URL(c.req.url);
      const origin = absoluteOrigin(deps);
      const preferences = preferencesOf(getCookie(c), country);
      const ssr = render !== undefined && getCookie(c, SESSION_COOKIE) === undefined;
      const view = ssr ? `${preferences.theme}|${preferences.bookType}` : 'shell';
      page = await rendered.getOrLoad(
        `${built.version}|${origin}|${country}|${view}|${url.pathname}${url.search}`,
        async () => {
          const read = pageReads(request);
          const answer = await store.describe({ url: url.href, origin, country, read });
          // No page declares a head here: the store's HTML as it is (kept as such, not made again).
          if (!answer) return NO_HEAD;
          const tags = headTags(answer.head, SITE_NAME);
          const html = shellPage(tags, built.document);
          if (!ssr || answer.status !== 200) return renderedPage(answer.status, html);
          return renderedPage(answer.status, await renderedOrShell(html, tags, url, preferences, read));
        },
      );
      if (page === NO_HEAD) return next();
    } catch (error) {
      // The page still works without its head: the store's script loads the data (and shows the error).
      if (!isDatabaseUnavailable(error)) logger.error({ err: error }, 'The page head could not be made');
      return next();
    }
    return htmlResponse(c, page, `${COUNTRY_VARY}, Accept-Encoding`);
  };

  /**
   * The page rendered into the store's document with its head `tags` (as UTF-8 bytes); the shell
   * `html` for the browser to render when rendering fails.
   */
  async function renderedOrShell(
    html: string,
    tags: string,
    url: URL,
    preferences: ReturnType<typeof preferencesOf>,
    read: (key: string) => Promise<unknown>,
  ): Promise<string | Buffer> {
    try {
      // The store reads the country from its own preference, not from the query.
      const found = await render?.(url.href, preferences, read);
      if (!found) return html;
      // Each pass is a whole render (most of a page's CPU): one more means the route's data prefetch
      // (the store's routes) does not name every read its screen makes.
      if (found.page.passes > 1)
        logger.warn(
          { path: url.pathname, passes: found.page.passes },
          'The page was rendered more than once: its route prefetch misses reads of its screen',
        );
      return withRenderedPage(tags, found, preferences);
    } catch (error) {
      logger.error({ err: error, path: url.pathname }, 'The page could not be rendered on the server');
      return html;
    }
  }
}

/** A rendered page as the answer, compressed as the client accepts; HEAD gets the headers alone. */
function htmlResponse(c: Context<AppEnv>, page: RenderedPage, vary: string): Response {
  const { body, encoding } = encoded(page, c.req.header('accept-encoding') ?? '');
  const headers = new Headers({
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': PAGE_CACHE_CONTROL,
    Vary: vary,
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(c.req.method === 'HEAD' ? null : body, { status: page.status, headers });
}

/**
 * A path the store has no page for (none of spec §2's routes, `matchStoreRoute`): the store's HTML, whose
 * 404 route shows the Not Found page, sent with the status 404 and the Not Found head (`noindex`), so a
 * crawler does not list it as a page. Rendered once per build of the store.
 */
export function unknownPage(storeDir: string): MiddlewareHandler<AppEnv> {
  const readDocument = storeDocument(storeDir);
  let rendered: { version: number; page: RenderedPage } | undefined;
  return async (c, next) => {
    const built = readDocument();
    if (!built) return next();
    if (rendered?.version !== built.version) {
      const html = shellPage(headTags(notFoundPage().head, SITE_NAME), built.document);
      rendered = { version: built.version, page: renderedPage(404, html) };
    }
    return htmlResponse(c, rendered.page, 'Accept-Encoding');
  };
}

/**
 * Whether a store page the browser renders names nothing there is, or nothing for this visitor
 * (seo/shell-pages.ts: a book to buy, an artist's offers, the back office for a non-operator): its
 * answer is then the Not Found page with a 404 (`unknownPage`). False when that cannot be told (the
 * database cannot answer): the store's HTML goes out and its screen says what it finds.
 */
export function shellPageMissing(
  deps: AppDeps,
  request: (path: string) => Response | Promise<Response>,
): (c: Context<AppEnv>) => Promise<boolean> {
  const countryOf = countryResolver(deps);
  return async (c) => {
    try {
      return await isMissingShellPage(c.req.path, {
        read: pageReads(request),
        country: await countryOf(c),
        session: c.var.session,
      });
    } catch (error) {
      if (!isDatabaseUnavailable(error))
        logger.error({ err: error }, 'Whether the page exists could not be told');
      return false;
    }
  };
}

/**
 * /robots.txt, /sitemap.xml (an index) and its files under /sitemaps/. The sitemap lists the pages the
 * store's server entry names (`SITEMAP_PAGES`, from its page modules): none while the store has no
 * server build.
 */
export function seoRoutes(deps: AppDeps, storeDir: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sitemaps = new TtlCache<string>(deps.config.publicCacheSeconds, 200);
  // A book taken down leaves the sitemaps with the other public caches.
  deps.publicCaches?.add(sitemaps);
  const entry = storeServerEntry(storeDir);
  const entryVersion = buildVersion(storeServerEntryFile(storeDir));
  /** The store's sitemap pages and the version of the build they come from; undefined without one. */
  const sitemapPages = async () => {
    const [loaded, version] = [entry(), entryVersion()];
    return loaded && version !== undefined ? { pages: (await loaded).SITEMAP_PAGES, version } : undefined;
  };
  const notFound = (c: Context<AppEnv>) => c.json({ message: 'Not Found' }, 404);
  const xml = (body: string, status: 200 | 404 = 200) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': SHARED_CACHE_CONTROL },
    });

  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', SHARED_CACHE_CONTROL);
    return c.text(robotsTxt(absoluteOrigin(deps)));
  });
  routes.get('/sitemap.xml', async (c) => {
    const store = await sitemapPages();
    if (!store) return notFound(c);
    const origin = absoluteOrigin(deps);
    return xml(
      await sitemaps.getOrLoad(`${store.version}|${origin}|index`, async () =>
        sitemapIndexXml(origin, await sitemapFiles(deps.db, store.pages)),
      ),
    );
  });
  routes.get('/sitemaps/:name', async (c) => {
    const file = parseSitemapFile(c.req.param('name'));
    const store = await sitemapPages();
    if (!file || !store) return notFound(c);
    const origin = absoluteOrigin(deps);
    const key = `${store.version}|${origin}|${file.kind}|${file.file}`;
    const body = await sitemaps.getOrLoad(key, async () => {
      const entries = await sitemapEntries(deps.db, store.pages, file.kind, file.file);
      // A file past the last one is not found (page 1 of an empty kind still answers, empty).
      return entries.length === 0 && file.file > 1 ? '' : urlSetXml(origin, entries);
    });
    return body ? xml(body) : notFound(c);
  });
  return routes;
}
