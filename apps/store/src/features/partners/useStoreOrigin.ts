import { useHydrated } from '../../app/useHydrated';

/** The address written in the guide before the browser knows the store's own (the server's render). */
export const EXAMPLE_ORIGIN = 'https://store.example.com';

/**
 * The store's origin for the code a partner pastes: the page's own once hydrated (the store serves the
 * widgets at /widgets/), the example address in the server's render, so hydration finds the same text.
 */
export function useStoreOrigin(): string {
  const hydrated = useHydrated();
  return hydrated && typeof window !== 'undefined' ? window.location.origin : EXAMPLE_ORIGIN;
}
