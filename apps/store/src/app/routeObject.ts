import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { notingReads } from '../api';
import { guardLoader } from '../guards';
import type { AreaScreen, DataPrefetch, ScreenRoute } from '../routes/route';
import { ScreenPlaceholder } from './layout/ScreenPlaceholder';
import type { RouteHandle } from '../links/prefetch';

/**
 * What the server hands the route loaders (entry-server.tsx): a set for the keys of the page's reads,
 * and the server's own prefetch of the routes that name none for the browser (routes/serverPrefetch.ts),
 * by route path, used in place of the row's.
 */
export interface SsrLoadContext {
  prefetchKeys?: Set<string>;
  serverPrefetch?: ReadonlyMap<string, DataPrefetch>;
}

// Only the page load prefetches: the cache is empty then, and nothing else has started the screen's
// reads. Later navigations find most reads cached and revalidate them through the screen's hooks.
let pageLoad = true;

/** Runs a route's data prefetch on the page load; later navigations leave the reads to the screen. */
function prefetchOnPageLoad(
  path: string,
  data: DataPrefetch | undefined,
  { params, request, context }: LoaderFunctionArgs,
): void {
  // The server reads a page's data itself (entry-server.tsx): the prefetch only names the keys.
  if (import.meta.env.SSR) {
    const ssr = context as SsrLoadContext | undefined;
    const keys = ssr?.prefetchKeys;
    const prefetch = ssr?.serverPrefetch?.get(path) ?? data;
    if (keys && prefetch) {
      try {
        notingReads(keys, () => prefetch({ params, url: new URL(request.url) }));
      } catch {
        // The render passes find the page's reads anyway.
      }
    }
    return;
  }
  const first = pageLoad;
  pageLoad = false;
  if (!first || !data) return;
  try {
    data({ params, url: new URL(request.url) });
  } catch {
    // A prefetch is only a head start: the screen makes its reads itself.
  }
}

/**
 * A data-router route: guards in the loader, the screen loaded lazily, its loader kept for prefetch.
 * On a full page load the screen's data starts downloading with its chunk, and the layouts above
 * render at once, with a placeholder where the screen will be.
 */
export function toRouteObject({ path, guards, screen, data }: ScreenRoute): RouteObject {
  const handle: RouteHandle = import.meta.env.SSR
    ? { preload: screen, area: (screen as AreaScreen).area }
    : { preload: screen };
  const runGuards = guardLoader(guards);
  return {
    path,
    loader: (args) => {
      prefetchOnPageLoad(path, data, args);
      return runGuards(args);
    },
    lazy: async () => ({ Component: await screen() }),
    HydrateFallback: ScreenPlaceholder,
    handle,
  };
}
