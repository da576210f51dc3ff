import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import { mirrorInCookie, persistedSignal, readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** A country code as the store keeps it (two letters, lower case), or undefined. */
export const parseCountryCode = (stored: string) =>
  /^[a-z]{2}$/i.test(stored) ? stored.toLowerCase() : undefined;

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

// Mirrored in a cookie: the server writes a shared book page's head (its JSON-LD price) and renders the
// page in this country's currency (apps/api/src/seo/country.ts reads `country_code`).
mirrorInCookie(countryCode, STORAGE_KEYS.countryCode);
