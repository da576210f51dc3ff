import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from './analytics';
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
