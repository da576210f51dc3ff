/*
 * Hydration of a server-rendered page's root (apps/store/src/entry-server.tsx wrote it), in its own chunk
 * with the router, after the header's island (app/headerIsland.tsx, main.tsx): the matched screens' code
 * is loaded first (no placeholder flash), then React takes the markup over with the inlined answers in
 * SWR, which asks the API for none of them again. The header's slot stays the island's. The parts a
 * screen marks `Deferred` (page/Deferred.tsx) keep their server markup until they are needed.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { deferSections } from '../page/Deferred';
import { swrConfig } from '../swr';
import { replayEarlyInput } from './earlyInput';
import { buildRoutes, createAppRouter, loadMatchedRoutes } from './router';
import type { ServerPage } from './serverPage';

/** Hydrates the page in `root` (its header's island already hydrated). */
export async function hydrate(root: HTMLElement, { payload, inlined }: ServerPage): Promise<void> {
  const routes = buildRoutes();
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createAppRouter(routes, { loaderData: payload.loaderData });
  // The first navigation ends the hold: a page mounted later reads (and revalidates) as usual.
  // The parts below the fold hydrate when they are needed (page/Deferred.tsx), or at the first
  // navigation, before its update reaches them.
  const endDeferral = deferSections();
  const stop = router.subscribe(() => {
    endDeferral();
    inlined.release();
    stop();
  });
  // As a transition: React hydrates in slices and yields between them (the page is already painted and
  // its links work), so hydration is no long task that holds a tap or a scroll back.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SWRConfig value={{ ...swrConfig, fallback: payload.data, use: [inlined.use] }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </StrictMode>,
    );
  });
  // React listens at the root now: input on a part not yet hydrated makes React hydrate it at once
  // and then run its handler. The header's was the island's (already replayed).
  replayEarlyInput();
}
