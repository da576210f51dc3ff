import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { cartDrawerUsed, searchUsed } from '../../state/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { loadCartPanel, loadSearchPanel } from './overlays';
import { PreferenceBar } from './PreferenceBar';
import classes from './Layout.module.css';

const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

/**
 * After a client-side navigation, focus moves to the new page's content so keyboard and screen-reader
 * users start there (a full page load starts at the top by itself).
 */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The shared layout of spec §2 around every page with the store's chrome. */
export function SiteLayout() {
  useSignals();
  useFocusMainOnNavigate();
  return (
    <div className={classes.Shell}>
      <a href="#main" className={classes.SkipLink}>
        Skip to content
      </a>
      <Header />
      <PreferenceBar />
      <main id="main" tabIndex={-1} className={classes.Main}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        {cartDrawerUsed.value ? <CartPanel /> : null}
        {searchUsed.value ? <SearchPanel /> : null}
      </Suspense>
    </div>
  );
}

/** Full-screen pages (readers, player, mobile webview settings): no header or footer. */
export function BareLayout() {
  useFocusMainOnNavigate();
  return (
    <main id="main" tabIndex={-1} className={classes.Bare}>
      <Outlet />
    </main>
  );
}
