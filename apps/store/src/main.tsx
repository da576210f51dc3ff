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
 * which needs the router and its screens' code (preloaded by the page's script), hydrates as soon as
 * that code has run, in a transition: React hydrates it in slices, yielding to input between them, and
 * hydrates first the part a visitor presses. The parts below the fold a page module's screen marks
 * (page/Deferred.tsx) wait longer: until they come near the viewport or the browser is idle. Input
 * before hydration is kept and replayed (app/earlyInput.ts): a button's click, and a field's change (a
 * radio, a select: React would hydrate it as changed but keep its state as the server's, losing a filter).
 */
function hydratePage(root: HTMLElement, page: ServerPage): void {
  void import('./app/hydrate').then(
    ({ hydrate }) => hydrate(root, page),
    () => {
      // The page's code did not load (vite:preloadError reloads when it can): rendered afresh.
      endHeaderIsland();
      window.__bkEarlyInput?.();
      render(root);
    },
  );
}

const root = document.getElementById('root');
if (root) {
  // A page the server rendered carries its payload (`#ssr-data`, app/ssrPayload.ts).
  const page = readServerPage();
  if (page && hydrateHeaderIsland(page.payload.data, [page.inlined.use])) hydratePage(root, page);
  else {
    // Rendered afresh: the page's elements are replaced, so the input kept before is dropped.
    window.__bkEarlyInput?.();
    render(root);
  }
}
