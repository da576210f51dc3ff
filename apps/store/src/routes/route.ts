import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router-dom';
import { ScreenPlaceholder } from '../app/layout/ScreenPlaceholder';
import { guardLoader, type GuardName } from '../guards';
import { loadChunk } from './chunks';
import type { RouteHandle } from './prefetch';

/** Loads one screen component from its area's chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * Starts the reads a screen makes (with `prefetchRead`, under the keys its hooks use) from the page's
 * URL, so its data downloads alongside its chunk instead of after it.
 */
export type DataPrefetch = (page: { params: Params; url: URL }) => void;

/** One row of a route table: the path, the guards run in order before it renders, and the screen. */
export interface ScreenRoute {
  path: string;
  guards: readonly GuardName[];
  screen: ScreenLoader;
  data?: DataPrefetch | undefined;
}

/**
 * The screens of one area, from one lazily loaded module (one chunk per area):
 * `const account = area(() => import('../features/account'))`, then `account('LibraryScreen')`.
 */
export function area<M extends object>(importer: () => Promise<M>) {
  let pending: Promise<M> | undefined;
  const load = () => {
    pending ??= loadChunk(importer).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return <K extends { [P in keyof M]: M[P] extends ComponentType ? P : never }[keyof M]>(
      name: K,
    ): ScreenLoader =>
    async () =>
      (await load())[name] as ComponentType;
}

/** `/a/{b|c}` gives `/a/b` and `/a/c`, the way the spec writes alternatives. */
export function expandPath(path: string): string[] {
  const match = /\{([^}]+)\}/.exec(path);
  if (!match) return [path];
  const [whole, choices = ''] = match;
  return choices.split('|').flatMap((choice) => expandPath(path.replace(whole, choice)));
}

/** One row of a route table; a path with `{a|b}` alternatives gives one route per alternative. */
export function route(
  path: string,
  guards: readonly GuardName[],
  screen: ScreenLoader,
  data?: DataPrefetch,
): ScreenRoute[] {
  return expandPath(path).map((expanded) => ({ path: expanded, guards, screen, data }));
}

// Only the page load prefetches: the cache is empty then, and nothing else has started the screen's
// reads. Later navigations find most reads cached and revalidate them through the screen's hooks.
let pageLoad = true;

/** Runs a route's data prefetch on the page load; later navigations leave the reads to the screen. */
function prefetchOnPageLoad(data: DataPrefetch | undefined, { params, request }: LoaderFunctionArgs): void {
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
  const handle: RouteHandle = { preload: screen };
  const runGuards = guardLoader(guards);
  return {
    path,
    loader: (args) => {
      prefetchOnPageLoad(data, args);
      return runGuards(args);
    },
    lazy: async () => ({ Component: await screen() }),
    HydrateFallback: ScreenPlaceholder,
    handle,
  };
}
