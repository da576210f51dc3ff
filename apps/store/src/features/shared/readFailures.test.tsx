/** Issue 24: failed reads (spec §8's toast and the inline retry), the minimum delay, the shelf's sign-in. */
import { ApiError } from '@bookstore/api-client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../../feedback/toast';
import { renderAt } from './testing';

const toast = vi.hoisted(() => ({ showError: vi.fn(async () => undefined) }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  ...toast,
}));
vi.mock('../../api', () => ({ hooks: { library: { useList: vi.fn() } } }));

const { swrConfig } = await import('../../swr');
const { minimumDelay, FETCH_MINIMUM_DELAY_MS } = await import('../../swrDelay');
const { Loadable } = await import('./Loadable');
const { LibraryShelf } = await import('./LibraryShelf');

afterEach(() => {
  vi.useRealTimers();
  toast.showError.mockClear();
});

describe('a failed page read', () => {
  it('toasts "Oops... Something went wrong" for a server error or no answer, not for a 4xx', () => {
    const onError = swrConfig.onError as (error: unknown) => void;
    const serverError = new ApiError(500, 'Internal Server Error');
    const offline = new TypeError('Failed to fetch');
    onError(serverError);
    onError(offline);
    // showError turns both into the generic toast (feedback/toast.test.ts), a 5xx with its reference.
    expect(toast.showError.mock.calls).toEqual([[serverError], [offline]]);
    toast.showError.mockClear();
    for (const status of [401, 403, 404, 422, 429]) onError(new ApiError(status, 'No.'));
    expect(toast.showError).not.toHaveBeenCalled();
  });

  it('offers an inline retry that reads again', async () => {
    const mutate = vi.fn();
    renderAt(
      '/',
      '/',
      <Loadable response={{ data: undefined, error: new ApiError(500, 'Down.'), isLoading: false, mutate }}>
        {() => null}
      </Loadable>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalled();
  });
});

describe('the minimum fetch delay', () => {
  it('resolves a read started on the page no sooner than 200 ms', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => 'answer');
    let wrapped: ((...args: unknown[]) => Promise<unknown>) | undefined;
    const next = ((_key: unknown, f: typeof fetcher) => {
      wrapped = f;
      return undefined;
    }) as unknown as Parameters<typeof minimumDelay>[0];
    minimumDelay(next)('key', fetcher, {} as never);
    let resolved = false;
    void wrapped?.().then(() => (resolved = true));
    await act(async () => vi.advanceTimersByTimeAsync(FETCH_MINIMUM_DELAY_MS - 10));
    expect(resolved).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(20));
    expect(resolved).toBe(true);
  });
});

describe('the reader’s shelf, signed out', () => {
  it('signs in and comes back to the shelf', () => {
    renderAt('/apps/reader', '/apps/reader', <LibraryShelf type="ebook" />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fapps%2Freader',
    );
  });
});
