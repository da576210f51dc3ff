import type { Config } from '../config.ts';

/** What the links use of the app's dependencies (`AppDeps` is one): the configuration. */
interface LinkDeps {
  config: Config;
}

/**
 * Two kinds of link, both from configuration: never the request's Host or X-Forwarded-Host, which the
 * client writes (a forged one would otherwise land in links other people follow: a cached page, a
 * sitemap, a mail).
 *
 * Links the store's own pages follow (payment pages and returns, signed file links, previews): PUBLIC_URL,
 * else none, so they are root-relative (`/pay/…`, `/api/files/…`) and the browser resolves them against
 * the page it is on. A person who opens the demo at http://localhost:3000 and one who opens
 * http://127.0.0.1:3000 each stay on their own origin, with their own session cookie, and the store's
 * Content-Security-Policy ('self') allows the files. Media links (`MEDIA_BASE_URL`, `/media`) work so
 * already.
 */
export function linkOrigin(deps: LinkDeps): string {
  return deps.config.publicUrl;
}

/**
 * Links that must be absolute because they are read away from the page (canonical and Open Graph URLs,
 * JSON-LD, robots.txt, sitemaps, mail): PUBLIC_URL, else the address the server listens on, with a
 * loopback or unspecified address named `localhost` (config.listenUrl), the address the README gives.
 */
export function absoluteOrigin(deps: LinkDeps): string {
  return deps.config.publicUrl || deps.config.listenUrl;
}

/** The store's page of one payment (or of them all), where a payment page sends the buyer back. */
export function storePaymentUrl(deps: LinkDeps, paymentId: number | null): string {
  const base = `${storeOrigin(deps)}/myaccount/payments`;
  return paymentId === null ? base : `${base}/${paymentId}`;
}

/** Where the store's pages are: STORE_URL when the store has an origin of its own, else this one's links. */
export function storeOrigin(deps: LinkDeps): string {
  return deps.config.storeUrl || linkOrigin(deps);
}
