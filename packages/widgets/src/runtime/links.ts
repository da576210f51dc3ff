import type { BookstoreConfig } from './config';

/**
 * Partner attribution on the way to the store: `?ref=CODE&ref_src=widget` on every link the widgets
 * draw and on the checkout hand-off. The store reads `ref` (the code is checked where it is kept).
 */
export const REF_PARAM = 'ref';
export const REF_SOURCE_PARAM = 'ref_src';
export const REF_SOURCE = 'widget';

/** Adds the partner's `ref` and `ref_src` to `url` when there is a partner; returns the same URL. */
export function withPartner(url: URL, partner: string | undefined): URL {
  if (partner) {
    url.searchParams.set(REF_PARAM, partner);
    url.searchParams.set(REF_SOURCE_PARAM, REF_SOURCE);
  }
  return url;
}

/** A link to `path` in the store (e.g. `/books/abc`), with `query` and the page's partner. */
export function storeLink(
  config: Pick<BookstoreConfig, 'storeUrl' | 'partner'>,
  path: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(`${config.storeUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return withPartner(url, config.partner).toString();
}
