import type { CartBook, CartItem } from '@bookstore/api-client/contract';

/**
 * The four cart changes, each resolving true when the change was made (its toast shown). There are
 * two: the signed-in shopper's server cart and the visitor's cart in browser storage; the session
 * chooses one (`actions.ts`), so no change asks which cart it is in. The rules of a change (print books
 * have a quantity, at most `MAX_COPIES`) are the cart model's (`@bookstore/api-client/cart`).
 */
export interface CartStore {
  add(book: CartBook, quantity: number): Promise<boolean>;
  /** One more copy of a print book. */
  increase(item: CartItem): Promise<boolean>;
  /** One copy fewer of a print book that has more than one. */
  decrease(item: CartItem): Promise<boolean>;
  delete(item: CartItem): Promise<boolean>;
}
