import type { SWRConfiguration } from 'swr';
import { ApiError } from '@bookstore/api-client';
import { showError } from './feedback/toast';

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
