import { signal } from '@preact/signals-react';

/** Open or closed (spec §4 "Drawer, menus and search box"); screens open the cart after adding to it. */
export const cartDrawerOpen = signal(false);
export const searchOpen = signal(false);

/**
 * Whether the cart drawer or the search overlay was ever opened: their code loads on first use rather
 * than with the page, and stays mounted afterwards so closing can return focus.
 */
export const cartDrawerUsed = signal(false);
export const searchUsed = signal(false);

export function openCartDrawer(): void {
  cartDrawerUsed.value = true;
  cartDrawerOpen.value = true;
}

export function openSearch(): void {
  searchUsed.value = true;
  searchOpen.value = true;
}
