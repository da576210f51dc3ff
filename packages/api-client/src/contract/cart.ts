import { z } from 'zod';
import { MAX_COPIES } from '../constants';
import { BookType, CountryQuery, Id, IdParams, Money, Uid, Url } from './common';
import { endpoint, envelope } from './endpoint';

export const CartBook = z.object({
  uid: Uid,
  slug: z.string(),
  title: z.string(),
  type: BookType,
  cover_path: Url,
  /** Extension (issue 26): the cover's responsive sources, as on a book summary (`cover_srcset`). */
  cover_srcset: z.string().nullable().optional(),
  price: Money,
});
export type CartBook = z.infer<typeof CartBook>;

export const CartItem = z.object({
  id: Id,
  quantity: z.number().int().min(1),
  book: CartBook,
});
export type CartItem = z.infer<typeof CartItem>;

/** `data` of every cart call. */
export const Cart = z.object({ cart_items: z.array(CartItem) });
export type Cart = z.infer<typeof Cart>;

export const AddToCartBody = z.object({
  book_uid: Uid,
  quantity: z.number().int().min(1).max(MAX_COPIES).default(1),
});

/** Every cart call answers the whole cart (`data.cart_items`) and a message for the toast. */
const cartResponse = envelope(Cart);

export const cartEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/user/cart/all',
    query: CountryQuery,
    response: cartResponse,
    auth: 'user',
    summary: 'The cart items, priced for the country.',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/user/cart/add',
    query: CountryQuery,
    body: AddToCartBody,
    response: cartResponse,
    auth: 'user',
    summary: 'Adds a book (a book already in the cart gains quantity for print books).',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/user/cart/delete/:id',
    params: IdParams,
    query: CountryQuery,
    response: cartResponse,
    auth: 'user',
    summary: 'Removes a cart item.',
  }),
  increase: endpoint({
    method: 'GET',
    path: '/api/user/cart/update/:id/increase',
    mutates: true,
    params: IdParams,
    query: CountryQuery,
    response: cartResponse,
    auth: 'user',
    summary: "Adds one to a print book's quantity.",
  }),
  decrease: endpoint({
    method: 'GET',
    path: '/api/user/cart/update/:id/decrease',
    mutates: true,
    params: IdParams,
    query: CountryQuery,
    response: cartResponse,
    auth: 'user',
    summary: "Takes one from a print book's quantity (never below 1).",
  }),
};
