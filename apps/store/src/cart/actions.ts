import { hasQuantity } from '@bookstore/api-client/cart';
import type { CartBook, CartItem } from '@bookstore/api-client/contract';
import { computed } from '@preact/signals-react';
import { cartItems, pendingCartIds } from '../state/cart';
import { sessionActive } from '../state/session';
import type { CartStore } from './cartStore';
import { serverCart } from './serverCart';
import { visitorCart } from './visitorCart';

export { hasQuantity, pendingCartIds };

/** The cart the changes go to: the server's with a session, the stored visitor cart without. */
const activeCart = computed<CartStore>(() => (sessionActive.value ? serverCart : visitorCart));

/** Adds a book (a print book `quantity` times). */
export function addToCart(book: CartBook, quantity = 1): Promise<boolean> {
  return activeCart.peek().add(book, quantity);
}

/**
 * /books/{uid}/buy: puts the book in the cart unless it is there or on its way (the page's effect may
 * run twice; the book goes in once). True when the book is, or will be, in the cart.
 */
export function addToCartOnce(book: CartBook): Promise<boolean> {
  const inCart = cartItems.peek().some((item) => item.book.uid === book.uid);
  if (inCart || pendingCartIds.peek().includes(book.uid)) return Promise.resolve(true);
  return addToCart(book);
}

export function increaseCartItem(item: CartItem): Promise<boolean> {
  if (!hasQuantity(item.book.type)) return Promise.resolve(false);
  return activeCart.peek().increase(item);
}

export function decreaseCartItem(item: CartItem): Promise<boolean> {
  if (!hasQuantity(item.book.type) || item.quantity <= 1) return Promise.resolve(false);
  return activeCart.peek().decrease(item);
}

export function deleteCartItem(item: CartItem): Promise<boolean> {
  return activeCart.peek().delete(item);
}
