import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { notingReads } from '../api';
import { guardLoader } from '../guards';
import type { AreaScreen, ScreenRoute } from '../routes/route';
import { prefetchOf, type PageReads } from '../routes/pages/page';
import { ScreenPlaceholder } from './layout/ScreenPlaceholder';
import type { RouteHandle } from '../links/prefetch';

/** What the server hands the route loaders (entry-server.tsx): a set for the keys of the page's reads. */
export interface SsrLoadContext {
  prefetchKeys?: Set<string>;
}

// Only the page load prefetches: the cache is empty then, and nothing else has started the screen's
// reads. Later navigations find most reads cached and revalidate them through the screen's hooks.
let pageLoad = true;

/**
 * Runs a route's reads on the page load; later navigations leave the reads to the screen. On the server
 * it names their keys (after loading reads kept out of the first chunk); the browser does not wait for
 * them.
 */
async function prefetchOnPageLoad(
  data: PageReads | undefined,
  { params, request, context }: LoaderFunctionArgs,
): Promise<void> {
  // The server reads a page's data itself (entry-server.tsx): the prefetch only names the keys.
  if (import.meta.env.SSR) {
    const keys = (context as SsrLoadContext | undefined)?.prefetchKeys;
    if (!keys || !data) return;
    try {
      const prefetch = await prefetchOf(data);
      notingReads(keys, () => prefetch({ params, url: new URL(request.url) }));
    } catch {
      // The render passes find the page's reads anyway.
    }
    return;
  }
  const first = pageLoad;
  pageLoad = false;
  if (!first || !data) return;
  try {
    const url = new URL(request.url);
    // A prefetch in the first chunk starts at once, with the screen's chunk; another once it has loaded.
    if (typeof data === 'function') data({ params, url });
    else await prefetchOf(data).then((prefetch) => prefetch({ params, url }));
  } catch {
    // A prefetch is only a head start: the screen makes its reads itself.
  }
}

/**
 * A data-router route: guards in the loader, the screen loaded lazily, its loader kept for prefetch.
 * On a full page load the screen's data starts downloading with its chunk, and the layouts above
 * render at once, with a placeholder where the screen will be.
 */
export function toRouteObject({ path, guards, screen, data, head }: ScreenRoute): RouteObject {
  const handle: RouteHandle = import.meta.env.SSR
    ? { preload: screen, area: (screen as AreaScreen).area }
    : { preload: screen, head };
  const runGuards = guardLoader(guards);
  return {
    path,
    loader: async (args) => {
      const reads = prefetchOnPageLoad(data, args);
      // The server names the page's reads before it renders; the browser goes on without them.
      if (import.meta.env.SSR) await reads;
      return runGuards(args);
    },
    lazy: async () => ({ Component: await screen() }),
    HydrateFallback: ScreenPlaceholder,
    handle,
  };
}
