/*
 * The header as an island: on a server-rendered page it hydrates first, in a React root of its own, with
 * the first chunk (React, the header, its state), so Search, the cart and the menus answer a tap before
 * the router and the page's screens have loaded. The page's root hydrates after (app/hydrate.tsx, once
 * its code has run) and leaves the island's markup to it: its layout renders the header's slot with
 * the island inside, untouched (`HeaderSlot`).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SWRConfig, type Middleware } from 'swr';
import { cartDrawerUsed, searchUsed } from '../state/ui';
import { swrConfig } from '../swr';
import { replayEarlyInput } from './earlyInput';
import { Header } from './layout/Header';
import { loadCartPanel, loadSearchPanel } from './layout/overlays';
import classes from './layout/Layout.module.css';

const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

/**
 * The header with the overlays its buttons open (the cart drawer, search: portals, loaded on first
 * use), in one root, so they answer before the page's root has hydrated.
 */
function SiteHeader() {
  useSignals();
  return (
    <>
      <Header />
      <Suspense fallback={null}>
        {cartDrawerUsed.value ? <CartPanel /> : null}
        {searchUsed.value ? <SearchPanel /> : null}
      </Suspense>
    </>
  );
}

/** The header's slot in the layout: the island's container. */
const SLOT_SELECTOR = '[data-header-slot]';

let island: { root: Root; container: HTMLElement } | null = null;

/**
 * Hydrates the server's header in its slot, with the page's inlined answers (`fallback`) and the hold on
 * their reads (`use`), and replays the input inside it from before (a tap on its buttons, its fields). False without a slot.
 */
export function hydrateHeaderIsland(fallback: Record<string, unknown>, use: Middleware[]): boolean {
  const container = document.querySelector<HTMLElement>(SLOT_SELECTOR);
  if (!container) return false;
  const root = hydrateRoot(
    container,
    <StrictMode>
      <SWRConfig value={{ ...swrConfig, fallback, use }}>
        <SiteHeader />
      </SWRConfig>
    </StrictMode>,
  );
  island = { root, container };
  // React listens at the island's root now: input on a part not yet hydrated hydrates it first.
  replayEarlyInput(container);
  return true;
}

/** Whether the island holds the header in the page (its slot is still in the document). */
const islandLive = (): boolean => island !== null && island.container.isConnected;

/** The server leaves nothing to write into the island's slot: React keeps what is inside as it is. */
const KEEP_ISLAND = { __html: '' };

/**
 * The header's place in the layout (SiteLayout). While the island holds the header, the slot is left
 * to it (its markup is not the page root's to hydrate or change); otherwise (a page the browser rendered,
 * or the layout mounted again after a full-screen page, the island gone with it) the header renders here.
 */
export function HeaderSlot() {
  const [held] = useState(islandLive);
  useEffect(() => {
    if (!held) return;
    // The layout left the page (a full-screen page): the island's root goes with its slot. Checked
    // after the commit, so StrictMode's second run of the effect keeps it.
    return () => {
      setTimeout(() => {
        if (island && !island.container.isConnected) {
          island.root.unmount();
          island = null;
        }
      });
    };
  }, [held]);
  return held ? (
    <div
      className={classes.HeaderSlot}
      data-header-slot=""
      dangerouslySetInnerHTML={KEEP_ISLAND}
      suppressHydrationWarning
    />
  ) : (
    <div className={classes.HeaderSlot} data-header-slot="">
      <SiteHeader />
    </div>
  );
}

/** Ends the island (the page is rendered afresh instead of hydrated: its root takes the header back). */
export function endHeaderIsland(): void {
  island?.root.unmount();
  island = null;
}
