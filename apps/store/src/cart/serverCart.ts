import type { CartItem } from '@bookstore/api-client/contract';
import { api } from '../api';
import { showError, showSuccess } from '../feedback/toast';
import { pendingCartIds, setCartItems } from '../state/cart';
import { countryCode } from '../state/country';
import type { CartStore } from './cartStore';

type CartAnswer = { data: { cart_items: CartItem[] }; message: string };

/** One cart call: its item (or book) waits meanwhile; the answer replaces the cart items. */
async function change(pendingId: number | string, call: () => Promise<CartAnswer>): Promise<boolean> {
  pendingCartIds.value = [...pendingCartIds.value, pendingId];
  try {
    const answer = await call();
    // Spec §7: cart answers replace the cart items and show the server message (4 s).
    setCartItems(answer.data.cart_items);
    void showSuccess(answer.message);
    return true;
  } catch (error) {
    void showError(error);
    return false;
  } finally {
    pendingCartIds.value = pendingCartIds.value.filter((id) => id !== pendingId);
  }
}

const query = () => ({ country: countryCode.peek() });

/** A signed-in shopper's cart: the server's, through the cart calls. */
export const serverCart: CartStore = {
  add: (book, quantity) =>
    change(book.uid, () => api.cart.add({ query: query(), body: { book_uid: book.uid, quantity } })),
  increase: (item) => change(item.id, () => api.cart.increase({ params: { id: item.id }, query: query() })),
  decrease: (item) => change(item.id, () => api.cart.decrease({ params: { id: item.id }, query: query() })),
  delete: (item) => change(item.id, () => api.cart.delete({ params: { id: item.id }, query: query() })),
};
