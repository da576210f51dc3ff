import type { Middleware } from 'swr';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { SSR_PAYLOAD_ID, type SsrPayload } from './ssrPayload';

/** The payload of a server-rendered page, or undefined (a client-rendered page, or unreadable). */
export function readSsrPayload(): SsrPayload | undefined {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the inlined answers from being fetched again as the page hydrates: their hooks mount without
 * revalidating until the first navigation (`release`), after which a page read on mount refreshes as usual.
 */
export function inlinedReads(data: Record<string, unknown>): { use: Middleware; release: () => void } {
  const held = new Set(Object.keys(data));
  return {
    use: (useSWRNext) => (key, fetcher, config) =>
      useSWRNext(
        key,
        fetcher,
        typeof key === 'string' && held.has(key) ? { ...config, revalidateOnMount: false } : config,
      ),
    release: () => held.clear(),
  };
}

/** Loads the screens of the routes matching the page, so hydration renders them, not their placeholder. */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}
