/**
 * Widget configuration: attributes on each element, a page-wide `Bookstore.init({...})`, then defaults.
 * Nothing here touches browser globals at import time, so a server-rendered host can import the package.
 */

import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';

/** The spec's default country (the app-wide constant, re-exported for partners). */
export { DEFAULT_COUNTRY };

export type ThemeSetting = 'light' | 'dark' | 'auto';
export const THEME_SETTINGS: readonly ThemeSetting[] = ['light', 'dark', 'auto'];

/** The spec's default theme. */
export const DEFAULT_THEME: ThemeSetting = 'light';

/** A fetch implementation the widgets call the API with (tests and stories pass a fixture one). */
export type FetchLike = (request: Request) => Promise<Response>;

/** Everything a widget needs to know, after every layer is merged. */
export interface BookstoreConfig {
  /** The API host, e.g. `https://api.bookstore.example`. */
  apiBase: string;
  /** The store's origin (and base path); book links and the checkout point there. */
  storeUrl: string;
  /** Two-letter country code; prices and the catalogue follow it. */
  country: string;
  theme: ThemeSetting;
  /** The partner's code, carried on every link to the store and on the checkout hand-off. */
  partner?: string | undefined;
  fetch?: FetchLike | undefined;
}

/** What a partner may set, by attributes, `Bookstore.init` or `mount` options; all optional. */
export interface BookstoreOptions {
  apiBase?: string | undefined;
  storeUrl?: string | undefined;
  country?: string | undefined;
  theme?: ThemeSetting | undefined;
  partner?: string | undefined;
  fetch?: FetchLike | undefined;
}

/** The attributes every widget element reads, mapped to option names. */
export const CONFIG_ATTRIBUTES = {
  'api-base': 'apiBase',
  'store-url': 'storeUrl',
  country: 'country',
  theme: 'theme',
  partner: 'partner',
} as const;

export function parseTheme(value: unknown): ThemeSetting | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (THEME_SETTINGS as readonly string[]).includes(text) ? (text as ThemeSetting) : undefined;
}

export function parseCountry(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^[A-Za-z]{2}$/.test(text) ? text.toLowerCase() : undefined;
}

/** A partner code: 4 to 16 letters and digits, upper-cased (`data-partner="bookclub42"` is BOOKCLUB42). */
export function parsePartner(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z0-9]{4,16}$/.test(text) ? text : undefined;
}

/**
 * An absolute http(s) URL without a trailing slash, or undefined. A relative value is resolved against
 * `relativeTo` when given (a page's own URL), so `api-base="/"` means the page's origin.
 */
export function parseUrl(value: unknown, relativeTo?: string): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  try {
    const url = new URL(text, relativeTo);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** Keeps only the valid, known options; anything malformed is dropped so a default applies instead. */
export function sanitizeOptions(
  options: Readonly<Record<string, unknown>>,
  relativeTo?: string,
): BookstoreOptions {
  const result: BookstoreOptions = {};
  const apiBase = parseUrl(options.apiBase, relativeTo);
  const storeUrl = parseUrl(options.storeUrl, relativeTo);
  const country = parseCountry(options.country);
  const theme = parseTheme(options.theme);
  const partner = parsePartner(options.partner);
  if (apiBase) result.apiBase = apiBase;
  if (storeUrl) result.storeUrl = storeUrl;
  if (country) result.country = country;
  if (theme) result.theme = theme;
  if (partner) result.partner = partner;
  if (typeof options.fetch === 'function') result.fetch = options.fetch as FetchLike;
  return result;
}

/** Options from an element's attributes (`api-base`, `store-url`, `country`, `theme`, `partner`). */
export function readAttributes(element: Element, relativeTo?: string): BookstoreOptions {
  const raw: Record<string, unknown> = {};
  for (const [attribute, key] of Object.entries(CONFIG_ATTRIBUTES)) {
    const value = element.getAttribute(attribute);
    if (value !== null) raw[key] = value;
  }
  return sanitizeOptions(raw, relativeTo);
}

/**
 * Merges layers, earliest first and later ones winning (defaults, `init`, attributes). The API base
 * falls back to the store URL and then to `fallbackOrigin` (where the widget scripts came from); the
 * store URL falls back to the API base, because the reference server serves both on one origin.
 */
export function resolveConfig(layers: readonly BookstoreOptions[], fallbackOrigin: string): BookstoreConfig {
  const merged: BookstoreOptions = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
  }
  const apiBase = merged.apiBase ?? merged.storeUrl ?? fallbackOrigin;
  return {
    apiBase,
    storeUrl: merged.storeUrl ?? apiBase,
    country: merged.country ?? DEFAULT_COUNTRY,
    theme: merged.theme ?? DEFAULT_THEME,
    // mount() and the React components pass options as given: the code is checked here for them too.
    partner: parsePartner(merged.partner),
    fetch: merged.fetch,
  };
}

// ---------------------------------------------------------------------------------------------------
// Partner attribution on the way to the store: `?ref=CODE&ref_src=widget&ref_widget=KIND` on every link
// the widgets draw and on the checkout hand-off; the store reads `ref`, the API records the click with
// the widget's kind (card, search, cart or player) for the partner's dashboard. Kept here rather than in a module of its own,
// which the script-tag build would ship as one more small chunk.

export const REF_PARAM = 'ref';
export const REF_SOURCE_PARAM = 'ref_src';
export const REF_SOURCE = 'widget';
export const REF_WIDGET_PARAM = 'ref_widget';

/** The kinds of widget the API records a click from (its `partnerWidgets`). */
export type PartnerWidget = 'card' | 'search' | 'cart' | 'player';

/**
 * Adds the partner's `ref`, `ref_src` and the kind of widget the click came from (`ref_widget`) to
 * `url` when there is a partner; returns the same URL.
 */
export function withPartner(url: URL, partner: string | undefined, widget: PartnerWidget): URL {
  if (partner) {
    url.searchParams.set(REF_PARAM, partner);
    url.searchParams.set(REF_SOURCE_PARAM, REF_SOURCE);
    url.searchParams.set(REF_WIDGET_PARAM, widget);
  }
  return url;
}

/** A link from `widget` to `path` in the store (e.g. `/books/abc`), with `query` and the page's partner. */
export function storeLink(
  config: Pick<BookstoreConfig, 'storeUrl' | 'partner'>,
  widget: PartnerWidget,
  path: string,
  query: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(`${config.storeUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return withPartner(url, config.partner, widget).toString();
}

// ---------------------------------------------------------------------------------------------------
// The page-wide configuration set by `Bookstore.init` (script tag) or `init` (npm).

let pageOptions: BookstoreOptions = {};
const listeners = new Set<() => void>();

/** Sets page-wide options for every widget on the page; widgets already shown update. */
export function init(options: BookstoreOptions): void {
  const base = typeof location === 'undefined' ? undefined : location.href;
  pageOptions = { ...pageOptions, ...sanitizeOptions(options as Record<string, unknown>, base) };
  for (const listener of [...listeners]) listener();
}

export function getPageOptions(): BookstoreOptions {
  return pageOptions;
}

export function subscribePageOptions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the page-wide options (tests). */
export function resetPageOptions(): void {
  pageOptions = {};
  for (const listener of [...listeners]) listener();
}
