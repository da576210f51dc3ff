import { countryCode, isCountryStored, parseCountryCode, storeCountryCode } from './country';
import { withoutSaving } from './storage';

// The country a page names or was rendered in. Apart from country.ts: only the hydration of a
// server-rendered page and the country switcher need it, not the store's first chunk.

/** The country a page's address asks for (`?country=`, as the server reads it), if it names one. */
export function countryOfAddress(search: string): string | undefined {
  const asked = new URLSearchParams(search).get('country');
  return asked === null ? undefined : parseCountryCode(asked.trim());
}

/**
 * Takes the country a server-rendered page was priced in (its payload says which), so that the browser's
 * first render prices it alike and hydrates it rather than rendering it again in another currency. The
 * server took `?country=` first, then the `country_code` cookie (this store's choice), then a CDN's
 * country header, then the default: the country the address asks for is taken and saved (opening such
 * a link is choosing it); the server's own guess is taken, unsaved, only when no country was ever
 * chosen; a chosen country stays. Returns whether the store's country changed.
 */
export function adoptRenderedCountry(rendered: string, search: string): boolean {
  const code = parseCountryCode(rendered);
  if (!code) return false;
  const before = countryCode.peek();
  if (countryOfAddress(search) === code) storeCountryCode(code);
  else if (!isCountryStored()) withoutSaving(() => (countryCode.value = code));
  return countryCode.peek() !== before;
}
