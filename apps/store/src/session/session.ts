import { effect } from '@preact/signals-react';
import { ApiError } from '@bookstore/api-client';
import type { Account } from '@bookstore/api-client/contract';
import { api, withoutLoginRedirect } from '../api';
import { account, setAccount } from '../state/account';
import { cartItems, forgetVisitorCart, setCartItems } from '../state/cart';
import { countryCode } from '../state/country';
import { destroySession, sessionActive, startSession } from '../state/session';

let pendingAccount: Promise<Account | null> | null = null;

/**
 * The signed-in user's account: the loaded one, or fetched once for an active session (concurrent
 * callers share the request). A 401 destroys the session and gives null; other failures reject.
 */
export function loadAccount(): Promise<Account | null> {
  if (!sessionActive.peek()) return Promise.resolve(null);
  const loaded = account.peek();
  if (loaded) return Promise.resolve(loaded);
  pendingAccount ??= withoutLoginRedirect(() => api.account.get())
    .then(({ data }) => {
      // The session may have ended while the call ran (logout in another tab).
      if (!sessionActive.peek()) return null;
      setAccount(data);
      return data;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    })
    .finally(() => {
      pendingAccount = null;
    });
  return pendingAccount;
}

/** Loads the server cart into the cart items. */
export async function loadCart(): Promise<void> {
  const { data } = await api.cart.get({ query: { country: countryCode.peek() } });
  if (sessionActive.peek()) setCartItems(data.cart_items);
}

/**
 * Spec §4, on load: an active session restores the account (a 401 only destroys the session) and, if
 * the cart is empty, the cart items. Failures leave the page usable; the screens show their own errors.
 */
export async function restoreSession(): Promise<void> {
  if (!sessionActive.peek()) return;
  const restored = await loadAccount().catch(() => null);
  if (!restored || !sessionActive.peek()) return;
  if (cartItems.peek().length === 0) await withoutLoginRedirect(loadCart).catch(() => undefined);
}

/**
 * After register or login: the session starts, the account is kept, a visitor's cart is added to the
 * server cart, and the server cart becomes the cart items.
 */
export async function signIn(user: Account): Promise<void> {
  const visitorItems = cartItems.peek();
  startSession();
  setAccount(user);
  const country = countryCode.peek();
  for (const item of visitorItems) {
    // One failing book (no longer sold in this country) must not lose the rest of the cart.
    await api.cart
      .add({ query: { country }, body: { book_uid: item.book.uid, quantity: item.quantity } })
      .catch(() => undefined);
  }
  forgetVisitorCart();
  await loadCart().catch(() => setCartItems([]));
}

/** Logout: the server session ends, then the local one (which empties the cart) whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await withoutLoginRedirect(() => api.auth.logout());
  } finally {
    destroySession();
  }
}

// A signed-in cart is priced for the country: a new country reloads it in that currency. (This module
// loads with the first signed-in page, so visitors never run it.)
let cartCountry = countryCode.peek();
effect(() => {
  const country = countryCode.value;
  if (country === cartCountry) return;
  cartCountry = country;
  if (sessionActive.peek()) void loadCart().catch(() => undefined);
});
