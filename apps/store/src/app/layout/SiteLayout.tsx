import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { playerBar } from '../../features/player/nowPlaying';
import { Footer } from './Footer';
import { HeaderSlot } from '../headerIsland';
import { PreferenceBar } from './PreferenceBar';
import classes from './Layout.module.css';

/** Focuses the page's heading (focusable from script only); false while the page has none yet. */
function focusHeading(preventScroll: boolean): boolean {
  const heading = document.querySelector<HTMLElement>('#main h1');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll });
  return Boolean(heading);
}

/**
 * After a client-side navigation, focus moves to the new page's heading, so keyboard and screen-reader
 * users start there and hear where they are (a full page load starts at the top by itself). Until the
 * heading renders (the screen's chunk, then its data), focus waits on the main landmark; if the user
 * moves it meanwhile, it is left alone. The router restores the scroll position itself.
 */
function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const main = document.getElementById('main');
    if (previous.current === pathname || !main) return;
    previous.current = pathname;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeading(true)) observer.disconnect();
    });
    if (!focusHeading(true)) observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

/** The skip link lands on the page's heading (its #main still works without JavaScript or a heading). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  if (focusHeading(false)) event.preventDefault();
}

/** The shared layout of spec §2 around every page with the store's chrome. */
export function SiteLayout() {
  useSignals();
  useFocusHeadingOnNavigate();
  // The audiobook playing on (features/player/MiniPlayer.tsx), put there by the player's chunk.
  const MiniPlayer = playerBar.value;
  return (
    <div className={classes.Shell}>
      <a href="#main" className={classes.SkipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <HeaderSlot />
      <PreferenceBar />
      <main id="main" tabIndex={-1} className={classes.Main}>
        <Outlet />
      </main>
      <Footer />
      {MiniPlayer ? <MiniPlayer /> : null}
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
