import { MAX_COPIES } from '@bookstore/api-client/constants';
import type { CartBook, CartItem } from '@bookstore/api-client/contract';
import { ApiError } from '@bookstore/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartBook } from './testing';

const api = vi.hoisted(() => ({
  cart: { add: vi.fn(), increase: vi.fn(), decrease: vi.fn(), delete: vi.fn() },
}));
const toasts = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../api', () => ({ api }));
vi.mock('../feedback/toast', () => toasts);

const { addToCart, addToCartOnce, decreaseCartItem, increaseCartItem, deleteCartItem } =
  await import('./actions');
const { cartCount, cartItems, cartTotal, setCartItems } = await import('../state/cart');
const { destroySession, startSession } = await import('../state/session');
const { setCountryCode } = await import('../state/country');

const book = cartBook;

beforeEach(() => {
  destroySession();
  setCartItems([]);
  setCountryCode('ng');
  vi.clearAllMocks();
});

describe("a visitor's cart", () => {
  it('adds books, counting print books by quantity and ebooks once', async () => {
    await addToCart(book('P1', 'printbook', 1000));
    await addToCart(book('P1', 'printbook', 1000));
    await addToCart(book('E1', 'ebook', 500));
    await addToCart(book('E1', 'ebook', 500));
    expect(cartItems.value.map((item) => [item.book.uid, item.quantity])).toEqual([
      ['P1', 2],
      ['E1', 1],
    ]);
    expect(cartCount.value).toBe(3);
    expect(cartTotal.value).toBe(2500);
    expect(JSON.parse(localStorage.getItem('visitor_cart') ?? '[]')).toHaveLength(2);
    expect(toasts.showSuccess).toHaveBeenLastCalledWith('Book E1 is already in your cart');
  });

  it('keeps only the cart fields of a listing book', async () => {
    await addToCart({
      ...book('E2', 'ebook', 1),
      cover_srcset: '/media/c-160w.webp 160w',
      authors: [],
      rating: { average: 4, count: 1 },
    } as CartBook);
    expect(Object.keys(cartItems.value[0]?.book ?? {}).sort()).toEqual([
      'cover_path',
      'cover_srcset',
      'price',
      'slug',
      'title',
      'type',
      'uid',
    ]);
  });

  it('changes quantities of print books only, never below 1, and removes items', async () => {
    await addToCart(book('P1', 'printbook', 1000));
    await addToCart(book('E1', 'ebook', 500));
    const [print, ebook] = cartItems.value as [CartItem, CartItem];
    expect(await increaseCartItem(print)).toBe(true);
    expect(await increaseCartItem(ebook)).toBe(false);
    expect(cartItems.value[0]?.quantity).toBe(2);
    await decreaseCartItem(cartItems.value[0] as CartItem);
    expect(await decreaseCartItem(cartItems.value[0] as CartItem)).toBe(false);
    expect(cartItems.value[0]?.quantity).toBe(1);
    await deleteCartItem(ebook);
    expect(cartItems.value.map((item) => item.book.uid)).toEqual(['P1']);
    expect(api.cart.add).not.toHaveBeenCalled();
  });

  it('holds at most MAX_COPIES of a print book, as the server cart does', async () => {
    await addToCart(book('P1', 'printbook', 1000), MAX_COPIES - 1);
    await addToCart(book('P1', 'printbook', 1000), 5);
    expect(cartItems.value[0]?.quantity).toBe(MAX_COPIES);
    await increaseCartItem(cartItems.value[0] as CartItem);
    expect(cartItems.value[0]?.quantity).toBe(MAX_COPIES);
  });
});

describe('a signed-in cart', () => {
  const answer = (items: CartItem[], message: string) => ({ data: { cart_items: items }, message });

  it('goes through the cart calls with the country; answers replace the items and show the message', async () => {
    startSession();
    setCountryCode('gh');
    const server: CartItem = { id: 41, quantity: 1, book: book('P1', 'printbook', 1000) };
    api.cart.add.mockResolvedValue(answer([server], 'Book added to cart.'));
    expect(await addToCart(book('P1', 'printbook', 1000))).toBe(true);
    expect(api.cart.add).toHaveBeenCalledWith({
      query: { country: 'gh' },
      body: { book_uid: 'P1', quantity: 1 },
    });
    expect(cartItems.value).toEqual([server]);
    expect(toasts.showSuccess).toHaveBeenCalledWith('Book added to cart.');

    api.cart.increase.mockResolvedValue(answer([{ ...server, quantity: 2 }], 'Cart updated.'));
    await increaseCartItem(server);
    expect(api.cart.increase).toHaveBeenCalledWith({ params: { id: 41 }, query: { country: 'gh' } });
    expect(cartCount.value).toBe(2);

    api.cart.delete.mockResolvedValue(answer([], 'Removed.'));
    await deleteCartItem(server);
    expect(cartItems.value).toEqual([]);
    expect(localStorage.getItem('visitor_cart')).toBeNull();
  });

  it('buys a book once, however often the buy page asks while the first call runs', async () => {
    startSession();
    let release: () => void = () => undefined;
    const server: CartItem = { id: 42, quantity: 1, book: book('E1', 'ebook', 500) };
    api.cart.add.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve(answer([server], 'Book added to cart.'));
        }),
    );
    const first = addToCartOnce(book('E1', 'ebook', 500));
    const second = addToCartOnce(book('E1', 'ebook', 500));
    release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(await addToCartOnce(book('E1', 'ebook', 500))).toBe(true);
    expect(api.cart.add).toHaveBeenCalledOnce();
    expect(cartItems.value).toEqual([server]);
  });

  it("shows the server's error and keeps the items on failure", async () => {
    startSession();
    const kept: CartItem = { id: 7, quantity: 2, book: book('P1', 'printbook', 10) };
    setCartItems([kept]);
    const failure = new ApiError(422, 'Only 2 copies are left.');
    api.cart.increase.mockRejectedValue(failure);
    expect(await increaseCartItem(kept)).toBe(false);
    expect(toasts.showError).toHaveBeenCalledWith(failure);
    expect(cartItems.value).toEqual([kept]);
  });
});
