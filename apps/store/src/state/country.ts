import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import {
  mirrorInCookie,
  persistedSignal,
  readStorage,
  STORAGE_KEYS,
  withoutSaving,
  writeStorage,
} from './storage';

const parseCountryCode = (stored: string) => (/^[a-z]{2}$/i.test(stored) ? stored.toLowerCase() : undefined);

/** The selected country (catalogue and currency follow it), saved under `country_code`. */
export const countryCode = persistedSignal<string>(
  STORAGE_KEYS.countryCode,
  DEFAULT_COUNTRY,
  parseCountryCode,
);

export function setCountryCode(code: string): void {
  const parsed = parseCountryCode(code);
  if (parsed) countryCode.value = parsed;
}

/** Whether a country was ever chosen and saved (the ensure_country_is_set guard). */
export function isCountryStored(): boolean {
  const stored = readStorage(STORAGE_KEYS.countryCode);
  return stored !== null && parseCountryCode(stored) !== undefined;
}

/** Saves a country now, even the default, so every later page reads the same one. */
export function storeCountryCode(code: string): void {
  const parsed = parseCountryCode(code) ?? DEFAULT_COUNTRY;
  countryCode.value = parsed;
  // The signal skips writing a value equal to what it already holds; write the key itself.
  if (readStorage(STORAGE_KEYS.countryCode) !== parsed) writeStorage(STORAGE_KEYS.countryCode, parsed);
}

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

// Mirrored in a cookie: the server writes a shared book page's head (its JSON-LD price) and renders the
// page in this country's currency (apps/api/src/seo/country.ts reads `country_code`).
mirrorInCookie(countryCode, STORAGE_KEYS.countryCode);
