import type { CartItem } from '@bookstore/api-client/contract';
import { showSuccess } from '../feedback/toast';
import { cartItems, setCartItems } from '../state/cart';
import { hasQuantity, type CartStore } from './cartStore';

/** The new items (stored by the cart state's effect) and the change's toast. */
function change(items: CartItem[], message: string): Promise<true> {
  setCartItems(items);
  void showSuccess(message);
  return Promise.resolve(true);
}

/** The items with one item's quantity moved by `by`. */
const withQuantity = (item: CartItem, by: number) =>
  cartItems
    .peek()
    .map((other) => (other.id === item.id ? { ...other, quantity: other.quantity + by } : other));

/** A visitor's cart: in browser storage (`visitor_cart`), merged into the server cart on sign-in. */
export const visitorCart: CartStore = {
  add: (book, quantity) => {
    const items = cartItems.peek();
    const existing = items.find((item) => item.book.uid === book.uid);
    if (existing) {
      if (!hasQuantity(book.type)) return change(items, `${book.title} is already in your cart`);
      return change(withQuantity(existing, quantity), `${book.title} was added to your cart`);
    }
    // A visitor's items get local ids; the server gives its own when the cart is merged on sign-in.
    const id = items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
    // Only the cart item's book fields are kept: a listing's book carries much more.
    const { uid, slug, title, type, cover_path, cover_srcset, price } = book;
    const added: CartItem = {
      id,
      quantity: hasQuantity(type) ? quantity : 1,
      book: { uid, slug, title, type, cover_path, cover_srcset, price },
    };
    return change([...items, added], `${book.title} was added to your cart`);
  },
  increase: (item) => change(withQuantity(item, 1), 'Cart updated'),
  decrease: (item) => change(withQuantity(item, -1), 'Cart updated'),
  delete: (item) =>
    change(
      cartItems.peek().filter((other) => other.id !== item.id),
      `${item.book.title} was removed from your cart`,
    ),
};
