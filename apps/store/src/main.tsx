import '@bookstore/ui/styles.css';
import './app/global.css';
import { endHeaderIsland, hydrateHeaderIsland } from './app/headerIsland';
import { readServerPage, type ServerPage } from './app/serverPage';
import { reloadForFailedChunk } from './page/chunks';
import './state/theme';

// Vite reports a failed preload of a chunk's dependencies here; reload (at most once a minute).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

/** A page the browser renders alone: the router comes with app/client.tsx. */
function render(root: HTMLElement): void {
  void import('./app/client').then(({ render: renderPage }) => renderPage(root));
}

/**
 * The first chunk is React, the header and its state: on a server-rendered page the header (menus,
 * Search, the cart) hydrates at once as an island (app/headerIsland.tsx), and the rest of the page,
 * which needs the router and its screens' code, hydrates when the browser is idle, or at once when the
 * visitor presses, types or focuses something in it (its links work meanwhile; an early click on a button
 * is kept and clicked again, app/hydrateAfterPaint.ts).
 */
function hydrateLater(root: HTMLElement, page: ServerPage): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) root.removeEventListener(type, startFrom, true);
    void import('./app/hydrate').then(
      ({ hydrate }) => hydrate(root, page),
      () => {
        // The page's code did not load (vite:preloadError reloads when it can): rendered afresh.
        endHeaderIsland();
        window.__bkPendingClicks?.();
        render(root);
      },
    );
  };
  // The header's island answers its own taps: only the rest of the page asks for its code at once.
  const startFrom = (event: Event) => {
    const island = document.querySelector('[data-header-slot]');
    if (!(event.target instanceof Node && island?.contains(event.target))) start();
  };
  for (const type of events) root.addEventListener(type, startFrom, { capture: true, passive: true });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => start(), { timeout: 2_000 });
  else setTimeout(start, 200);
}

const root = document.getElementById('root');
if (root) {
  // A page the server rendered carries its payload (`#ssr-data`, app/ssrPayload.ts).
  const page = readServerPage();
  if (page && hydrateHeaderIsland(page.payload.data, [page.inlined.use])) hydrateLater(root, page);
  else {
    // Rendered afresh: the page's buttons are replaced, so the clicks kept before are dropped.
    window.__bkPendingClicks?.();
    render(root);
  }
}
