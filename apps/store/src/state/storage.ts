import { effect, signal, type Signal } from '@preact/signals-react';

/** The browser-storage keys of the spec (§3 "Preferences in browser storage"), plus the visitor's cart. */
export const STORAGE_KEYS = {
  session: 'user_session',
  theme: 'theme',
  bookType: 'book_type',
  countryCode: 'country_code',
  bookView: 'book_view',
  visitorCart: 'visitor_cart',
} as const;

// Storage can throw (privacy modes, quota, disabled cookies); preferences then live for the page only.
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the signal still holds the value for this page.
  }
}

/** False while `withoutSaving` runs: the persisted signals' changes are then not written to storage. */
let saving = true;

/**
 * Runs `change` (setting persisted signals) without writing those values to storage: the store shows
 * them, but nothing is recorded as chosen (`?country=`'s or the server's country for a visitor who
 * never chose one; the ensure_country_is_set guard reads "not chosen yet" from storage).
 */
export function withoutSaving(change: () => void): void {
  saving = false;
  try {
    change();
  } finally {
    saving = true;
  }
}

/**
 * A signal initialised from browser storage and written back on every change. `parse` turns the stored
 * text into a value (undefined for missing or invalid text, which gives the default); `serialize` does
 * the reverse, null removing the key. A default is not written until the value changes, so "not chosen
 * yet" stays visible in storage (the ensure_country_is_set guard relies on it). Other tabs' changes
 * arrive through the storage event.
 */
export function persistedSignal<T>(
  key: string,
  fallback: T,
  parse: (stored: string) => T | undefined,
  serialize: (value: T) => string | null = String,
): Signal<T> {
  const read = (stored: string | null): T => {
    const parsed = stored === null ? undefined : parse(stored);
    return parsed === undefined ? fallback : parsed;
  };
  const state = signal<T>(read(readStorage(key)));
  let first = true;
  effect(() => {
    const text = serialize(state.value);
    const stored = readStorage(key);
    if (first) {
      first = false;
      if (stored === null) return;
    }
    // Signals' effects run as the value is set, so inside `withoutSaving` this one is skipped.
    if (saving && stored !== text) writeStorage(key, text);
  });
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === key || event.key === null) state.value = read(event.newValue);
  });
  return state;
}

/** A parser accepting one of a fixed set of values. */
export function oneOf<T extends string>(values: readonly T[]) {
  return (stored: string): T | undefined =>
    (values as readonly string[]).includes(stored) ? (stored as T) : undefined;
}

/**
 * Mirrors a preference into a cookie of the same meaning, so the server renders the page with it (the
 * API's server rendering reads `theme`, `book_type` and `country_code`).
 */
export function mirrorInCookie<T>(state: Signal<T>, name: string): void {
  if (typeof document === 'undefined') return;
  state.subscribe((value) => {
    // The values are plain tokens (light, ebook, ng): nothing to encode.
    document.cookie = `${name}=${String(value)}; path=/; max-age=31536000; samesite=lax`;
  });
}
