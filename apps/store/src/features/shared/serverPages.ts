/**
 * A page the server renders itself (the test payment page, issue 39): no route of the store's router, so
 * going there (after signing in for it) is a page load.
 */
export const isServerPage = (path: string): boolean => path.startsWith('/pay/');

/** A full page load of `to` (replacing the current history entry when asked). */
export function loadPage(to: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
