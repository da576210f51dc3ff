import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (and at once
 * in a page the browser renders alone). A part that shows what only the browser knows (the visitor's
 * cart, kept in browser storage) renders what the server did first, so hydration finds the same tree,
 * and shows the browser's value right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
