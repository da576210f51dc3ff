import type { Middleware } from 'swr';

// Apart from swr.ts (the config every page loads): only the screens with their own reads use these, so
// they load with those screens' chunks, not with the first one.

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
