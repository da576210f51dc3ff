/*
 * A server-rendered page as the first chunk finds it (main.tsx): its payload, if the browser would have
 * rendered the page the same way, and the hold on its inlined reads, shared by the header's island and
 * the page's hydration (app/hydrate.tsx). Router-free, for the first chunk.
 */
import type { Middleware } from 'swr';
import { cartItems } from '../state/cart';
import { countryCode } from '../state/country';
import { adoptRenderedCountry } from '../state/pageCountry';
import { sessionActive } from '../state/session';
import { readStorage, STORAGE_KEYS } from '../state/storage';
import { inlinedReads, readSsrPayload } from './ssr';
import type { SsrPayload } from './ssrPayload';

export interface ServerPage {
  payload: SsrPayload;
  /** The inlined answers' hold: `use` on every root, `release` at the first navigation. */
  inlined: { use: Middleware; release: () => void };
}

/**
 * Whether the server rendered the page as this browser would: no session, and the same choices. The
 * store mirrored its choices into cookies as it started (state/storage.ts mirrorInCookie), so the
 * cookies hold them now.
 */
function sameView({ preferences }: SsrPayload): boolean {
  if (readStorage(STORAGE_KEYS.session) === 'active') return false;
  const cookies = new URLSearchParams(document.cookie.replaceAll('; ', '&'));
  return (
    cookies.get(STORAGE_KEYS.theme) === preferences.theme &&
    cookies.get(STORAGE_KEYS.bookType) === preferences.bookType &&
    cookies.get(STORAGE_KEYS.countryCode) === preferences.country
  );
}

/**
 * The server's page to hydrate, or undefined when it must be rendered afresh (no payload, or one
 * rendered for another view: other choices, a session). Adopts the country the server priced the page
 * in, where the visitor's own choice does not say otherwise.
 */
export function readServerPage(): ServerPage | undefined {
  const payload = readSsrPayload();
  const countryTaken = payload
    ? adoptRenderedCountry(payload.preferences.country, window.location.search)
    : false;
  if (countryTaken) void repriceVisitorCart();
  if (!payload || !sameView(payload)) return undefined;
  return { payload, inlined: inlinedReads(payload.data) };
}

/** A visitor's cart keeps the prices of the country it was filled in: priced again in the page's. */
async function repriceVisitorCart(): Promise<void> {
  if (sessionActive.peek() || cartItems.peek().length === 0) return;
  const { repriceVisitorCart: reprice } = await import('../features/settings/changeCountry');
  await reprice(countryCode.peek());
}
