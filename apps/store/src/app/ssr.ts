// Router-free: the first chunk reads the payload and holds the inlined reads (main.tsx, the header's island).
import type { Middleware } from 'swr';
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
