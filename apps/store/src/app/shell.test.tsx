import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from './analytics';
import { BareLayout } from './layout/SiteLayout';
import { NavigationProgress, PROGRESS_THROTTLE_MS } from './NavigationProgress';

describe('loadAnalytics', () => {
  afterEach(() => document.querySelectorAll('script[data-analytics]').forEach((script) => script.remove()));

  it('loads nothing when no script is configured', () => {
    expect(loadAnalytics(undefined)).toBeNull();
    expect(loadAnalytics('')).toBeNull();
    expect(document.querySelector('script[data-analytics]')).toBeNull();
  });

  it('adds the configured script once, async', () => {
    const script = loadAnalytics('https://analytics.example/script.js');
    expect(script).toHaveAttribute('src', 'https://analytics.example/script.js');
    expect(script?.async).toBe(true);
    loadAnalytics('https://analytics.example/script.js');
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(1);
  });
});

describe('NavigationProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('shows only for navigations longer than the throttle, then completes', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
    const router = createMemoryRouter([
      {
        Component: () => <NavigationProgress />,
        children: [
          { path: '/', Component: () => <p>home</p> },
          { path: '/slow', loader: () => slow, Component: () => <p>slow page</p> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/slow'));
    await act(async () => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1_000));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await act(async () => {
      release();
      await slow;
    });
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await act(async () => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('focus after a navigation', () => {
  it('moves to the new page’s heading, once the page shows one', async () => {
    let showHeading: () => void = () => undefined;
    function LatePage() {
      const [ready, setReady] = useState(false);
      showHeading = () => setReady(true);
      return ready ? <h1>Late page</h1> : <p aria-busy="true">Loading</p>;
    }
    const router = createMemoryRouter([
      {
        Component: BareLayout,
        children: [
          { path: '/', Component: () => <h1>Home</h1> },
          { path: '/next', Component: () => <h1>Next page</h1> },
          { path: '/late', Component: LatePage },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/next'));
    expect(screen.getByRole('heading', { name: 'Next page' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Next page' })).toHaveAttribute('tabindex', '-1');

    await act(() => router.navigate('/late'));
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => showHeading());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Late page' })).toHaveFocus());
  });
});
