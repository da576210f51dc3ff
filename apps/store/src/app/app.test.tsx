import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { destroySession } from '../state/session';
import { ErrorBoundary, describeRouteError, RouteErrorPage, SecondaryErrorPage } from './errors';
import { buildRoutes } from './router';
import { usePageMeta } from '../page/usePageMeta';

function renderAt(path: string, routes: RouteObject[] = buildRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

beforeEach(() => {
  destroySession();
  // jsdom has no matchMedia; the header asks it whether to collapse.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })),
  );
  // The API is not running here: every call answers 404, so the layout renders without data.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 })),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the store routes', () => {
  it('shows the 404 page with a link home for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Bookstore'));
  });

  it('sends a visitor from an account page to /login, remembering the page', async () => {
    const router = renderAt('/myaccount/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(router.state.location.search).toBe('?redirect=%2Fmyaccount%2Forders');
  });

  it('sends a visitor from a dashboard page to /login', async () => {
    const router = renderAt('/dashboard/mybooks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  });

  it('renders a public screen with its heading and title', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About · Bookstore'));
  });

  it('shows the format preference toast text when the book type changes', async () => {
    // The preference bar heads the pages whose books follow it (issue 39): the categories among them.
    renderAt('/categories');
    const bar = await screen.findByRole('region', { name: 'Book preference' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Audiobook' }));
    expect(await screen.findByText('The book type is set to Audiobook')).toBeInTheDocument();
    expect(localStorage.getItem('book_type')).toBe('audiobook');
  });
});

describe('the country', () => {
  it("reloads a signed-in cart in the new country's prices", async () => {
    const { startSession } = await import('../state/session');
    const { setCountryCode } = await import('../state/country');
    startSession();
    renderAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    // The session code loads with the restore.
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.some(([request]) => (request as Request).url.endsWith('/api/user/account')),
      ).toBe(true),
    );
    await import('../session/session');
    setCountryCode('gh');
    const fetchMock = vi.mocked(fetch);
    await waitFor(
      () =>
        expect(
          fetchMock.mock.calls.some(([request]) =>
            String((request as Request).url).includes('/api/user/cart/all?country=gh'),
          ),
        ).toBe(true),
      { timeout: 15_000 },
    );
    setCountryCode('ng');
  });
});

describe('error pages', () => {
  const failing = (error: unknown): RouteObject[] => [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      loader: () => {
        throw error;
      },
      Component: () => null,
    },
  ];

  it('shows a route error as the 500 page with the "Error" fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', failing(new Error('database exploded')));
    expect(await screen.findByText('500')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText(/database/)).not.toBeInTheDocument();
  });

  it('shows 500 "Unknown middleware" for a route listing an unknown guard (rule 7)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { guardLoader } = await import('../guards');
    renderAt('/', [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: guardLoader(['ensure_country_is_set', 'is_admin' as never]),
        Component: () => <p>secret</p>,
      },
    ]);
    expect(await screen.findByText('Unknown middleware')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('describes an unknown guard as 500 "Unknown middleware" and missing content as 404', async () => {
    const { UnknownGuardError } = await import('../guards/errors');
    const { ApiError } = await import('@bookstore/api-client');
    expect(describeRouteError(new UnknownGuardError('is_admin'))).toEqual({
      status: 500,
      message: 'Unknown middleware',
    });
    expect(describeRouteError(new ApiError(404, 'The book was not found.'))).toEqual({
      status: 404,
      message: 'This page could not be found',
    });
  });

  it('falls back to the secondary page when showing the error page fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('the error page broke');
    }
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ErrorBoundary fallback={<SecondaryErrorPage />}>
            <Broken />
          </ErrorBoundary>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });
});

describe('usePageMeta', () => {
  it('sets the title and the description meta', () => {
    function Page() {
      usePageMeta('Ebooks', 'Browse ebooks.');
      return null;
    }
    render(<Page />);
    expect(document.title).toBe('Ebooks · Bookstore');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Browse ebooks.');
  });
});
