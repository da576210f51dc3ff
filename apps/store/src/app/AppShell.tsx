import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { toasterWanted } from '../feedback/toast';
import { sessionActive } from '../state/session';
import { DeclaredHead } from './DeclaredHead';
import { NavigationProgress } from './NavigationProgress';

const Toasts = lazy(() => import('../feedback/Toasts'));

/** The root of every page: the declared head, navigation progress, toasts, scroll restoration, session restore, analytics. */
export function AppShell() {
  useSignals();
  useEffect(() => {
    // Spec §4: an active session restores the account and the cart; visitors never load this code.
    if (sessionActive.peek()) void import('../session/session').then((session) => session.restoreSession());
    // Analytics never holds up the page: its loader comes in its own chunk after the first render.
    void import('./analytics').then((analytics) => analytics.loadAnalytics());
  }, []);
  return (
    <>
      <DeclaredHead />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      {toasterWanted.value ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </>
  );
}
