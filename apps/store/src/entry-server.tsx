/*
 * The store's server entry (built by `vite build --ssr` into dist/server/, loaded by the API): renders a
 * public page to HTML with the same routes, screens and SWR hooks as the browser. The API hands it the
 * visitor's preferences and a `read` that answers an SWR key (`/api/public/...?query`) in-process; the
 * keys the route's data prefetch names are read first, the page is rendered, the keys its hooks asked
 * for that it lacks are read, and it is rendered again with their answers in SWR's `fallback` until it
 * asks for nothing new. The answers go into the HTML once (the payload) and
 * seed the browser's SWR before it hydrates (main.tsx). What crosses to the API is typed once, in
 * @bookstore/api-client/render.
 */
import { scriptSafeJson } from '@bookstore/api-client/page-meta';
import { apiKeys } from '@bookstore/api-client/react';
import {
  SSR_PAYLOAD_ID,
  type Preferences,
  type RenderedPage,
  type DescribedPage,
  type DescribeRequest,
  type RenderRequest,
  type SitemapPage,
  type SsrPayload,
} from '@bookstore/api-client/render';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataRouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import type { RouteHandle } from './links/prefetch';
import { buildRoutes } from './app/router';
import { describePage, headTable } from './app/describe';
import { catalog, home, voiceover } from './routes/areas';
import { headPages, publicPages, sitemapPages } from './routes/pages';
import type { SsrLoadContext } from './app/routeObject';
import { inlinedReads } from './app/ssr';
import { splitHead } from './app/pageHead';
import { bookType } from './state/bookType';
import { countryCode } from './state/country';
import { theme } from './state/theme';
import { swrConfig } from './swr';
// The reviews' calls (a lazy area of the client) for the book page's prefetch, before its screen loads.
import './reviewsRoutes';
import { bookPageServerReads } from './features/catalog/reads';
import { prefetchBookReviews } from './features/reviews/reviewReads';

/** The modules of the areas with public pages (routes/areas.ts), as the client build's manifest names them. */
const AREA_MODULES = new Map<unknown, string[]>([
  // The landing's sections below the fold are a lazy chunk the server renders too.
  [home, ['src/features/catalog/HomeScreen.tsx', 'src/features/catalog/LandingSections.tsx']],
  [catalog, ['src/features/catalog/index.ts']],
  [voiceover, ['src/features/voiceover/index.ts']],
]);

/**
 * Lazy parts of the shell the server renders on every page: their CSS goes into the page with the
 * screen's (else the header's country button would change size when its chunk loads after hydration).
 * The country picker shares its chunk with the settings screen, so the build's manifest knows it by the
 * chunk's name (`CountryPicker`), not by its source file.
 */
const SHELL_MODULES = ['CountryPicker'];

export { HYDRATE_AFTER_PAINT } from './app/hydrateAfterPaint';

/** The public pages in the sitemap (the API fills in their entities' addresses). */
export const SITEMAP_PAGES: readonly SitemapPage[] = sitemapPages(publicPages);

const heads = headTable(headPages(publicPages));

/**
 * The head of the public page at the request's URL, made by its page module (`head`) from the API's
 * in-process reads; undefined where no page declares one (the API sends the store's HTML as it is).
 */
export function describe(request: DescribeRequest): Promise<DescribedPage | undefined> {
  return describePage(heads, request);
}

// The book page's server prefetch names its reviews section's reads too (one render pass).
bookPageServerReads.below = prefetchBookReviews;

/** The browser's hydration code (main.tsx loads it for a server-rendered page). */
const HYDRATE_MODULE = 'src/app/hydrate.tsx';

/** Keys past this many rounds of reads are left to the browser (a page that never settles). */
const MAX_ROUNDS = 4;

// The route objects are built once: their lazy screens resolve on the first request for them.
const routes = buildRoutes();
const handler = createStaticHandler(routes);

/**
 * The routes that can match a path whose first segment is `first`, with the ids the whole tree gave
 * them (the browser's router, built from the whole tree, finds the page's loader data by them). The
 * static handler tries every route of the store (about 100) in turn on each request, a tenth of a
 * render's CPU; a route whose path starts with another fixed segment cannot match, and its subtree is
 * left out. Routes keep their order, so the handler ranks those left as it ranks them in the whole tree.
 */
function routesStartingWith(
  dataRoutes: DataRouteObject[],
  first: string,
  parentPath = '',
): DataRouteObject[] {
  const kept: DataRouteObject[] = [];
  for (const route of dataRoutes) {
    const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path);
    const segment = path.split('/').find((part) => part !== '');
    // A fixed first segment other than `first` (a parameter, an optional or a splat may match anything;
    // the router matches paths regardless of case unless a route says otherwise).
    const other =
      segment !== undefined && !/[:*?]/.test(segment) && segment.toLowerCase() !== first.toLowerCase();
    if (other) continue;
    if (route.children) {
      const children = routesStartingWith(route.children, first, path);
      // A layout route matches through its children only, unless it has a path of its own.
      if (children.length > 0 || route.path !== undefined)
        kept.push({ ...route, children } as DataRouteObject);
    } else if (segment !== undefined || first === '') {
      // A route at the root (an index route, or a path of "/") matches "/" alone.
      kept.push(route);
    }
  }
  return kept;
}

const joinPath = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** A static handler per first path segment of the pages rendered (a handful: the public pages' areas). */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
const MAX_HANDLERS = 32;

function handlerFor(url: string): ReturnType<typeof createStaticHandler> {
  const first = new URL(url).pathname.split('/')[1] ?? '';
  let found = handlers.get(first);
  if (!found) {
    let segment: string;
    try {
      segment = decodeURIComponent(first);
    } catch {
      return handler;
    }
    // Past a bound (paths the server was never meant to render), the whole tree's handler answers.
    if (handlers.size >= MAX_HANDLERS) return handler;
    found = createStaticHandler(routesStartingWith(handler.dataRoutes, segment));
    handlers.set(first, found);
  }
  return found;
}

/** Only public reads are made on the server: anything else needs the visitor's session. */
const isPublicRead = (key: string): boolean => key.startsWith('/api/public/');

/**
 * An SWR middleware noting the keys the page asks for (string keys: the store's hooks use no others);
 * the answers it has are held from revalidating as the browser holds them (app/ssr.ts), so both render
 * them alike (not "validating").
 */
const recording =
  (keys: Set<string>, held: Middleware): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (typeof key === 'string') keys.add(key);
    return held(useSWRNext)(key, fetcher, config);
  };

/**
 * React's streaming renderer, read once everything (lazy parts too) is ready. Every boundary is written
 * in place (no size makes React put one aside for later): a boundary put aside is completed by an inline
 * script, which the Content-Security-Policy does not allow.
 */
async function renderStreamed(element: ReactNode): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed) throw failed;
  return html;
}

/**
 * A client-rendered Suspense boundary: what React writes in place of a part that suspended (renderToString)
 * or failed. A page the streaming renderer completes has none (a failure there throws).
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML. Once the lazy parts it shows have loaded (every render after the first of each in
 * this process), nothing suspends, and React's synchronous renderer writes the same markup as the
 * streaming one into a string at once, without encoding it to bytes and decoding it back (a sixth of a
 * render's CPU). When a part does suspend, the synchronous renderer writes its fallback as a
 * client-rendered boundary (or throws, outside any boundary): the page is then rendered with the
 * streaming renderer, which waits for it.
 */
async function renderHtml(element: ReactNode, streamed: boolean): Promise<string> {
  if (streamed) return renderStreamed(element);
  try {
    const html = renderToString(element);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // Suspended outside a boundary, or failed: the streaming render waits, or reports the error.
  }
  return renderStreamed(element);
}

// Renders run one at a time: the preferences live in module signals the screens read as they render.
let queue: Promise<unknown> = Promise.resolve();

function exclusive<T>(run: () => Promise<T>): Promise<T> {
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** The visitor's preferences into the module signals the screens and route loaders read. */
function applyPreferences(preferences: Preferences): void {
  theme.value = preferences.theme;
  bookType.value = preferences.bookType;
  countryCode.value = preferences.country;
}

/**
 * What the shell reads on every page (app/layout/Header.tsx's menus, features/settings/CountryPicker.tsx's
 * countries): read with the route's prefetch, before the first render pass.
 */
const SHELL_KEYS = [apiKeys.public.getHeader({}), apiKeys.public.listSupportedCountries({})];

/**
 * The matched routes alone (the branch the handler matched, with their ids), for the page's static router:
 * it converts every route it is given on each render (about 100 in the store, a tenth of a render's CPU)
 * and the page renders the matched ones only.
 */
function matchedRoutes(routes: DataRouteObject[], ids: ReadonlySet<string>): DataRouteObject[] {
  return routes
    .filter((route) => ids.has(route.id))
    .map((route) =>
      route.children
        ? ({ ...route, children: matchedRoutes(route.children, ids) } as DataRouteObject)
        : route,
    );
}

function app(
  dataRoutes: DataRouteObject[],
  context: StaticHandlerContext,
  fallback: Record<string, unknown>,
  keys: Set<string>,
) {
  const ids = new Set(context.matches.map(({ route }) => route.id));
  const router = createStaticRouter(matchedRoutes(dataRoutes, ids), context);
  return (
    <StrictMode>
      <SWRConfig value={{ ...swrConfig, fallback, use: [recording(keys, inlinedReads(fallback).use)] }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SWRConfig>
    </StrictMode>
  );
}

/**
 * Renders the page at `url`, or answers undefined when it is not one to render here (a redirect, an
 * error from a route, a read that failed): the browser then renders it as before.
 */
export async function render({
  url,
  preferences,
  read,
  streamed = false,
}: RenderRequest): Promise<RenderedPage | undefined> {
  // The route's data prefetch names the screen's reads: they are read before the first render pass,
  // which then usually finds everything it asks for (one pass instead of two).
  // The route loaders run with the visitor's preferences (the prefetch keys carry the country and type).
  const prefetchKeys = new Set<string>(SHELL_KEYS);
  const loadContext: SsrLoadContext = { prefetchKeys };
  // The routes of the page's handler (their lazy screens resolved by it) are the ones it renders.
  const pageHandler = handlerFor(url);
  const context = await exclusive(() => {
    applyPreferences(preferences);
    return pageHandler.query(new Request(url), { requestContext: loadContext });
  });
  if (context instanceof Response || context.errors) return undefined;
  const data: Record<string, unknown> = {};
  const first = [...prefetchKeys].filter(isPublicRead);
  const answers = await Promise.all(first.map((key) => read(key)));
  first.forEach((key, index) => {
    data[key] = answers[index];
  });
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const keys = new Set<string>();
    const html = await exclusive(() => {
      applyPreferences(preferences);
      return renderHtml(app(pageHandler.dataRoutes, context, data, keys), streamed);
    });
    const missing = [...keys].filter((key) => !(key in data) && isPublicRead(key));
    if (missing.length === 0) {
      const payload: SsrPayload = { preferences, data, loaderData: context.loaderData };
      return {
        status: context.statusCode,
        ...splitHead(html),
        payload: `<script type="application/json" id="${SSR_PAYLOAD_ID}">${scriptSafeJson(payload)}</script>`,
        data,
        modules: [
          HYDRATE_MODULE,
          ...SHELL_MODULES,
          ...context.matches.flatMap(
            ({ route }) => AREA_MODULES.get((route.handle as RouteHandle | undefined)?.area) ?? [],
          ),
        ],
        passes: round + 1,
      };
    }
    // The reads of one round run together, outside the render lock (they wait on the database).
    const answers = await Promise.all(missing.map((key) => read(key)));
    missing.forEach((key, index) => {
      data[key] = answers[index];
    });
  }
  return undefined;
}
