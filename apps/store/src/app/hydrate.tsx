/*
 * Hydration of a server-rendered page (apps/store/src/entry-server.tsx wrote it), in its own chunk so
 * the first chunk of a client-rendered page does not carry it: the matched screens' code is loaded
 * first (no placeholder flash), then React takes the markup over with the inlined answers in SWR, which
 * asks the API for none of them again.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { bookType } from '../state/bookType';
import { countryCode } from '../state/country';
import { sessionActive } from '../state/session';
import { theme } from '../state/theme';
import { swrConfig } from '../swr';
import { buildRoutes, createAppRouter } from './router';
import { inlinedReads, loadMatchedRoutes, readSsrPayload } from './ssr';
import type { SsrPayload } from './ssrPayload';

/** Whether the server rendered the page as this browser would: same choices, and no session. */
const sameView = ({ preferences }: SsrPayload): boolean =>
  !sessionActive.peek() &&
  preferences.theme === theme.peek() &&
  preferences.bookType === bookType.peek() &&
  preferences.country === countryCode.peek();

/** Hydrates the page in `root`; false (nothing done) when it cannot be (another view, no payload). */
export async function hydrate(root: HTMLElement): Promise<boolean> {
  const payload = readSsrPayload();
  if (!payload || !sameView(payload)) return false;
  const routes = buildRoutes();
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createAppRouter(routes, { loaderData: payload.loaderData });
  const inlined = inlinedReads(payload.data);
  // The first navigation ends the hold: a page mounted later reads (and revalidates) as usual.
  const stop = router.subscribe(() => {
    inlined.release();
    stop();
  });
  hydrateRoot(
    root,
    <StrictMode>
      <SWRConfig value={{ ...swrConfig, fallback: payload.data, use: [inlined.use] }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StrictMode>,
  );
  return true;
}
