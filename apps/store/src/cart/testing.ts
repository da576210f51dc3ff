// Cart fixtures for tests (imported by *.test.ts(x) only, never by the app).
import type { CartBook, CartItem } from '@bookstore/api-client/contract';

/** A book as the cart keeps it, priced in naira. */
export function cartBook(uid: string, type = 'ebook', amount = 1000): CartBook {
  return {
    uid,
    slug: uid.toLowerCase(),
    title: `Book ${uid}`,
    type,
    cover_path: '/media/c.jpg',
    price: { amount, currency_code: 'NGN', currency_symbol: '₦' },
  } as CartBook;
}

/** A cart line: `quantity` of `book`. */
export function cartItem(id: number, book: CartBook, quantity = 1): CartItem {
  return { id, quantity, book };
}
