import '@bookstore/ui/styles.css';
import './app/global.css';
import { SWRConfig } from 'swr';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { reloadForFailedChunk } from './app/chunks';
import './state/theme';
import { swrConfig } from './swr';

// Vite reports a failed preload of a chunk's dependencies here; reload (at most once a minute).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

const router = createAppRouter();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </StrictMode>,
  );
}
