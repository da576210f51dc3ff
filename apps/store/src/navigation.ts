/** Where the guards and the 401 handler send a user, each with `?redirect=` back (spec §5, §8). */
export const LOGIN_PATH = '/login';
export const VERIFY_EMAIL_PATH = '/myaccount/verify_email';

// A way to navigate from outside React (the API client's 401 hook). The router registers itself at
// start; before that (or in tests) a full page load does the same job.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

/** Whether the router has started (until then a link is followed by the browser, a full page load). */
export function routerStarted(): boolean {
  return navigateImpl !== null;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

let pendingLocationGetter: (() => string | undefined) | null = null;

/** The router tells where a navigation in progress is going (its loaders and chunks are loading). */
export function setPendingLocationGetter(getter: (() => string | undefined) | null): void {
  pendingLocationGetter = getter;
}

/** The path (with query) of the navigation in progress, if any. */
export function pendingLocation(): string | undefined {
  return pendingLocationGetter?.() ?? undefined;
}
