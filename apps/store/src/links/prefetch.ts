import type { AnchorHTMLAttributes } from 'react';
import type { PageHeadOf } from '../page/head';

/** What each route keeps in its `handle`: the loader of its screen's chunk, for prefetching. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
  /** The area of the screen (routes/areas.ts): the server links its chunk and CSS. */
  area?: unknown;
  /** The head its page module declares (app/DeclaredHead.tsx sets it in the browser). */
  head?: PageHeadOf | undefined;
}

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** The route handles a path matches; the router registers it as it starts (app/router.tsx). */
type MatchHandles = (pathname: string) => readonly (RouteHandle | undefined)[];

let matchHandles: MatchHandles = () => [];

/**
 * The router's matching, given as it starts: this module stays free of the router, so the header's
 * links (links/ShellLink.tsx, in the first chunk) prefetch without carrying it.
 */
export function registerPrefetchMatcher(match: MatchHandles): void {
  matchHandles = match;
}

/** Spec §9: link prefetch is skipped on 2g, with save-data, or offline. */
export function canPrefetch(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  if (nav.onLine === false) return false;
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return true;
}

/** Starts loading the chunks of the screen a link leads to (hover or focus), so the click feels instant. */
export function prefetchPath(href: string): void {
  if (!canPrefetch() || typeof window === 'undefined') return;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  for (const handle of matchHandles(url.pathname)) {
    // A failed prefetch is retried by the navigation itself, which handles the error.
    handle?.preload?.().catch(() => undefined);
  }
}

/** A link's hover and focus handlers: prefetch `href`'s screen, then run the caller's own handlers. */
export function prefetchOnIntent(
  href: string,
  own: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'onPointerEnter' | 'onFocus'>,
): Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'onPointerEnter' | 'onFocus'> {
  return {
    onPointerEnter: (event) => {
      prefetchPath(href);
      own.onPointerEnter?.(event);
    },
    onFocus: (event) => {
      prefetchPath(href);
      own.onFocus?.(event);
    },
  };
}
