import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { playerBar } from '../../features/player/nowPlaying';
import { cartDrawerUsed, searchUsed } from '../../state/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { loadCartPanel, loadSearchPanel } from './overlays';
import { PreferenceBar } from './PreferenceBar';
import classes from './Layout.module.css';

const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

/** Focuses the page's heading (made focusable from script only), else the main landmark. */
function focusPageStart(main: HTMLElement, preventScroll: boolean): void {
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? main).focus({ preventScroll });
}

/** How long a page may take to show its heading (its chunk, then its data) before focus stays at main. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a client-side navigation, focus moves to the new page's heading, so keyboard and screen-reader
 * users start there and hear where they are (a full page load starts at the top by itself). Until the
 * heading renders, focus waits on the main landmark; if the user moves it meanwhile, it is left alone.
 */
function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    main.focus({ preventScroll: true });
    const settle = (): boolean => {
      if (document.activeElement !== main) return true;
      if (!main.querySelector('h1')) return false;
      // The router restores the scroll position itself.
      focusPageStart(main, true);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}

/** The skip link lands on the page's heading (the link's #main still works without JavaScript). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  focusPageStart(main, false);
}

/** The shared layout of spec §2 around every page with the store's chrome. */
export function SiteLayout() {
  useSignals();
  useFocusHeadingOnNavigate();
  // The audiobook playing on (app/layout/MiniPlayer.tsx), put there by the player's chunk.
  const MiniPlayer = playerBar.value;
  return (
    <div className={classes.Shell}>
      <a href="#main" className={classes.SkipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <Header />
      <PreferenceBar />
      <main id="main" tabIndex={-1} className={classes.Main}>
        <Outlet />
      </main>
      <Footer />
      {MiniPlayer ? <MiniPlayer /> : null}
      <Suspense fallback={null}>
        {cartDrawerUsed.value ? <CartPanel /> : null}
        {searchUsed.value ? <SearchPanel /> : null}
      </Suspense>
    </div>
  );
}

/** Full-screen pages (readers, player, mobile webview settings): no header or footer. */
export function BareLayout() {
  useFocusHeadingOnNavigate();
  return (
    <main id="main" tabIndex={-1} className={classes.Bare}>
      <Outlet />
    </main>
  );
}
