import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../context.ts';
import { TtlCache } from '../http/ttl-cache.ts';
import { supportedCountries } from '../domains/catalogue/countries.ts';

/** The cookie a page's country may be named by (the store's choice, when it mirrors it there). */
export const COUNTRY_COOKIE = 'country_code';

/**
 * Country headers that CDNs and hosting platforms add from the visitor's address. A client can send one
 * itself, but it only changes the prices of its own answer (which is `private`), nothing shared.
 */
export const GEO_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'] as const;

/** The headers a page's HTML varies by, besides its URL. */
export const COUNTRY_VARY = ['Cookie', ...GEO_HEADERS].join(', ');

/**
 * How long the list of supported countries is reused: PUBLIC_CACHE_SECONDS, and at least 10 s even when
 * that is 0, so a page costs one query (its own) rather than two. Countries change by an operator's
 * hand, rarely; a new one applies to pages within seconds.
 */
export const COUNTRIES_TTL_SECONDS = 10;

/** The visitor's country of a page request (see `countryOf`). */
export function countryResolver(deps: AppDeps) {
  const cache = new TtlCache<string[]>(Math.max(deps.config.publicCacheSeconds, COUNTRIES_TTL_SECONDS), 1);
  const codes = async (): Promise<string[]> => {
    const hit = cache.get('all');
    if (hit) return hit;
    const found = (await supportedCountries(deps.db)).map((row) => row.code);
    // None yet (a database still being prepared): asked again on the next page.
    if (found.length > 0) cache.set('all', found);
    return found;
  };

  /**
   * The visitor's country for a page's prices: `?country=`, then the `country_code` cookie, then a CDN's
   * country header, else the store's default (spec §9), each only when supported. Undefined when no
   * country is supported at all.
   */
  return async function countryOf(c: Context<AppEnv>): Promise<string | undefined> {
    const supported = await codes();
    const candidates = [
      c.req.query('country'),
      getCookie(c, COUNTRY_COOKIE),
      ...GEO_HEADERS.map((name) => c.req.header(name)),
      DEFAULT_COUNTRY,
    ];
    for (const candidate of candidates) {
      const code = candidate?.trim().toLowerCase();
      if (code && supported.includes(code)) return code;
    }
    return supported[0];
  };
}
