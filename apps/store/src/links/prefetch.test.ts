import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { canPrefetch, prefetchPath, registerPrefetchMatcher, type RouteHandle } from './prefetch';

/** As the router registers its routes (app/router.tsx). */
const registerPrefetchRoutes = (routes: RouteObject[]) =>
  registerPrefetchMatcher((pathname) =>
    (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as RouteHandle | undefined),
  );

const nav = (connection: object | undefined, onLine = true) =>
  ({ onLine, connection }) as unknown as Navigator;

describe('canPrefetch', () => {
  it('prefetches on a good connection', () => {
    expect(canPrefetch(nav({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(canPrefetch(nav(undefined))).toBe(true);
  });

  it('skips on 2g, with save-data, and offline', () => {
    expect(canPrefetch(nav({ effectiveType: '2g' }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(canPrefetch(nav({ effectiveType: '4g' }, false))).toBe(false);
  });
});

describe('prefetchPath', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts loading the matched route's screen", () => {
    const preload = vi.fn(async () => undefined);
    const other = vi.fn(async () => undefined);
    registerPrefetchRoutes([
      { path: '/books/:slug', handle: { preload } },
      { path: '/about', handle: { preload: other } },
    ]);
    prefetchPath('/books/B1');
    expect(preload).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('does nothing with save-data on, or for other origins', () => {
    const preload = vi.fn(async () => undefined);
    registerPrefetchRoutes([{ path: '/about', handle: { preload } }]);
    prefetchPath('https://elsewhere.example/about');
    vi.stubGlobal('navigator', nav({ saveData: true }));
    prefetchPath('/about');
    expect(preload).not.toHaveBeenCalled();
  });
});
