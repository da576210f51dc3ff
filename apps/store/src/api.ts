import { createApiClient, type Area, type EndpointRef } from '@bookstore/api-client';
import type { Contract } from '@bookstore/api-client/contract';
import {
  apiKeys,
  createApiHooks,
  preloadRead,
  type KeyInput,
  type ReadName,
} from '@bookstore/api-client/react';
import { withRedirect } from '@bookstore/api-client/constants';
import { currentPath, LOGIN_PATH, navigateTo } from './navigation';
import { destroySession } from './state/session';

/**
 * The API host; same origin by default (the dev server proxies API paths, the API serves the store).
 * The server rendering makes no calls through the client (entry-server.tsx reads the data itself), but
 * the client needs an absolute address outside a browser.
 */
export const API_BASE_URL: string =
  import.meta.env.VITE_API_BASE_URL || (import.meta.env.SSR ? 'http://localhost/' : '/');

// Calls whose 401 only ends the session: restoring the account on load (spec §8) must not send a
// visitor who merely had a stale session to /login from the page they opened.
let quietUnauthorized = 0;

/** Runs a call whose 401 destroys the session without the redirect to /login. */
export async function withoutLoginRedirect<T>(run: () => Promise<T>): Promise<T> {
  quietUnauthorized += 1;
  try {
    return await run();
  } finally {
    quietUnauthorized -= 1;
  }
}

/** Spec §8: any 401 destroys the session and takes the user to /login. */
export function handleUnauthorized(_endpoint?: EndpointRef): void {
  destroySession();
  if (quietUnauthorized > 0) return;
  const from = currentPath();
  if (!from.startsWith(LOGIN_PATH)) navigateTo(withRedirect(LOGIN_PATH, from));
}

/** The store's one API client. */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  onUnauthorized: (_error, endpoint) => handleUnauthorized(endpoint),
});

/** SWR hooks for every read, keyed by path and query (country included where a call takes one). */
export const hooks = createApiHooks(api);

/**
 * Starts a read now under its hook's key (`preloadRead`), to fetch a page's data while its chunk
 * downloads rather than after.
 */
export function prefetchRead<A extends Area, K extends ReadName<A>>(
  area: A,
  name: K,
  input: KeyInput<Contract[A][K]>,
): void {
  if (import.meta.env.SSR && noting) {
    noting.add((apiKeys[area][name] as (input: unknown) => string)(input));
    return;
  }
  // A failure reaches the hook that takes the answer over; unclaimed, it must not be unhandled.
  preloadRead(api, area, name, input).catch(() => undefined);
}

/** Where `prefetchRead` notes keys instead of reading them, while `notingReads` runs. */
let noting: Set<string> | undefined;

/**
 * Runs `prefetch` (synchronously), noting into `keys` the keys of the reads it starts instead of starting
 * them: the server reads a page's data before its first render pass (entry-server.tsx).
 */
export function notingReads(keys: Set<string>, prefetch: () => void): void {
  noting = keys;
  try {
    prefetch();
  } finally {
    noting = undefined;
  }
}
