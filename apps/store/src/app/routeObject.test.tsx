// @own-modules: the first route this file renders is the page load, which routeObject.ts records once
// per module (vitest.config.ts).
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hooks, prefetchRead } from '../api';
import { route } from '../routes/route';
import { toRouteObject } from './routeObject';

afterEach(() => vi.unstubAllGlobals());

function HomeLike() {
  const { data } = hooks.public.useGetHome({ query: { country: 'ng' } });
  return <p>{data ? `${data.data.lists.length} lists` : 'loading'}</p>;
}

describe('a route’s data on the page load', () => {
  it('downloads with the screen’s chunk, and the screen takes the answer over', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: { lists: [], categories: [] }, message: 'OK' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    let deliverChunk: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => {
      deliverChunk = resolve;
    });
    const prefetch = vi.fn(() => prefetchRead('public', 'getHome', { query: { country: 'ng' } }));
    const routes = [
      ...route(
        '/',
        [],
        async () => {
          await chunk;
          return HomeLike;
        },
        prefetch,
      ),
      ...route('/other', [], async () => HomeLike, prefetch),
    ].map(toRouteObject);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );

    // The read starts while the chunk is still on its way, and the page shows its placeholder.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [request] = fetchMock.mock.calls[0] as unknown as [Request];
    expect(request.url).toContain('/api/public/home?country=ng');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    deliverChunk();
    expect(await screen.findByText('0 lists')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();

    // Later navigations leave the reads to the screen.
    await router.navigate('/other');
    expect(prefetch).toHaveBeenCalledOnce();
  });
});
