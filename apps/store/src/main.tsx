import '@bookstore/ui/styles.css';
import './app/global.css';
import { SWRConfig } from 'swr';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { reloadForFailedChunk } from './page/chunks';
import './state/theme';
import { swrConfig } from './swr';

// Vite reports a failed preload of a chunk's dependencies here; reload (at most once a minute).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={createAppRouter()} />
      </SWRConfig>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  // A page the server rendered (its payload is `#ssr-data`, app/ssrPayload.ts) is hydrated by
  // app/hydrate.tsx, its own chunk, which renders the page afresh when it cannot hydrate it.
  if (document.getElementById('ssr-data'))
    void import('./app/hydrate').then(
      ({ hydrate }) => hydrate(root),
      () => render(root),
    );
  else render(root);
}
