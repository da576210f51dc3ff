import { addLine, changeQuantity, hasQuantity, nextLocalId, removeLine } from '@bookstore/api-client/cart';
import type { CartBook, CartItem } from '@bookstore/api-client/contract';
import { showSuccess } from '../feedback/toast';
import { cartItems, setCartItems } from '../state/cart';
import type { CartStore } from './cartStore';

/** The new items (stored by the cart state's effect) and the change's toast. */
function change(items: CartItem[], message: string): Promise<true> {
  setCartItems(items);
  void showSuccess(message);
  return Promise.resolve(true);
}

/**
 * A visitor's cart line: a local id (the server gives its own when the cart is merged on sign-in) and
 * only the cart item's book fields (a listing's book carries much more).
 */
export function visitorLine(id: number, book: CartBook, quantity: number): CartItem {
  const { uid, slug, title, type, cover_path, cover_srcset, price } = book;
  return { id, quantity, book: { uid, slug, title, type, cover_path, cover_srcset, price } };
}

/** A visitor's cart: in browser storage (`visitor_cart`), merged into the server cart on sign-in. */
export const visitorCart: CartStore = {
  add: (book, quantity) => {
    const items = cartItems.peek();
    if (!hasQuantity(book.type) && items.some((item) => item.book.uid === book.uid))
      return change(items, `${book.title} is already in your cart`);
    const added = addLine(items, visitorLine(nextLocalId(items), book, quantity));
    return change(added, `${book.title} was added to your cart`);
  },
  increase: (item) => change(changeQuantity(cartItems.peek(), item.id, 1), 'Cart updated'),
  decrease: (item) => change(changeQuantity(cartItems.peek(), item.id, -1), 'Cart updated'),
  delete: (item) =>
    change(removeLine(cartItems.peek(), item.id), `${item.book.title} was removed from your cart`),
};
