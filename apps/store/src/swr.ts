import type { Middleware, SWRConfiguration } from 'swr';
import { ApiError } from '@bookstore/api-client';
import { showError } from './feedback/toast';

/** Spec §9 "Fetch minimum delay": a fetch resolves no sooner than this, so loading states do not flash. */
export const FETCH_MINIMUM_DELAY_MS = 200;

/** Resolves with the promise's value, but not before `ms` have passed since the call. */
export async function withMinimumDelay<T>(promise: Promise<T>, ms = FETCH_MINIMUM_DELAY_MS): Promise<T> {
  const [result] = await Promise.allSettled([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * An SWR middleware whose fetches resolve no sooner than the minimum delay after `since()` (a
 * performance.now() time): the search overlay counts it from the keystroke, alongside its debounce.
 */
export const minimumDelaySince =
  (since: () => number): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const delayed = fetcher
      ? (((...args: unknown[]) =>
          withMinimumDelay(
            Promise.resolve(fetcher(...args)),
            FETCH_MINIMUM_DELAY_MS - (performance.now() - since()),
          )) as typeof fetcher)
      : fetcher;
    return useSWRNext(key, delayed, config);
  };

/**
 * Spec §9's minimum delay for the reads a user starts on a page already shown (a listing's filters,
 * sort and pages; the directories' searches): the dimmed results stay at least that long, so they do
 * not flash. A page's first read is prefetched with its chunk and never passes through here.
 */
export const minimumDelay: Middleware = minimumDelaySince(() => performance.now());

/**
 * Spec §8's "Generic failure" for a read: a failed page read (the server's 5xx or no answer at all)
 * toasts "Oops... Something went wrong" beside the page's inline retry. A 4xx is an answer the page
 * shows itself (a 404 page, a field error, the login page for a 401), so it does not toast.
 */
export function isFailedRead(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** Client errors (4xx) are answers, not hiccups: retrying them would only repeat the same answer. */
export function shouldRetry(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: 5_000,
  keepPreviousData: false,
  onError: (error) => {
    if (isFailedRead(error)) void showError(error);
  },
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error) || retryCount >= 3) return;
    const interval = config.errorRetryInterval ?? 5_000;
    setTimeout(() => void revalidate({ retryCount }), interval * 2 ** retryCount);
  },
};
