import type { CartBook, CartItem } from '@bookstore/api-client/contract';
import { api } from '../api';
import { showError, showSuccess } from '../feedback/toast';
import { cartItems, pendingCartIds, setCartItems } from '../state/cart';
import { countryCode } from '../state/country';
import { sessionActive } from '../state/session';

export { pendingCartIds };

/** Print books have a quantity; ebooks and audiobooks are bought once. */
export const hasQuantity = (type: string) => type === 'printbook';

type CartAnswer = { data: { cart_items: CartItem[] }; message: string };

async function serverChange(pendingId: number | string, call: () => Promise<CartAnswer>): Promise<boolean> {
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

function visitorChange(items: CartItem[], message: string): true {
  setCartItems(items);
  void showSuccess(message);
  return true;
}

const query = () => ({ country: countryCode.peek() });

/** Adds a book: through the cart call with a session, to the stored visitor cart without one. */
export function addToCart(book: CartBook, quantity = 1): Promise<boolean> {
  if (sessionActive.peek()) {
    return serverChange(book.uid, () =>
      api.cart.add({ query: query(), body: { book_uid: book.uid, quantity } }),
    );
  }
  const items = cartItems.peek();
  const existing = items.find((item) => item.book.uid === book.uid);
  if (existing) {
    if (!hasQuantity(book.type))
      return Promise.resolve(visitorChange(items, `${book.title} is already in your cart`));
    return Promise.resolve(
      visitorChange(
        items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)),
        `${book.title} was added to your cart`,
      ),
    );
  }
  // A visitor's items get local ids; the server gives its own when the cart is merged on sign-in.
  const id = items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  // Only the cart item's book fields are kept: a listing's book carries much more.
  const { uid, slug, title, type, cover_path, price } = book;
  const added: CartItem = {
    id,
    quantity: hasQuantity(type) ? quantity : 1,
    book: { uid, slug, title, type, cover_path, price },
  };
  return Promise.resolve(visitorChange([...items, added], `${book.title} was added to your cart`));
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
  if (sessionActive.peek()) {
    return serverChange(item.id, () => api.cart.increase({ params: { id: item.id }, query: query() }));
  }
  return Promise.resolve(
    visitorChange(
      cartItems
        .peek()
        .map((other) => (other.id === item.id ? { ...other, quantity: other.quantity + 1 } : other)),
      'Cart updated',
    ),
  );
}

export function decreaseCartItem(item: CartItem): Promise<boolean> {
  if (!hasQuantity(item.book.type) || item.quantity <= 1) return Promise.resolve(false);
  if (sessionActive.peek()) {
    return serverChange(item.id, () => api.cart.decrease({ params: { id: item.id }, query: query() }));
  }
  return Promise.resolve(
    visitorChange(
      cartItems
        .peek()
        .map((other) => (other.id === item.id ? { ...other, quantity: other.quantity - 1 } : other)),
      'Cart updated',
    ),
  );
}

export function removeCartItem(item: CartItem): Promise<boolean> {
  if (sessionActive.peek()) {
    return serverChange(item.id, () => api.cart.delete({ params: { id: item.id }, query: query() }));
  }
  return Promise.resolve(
    visitorChange(
      cartItems.peek().filter((other) => other.id !== item.id),
      `${item.book.title} was removed from your cart`,
    ),
  );
}
