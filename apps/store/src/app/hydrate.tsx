/*
 * Hydration of a server-rendered page (apps/store/src/entry-server.tsx wrote it), in its own chunk so
 * the first chunk of a client-rendered page does not carry it: the matched screens' code is loaded
 * first (no placeholder flash), then React takes the markup over with the inlined answers in SWR, which
 * asks the API for none of them again.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import { cartItems } from '../state/cart';
import { countryCode } from '../state/country';
import { adoptRenderedCountry } from '../state/pageCountry';
import { sessionActive } from '../state/session';
import { readStorage, STORAGE_KEYS } from '../state/storage';
import { swrConfig } from '../swr';
import { buildRoutes, createAppRouter } from './router';
import { inlinedReads, loadMatchedRoutes, readSsrPayload } from './ssr';
import type { SsrPayload } from './ssrPayload';

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

function app(
  router: ReturnType<typeof createAppRouter>,
  data: Record<string, unknown> = {},
  use: Middleware[] = [],
) {
  return (
    <StrictMode>
      <SWRConfig value={{ ...swrConfig, fallback: data, use }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StrictMode>
  );
}

/**
 * Hydrates the page in `root`; renders it afresh instead when the page was rendered for another view
 * (other choices, a session) or its payload cannot be read.
 */
export async function hydrate(root: HTMLElement): Promise<void> {
  const payload = readSsrPayload();
  // The country the server priced the page in, where the visitor's own choice does not say otherwise.
  const countryTaken = payload
    ? adoptRenderedCountry(payload.preferences.country, window.location.search)
    : false;
  if (countryTaken) void repriceVisitorCart();
  if (!payload || !sameView(payload)) {
    // Rendered afresh: the page's buttons are replaced, so the clicks kept before are dropped.
    window.__bkPendingClicks?.();
    createRoot(root).render(app(createAppRouter()));
    return;
  }
  const routes = buildRoutes();
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createAppRouter(routes, { loaderData: payload.loaderData });
  const inlined = inlinedReads(payload.data);
  // The first navigation ends the hold: a page mounted later reads (and revalidates) as usual.
  const stop = router.subscribe(() => {
    inlined.release();
    stop();
  });
  // As a transition: React hydrates in slices and yields between them (the page is already painted and
  // its links work), so hydration is no long task that holds a tap or a scroll back.
  startTransition(() => {
    hydrateRoot(root, app(router, payload.data, [inlined.use]));
  });
  replayEarlyClicks();
}

/** A visitor's cart keeps the prices of the country it was filled in: priced again in the page's. */
async function repriceVisitorCart(): Promise<void> {
  if (sessionActive.peek() || cartItems.peek().length === 0) return;
  const { repriceVisitorCart: reprice } = await import('../features/settings/changeCountry');
  await reprice(countryCode.peek());
}

declare global {
  interface Window {
    /** The buttons clicked before hydration (kept by the page's script, hydrateAfterPaint.ts). */
    __bkPendingClicks?: () => HTMLElement[];
  }
}

/**
 * Clicks the buttons a visitor clicked before hydration again, now that React listens at the root: a
 * click on a part not yet hydrated makes React hydrate it at once and then run its handler.
 */
function replayEarlyClicks(): void {
  for (const button of window.__bkPendingClicks?.() ?? []) {
    if (button.isConnected) button.click();
  }
}
