// Helpers for the screens' tests (imported by *.test.tsx only, never by the app).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders `element` as the route `path` at `url`; returns the router (its location, navigation). */
export function renderAt(path: string, url: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

/** A loaded SWR answer of a read: `{ data: { data } }`. */
export function answer<T>(data: T) {
  return { data: { data }, error: undefined, isLoading: false };
}

/** A contract amount in naira. */
export function money(amount: number) {
  return { amount, currency_code: 'NGN', currency_symbol: '₦' };
}
