import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { setNavigator, setPendingLocationGetter } from '../navigation';
import {
  accountRoutes,
  adminRoutes,
  partnerRoutes,
  appRoutes,
  dashboardRoutes,
  publicRoutes,
  sellingRoutes,
} from '../routes';
import { AppShell } from './AppShell';
import { BareLayout, SiteLayout } from './layout/SiteLayout';
import { registerPrefetchMatcher, type RouteHandle } from '../links/prefetch';
import { toRouteObject } from './routeObject';

// Error pages are rare: their code loads when one is needed.
const LazyRouteErrorPage = lazy(() =>
  import('./errors').then((module) => ({ default: module.RouteErrorPage })),
);
const LazyNotFoundScreen = lazy(() =>
  import('./errors').then((module) => ({ default: module.NotFoundScreen })),
);

function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorPage />
    </Suspense>
  );
}

function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundScreen />
    </Suspense>
  );
}

/** The whole route tree: the shell, the shared layout with every page, and the full-screen apps. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      // Only when the layout itself fails: the page has no other landmark then.
      errorElement: (
        <main id="main">
          <RouteErrorPage />
        </main>
      ),
      children: [
        {
          Component: SiteLayout,
          children: [
            {
              // Errors of a page show inside the layout, so the header stays usable.
              errorElement: <RouteErrorPage />,
              children: [
                ...[
                  ...publicRoutes,
                  ...accountRoutes,
                  ...sellingRoutes,
                  ...dashboardRoutes,
                  ...adminRoutes,
                  ...partnerRoutes,
                ].map(toRouteObject),
                { path: '*', Component: NotFoundScreen },
              ],
            },
          ],
        },
        {
          Component: BareLayout,
          errorElement: (
            <main id="main">
              <RouteErrorPage />
            </main>
          ),
          children: appRoutes.map(toRouteObject),
        },
      ],
    },
  ];
}

/** The browser's router; `hydrationData` when the page came rendered from the server (main.tsx). */
export function createAppRouter(routes = buildRoutes(), hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  registerPrefetchMatcher((pathname) =>
    (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as RouteHandle | undefined),
  );
  setNavigator((to, options) => void router.navigate(to, options));
  setPendingLocationGetter(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : undefined;
  });
  return router;
}

/** Loads the screens of the routes matching the page, so hydration renders them, not their placeholder. */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}
