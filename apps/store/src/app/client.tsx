/*
 * The store rendered by the browser alone (a page the server did not render: a signed-in visitor's, or
 * one rendered for other choices), in its own chunk: the first chunk carries React and the header's
 * island, and the router comes with this.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../swr';
import { createAppRouter } from './router';

export function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={createAppRouter()} />
      </SWRConfig>
    </StrictMode>,
  );
}
