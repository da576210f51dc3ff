import {
  cartCount as countOf,
  cartTotal as totalOf,
  fromMinorUnits,
  lineTotal,
  parseCartLines,
  toMinorUnits,
  type CartLine,
} from '@bookstore/api-client/constants';
import type { CartItem } from '@bookstore/api-client/contract';
import { computed, effect, signal } from '@preact/signals-react';
import { sessionActive } from './session';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export type { CartItem };

/** A stored visitor line: the cart model's line with the store's numeric id. */
const isVisitorLine = (line: CartLine): line is CartItem => typeof line.id === 'number';

/** Keeps only well-formed cart items from storage (it may hold anything a user or an old version wrote). */
export function parseStoredCart(text: string | null): CartItem[] {
  return parseCartLines(text, isVisitorLine);
}

/**
 * The cart items. With an active session they are the server's (every cart call's answer replaces
 * them); a visitor's cart lives in browser storage under `visitor_cart`.
 */
export const cartItems = signal<CartItem[]>(
  sessionActive.peek() ? [] : parseStoredCart(readStorage(STORAGE_KEYS.visitorCart)),
);

// Money is computed one way: the cart model's helpers (the kit and the widgets use them too), in minor units.

/** The cart count: the sum of quantities. */
export const cartCount = computed(() => countOf(cartItems.value));

/** The cart total: the sum of quantity times unit price. */
export const cartTotal = computed(() => totalOf(cartItems.value));

/** One line of the cart: quantity times unit price, by the same rule as the cart total. */
export function cartItemTotal(item: CartItem): number {
  return lineTotal(item.book.price.amount, item.quantity);
}

/** What an order costs: the cart total and the delivery fee, added in minor units. */
export function orderTotal(subtotal: number, deliveryFee = 0): number {
  return fromMinorUnits(toMinorUnits(subtotal) + toMinorUnits(deliveryFee));
}

/** The currency symbol of the cart (its first item's), or undefined for an empty cart. */
export const cartCurrencySymbol = computed(() => cartItems.value[0]?.book.price.currency_symbol);

/** The total print-book quantity, from which the delivery fee is computed. */
export const printBookQuantity = computed(() =>
  cartItems.value.reduce((sum, item) => sum + (item.book.type === 'printbook' ? item.quantity : 0), 0),
);

/** Ids of cart items (and uids of books being added) whose call is running; their controls wait. */
export const pendingCartIds = signal<readonly (number | string)[]>([]);

export function setCartItems(items: CartItem[]): void {
  cartItems.value = items;
}

export function clearCart(): void {
  cartItems.value = [];
}

/** Forgets the stored visitor cart (after it was merged into the server cart on sign-in). */
export function forgetVisitorCart(): void {
  writeStorage(STORAGE_KEYS.visitorCart, null);
}

let wasActive = sessionActive.peek();
effect(() => {
  const active = sessionActive.value;
  const items = cartItems.value;
  if (wasActive && !active) {
    // Logout (or any 401) empties the cart.
    wasActive = active;
    cartItems.value = [];
    return;
  }
  wasActive = active;
  if (!active) writeStorage(STORAGE_KEYS.visitorCart, items.length > 0 ? JSON.stringify(items) : null);
});
