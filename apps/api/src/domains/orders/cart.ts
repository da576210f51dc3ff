import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { invalid, notFound, type Invalid } from '../../domain/errors.ts';
import {
  addCopies,
  addOnce,
  bookForCart,
  cartItem,
  cartRows,
  decreaseQuantity,
  deleteItem,
  increaseQuantity,
  lockCart,
  lockExistingCart,
  MAX_QUANTITY,
  quantityInCart,
  type CartRow,
} from './cart.queries.ts';
import { requireCountry, type CountryInfo } from '../catalogue/countries.ts';

/*
 * Every cart call answers the whole cart priced in the country asked for. A change (add, delete,
 * increase, decrease) is one transaction: the country, then the cart's row lock (domains/orders/cart.queries.ts
 * lockCart), the change, and the cart as it now is. The per-book maximum and the stock are kept by the
 * statement that writes the quantity (its row count decides the 422), not by a read before it.
 */

export interface CartAnswer {
  country: CountryInfo;
  rows: CartRow[];
  message: string;
}

/** The user's cart priced in a country (an unsupported one is a 422): its published books' rows. */
export async function getCart(deps: AppDeps, userId: number, countryCode: string) {
  const country = await requireCountry(deps.db, countryCode);
  return { country, rows: await cartRows(deps.db, userId, country.code) };
}

/** Runs one change of the user's cart and reads the cart back, in one transaction. */
function changeCart(
  deps: AppDeps,
  userId: number,
  countryCode: string,
  change: (trx: Kysely<Database>, country: CountryInfo) => Promise<string>,
): Promise<CartAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    // The country first: a 422 on it must not follow a change (the fuzz suite found one).
    const country = await requireCountry(trx, countryCode);
    const message = await change(trx, country);
    return { country, rows: await cartRows(trx, userId, country.code), message };
  });
}

/** How many copies of a book a cart may hold: the per-book maximum, or fewer when the stock is lower. */
const limitOf = (stock: number | null) => Math.min(MAX_QUANTITY, stock ?? MAX_QUANTITY);

/** The 422 for `wanted` copies past the limit: the per-book maximum first, then the stock. */
function overLimit(title: string, wanted: number, stock: number | null): Invalid {
  if (wanted > MAX_QUANTITY || stock === null)
    return invalid('quantity', `You can order at most ${MAX_QUANTITY} copies of a book.`);
  return invalid('quantity', `Only ${stock} copies of "${title}" are left.`);
}

/**
 * Adds a book: a print book adds `quantity` copies (within the stock and the per-book maximum); an ebook
 * or audiobook is bought once, so adding it again leaves the cart as it is. The message says which.
 */
export function addToCart(
  deps: AppDeps,
  userId: number,
  countryCode: string,
  item: { book_uid: string; quantity: number },
): Promise<CartAnswer> {
  return changeCart(deps, userId, countryCode, async (trx, country) => {
    const book = await bookForCart(trx, userId, item.book_uid, country.code);
    if (!book) throw invalid('book_uid', 'The selected book is invalid.');
    if (book.amount === null) throw invalid('book_uid', 'This book is not sold in the selected country.');
    if (book.type !== 'printbook' && book.owned) {
      throw invalid('book_uid', 'This book is already in your library.');
    }
    const cartId = await lockCart(trx, userId, deps.clock());
    const added = `"${book.title}" has been added to your cart.`;
    if (book.type !== 'printbook') {
      const inserted = await addOnce(trx, cartId, book.id);
      return inserted ? added : `"${book.title}" is already in your cart.`;
    }
    const limit = limitOf(book.stock_quantity);
    if (item.quantity > limit || !(await addCopies(trx, cartId, book.id, item.quantity, limit))) {
      // Refused: read what the cart holds (under the lock) only to say which limit it was.
      const current = (await quantityInCart(trx, cartId, book.id))?.quantity ?? 0;
      throw overLimit(book.title, current + item.quantity, book.stock_quantity);
    }
    return added;
  });
}

/** Locks the user's cart and reads its item `itemId` with its book; another user's item is a 404. */
async function lockItem(trx: Kysely<Database>, userId: number, itemId: number) {
  const cart = await lockExistingCart(trx, userId);
  const item = cart && (await cartItem(trx, cart.id, itemId));
  if (!item) throw notFound('The cart item was not found.');
  return item;
}

/** Deletes an item from the user's cart; another user's item is a 404. */
export function deleteCartItem(deps: AppDeps, userId: number, countryCode: string, itemId: number) {
  return changeCart(deps, userId, countryCode, async (trx) => {
    const cart = await lockExistingCart(trx, userId);
    const deleted = cart && (await deleteItem(trx, cart.id, itemId));
    if (!deleted) throw notFound('The cart item was not found.');
    return `"${deleted.title}" has been removed from your cart.`;
  });
}

/** One more copy of a print book, within the stock and the per-book maximum. */
export function increaseCartItem(deps: AppDeps, userId: number, countryCode: string, itemId: number) {
  return changeCart(deps, userId, countryCode, async (trx) => {
    const item = await lockItem(trx, userId, itemId);
    if (item.type !== 'printbook')
      throw invalid('quantity', 'Only print books can be bought in several copies.');
    if (!(await increaseQuantity(trx, item.id, limitOf(item.stock_quantity)))) {
      throw overLimit(item.title, item.quantity + 1, item.stock_quantity);
    }
    return 'Cart updated.';
  });
}

/** One copy fewer of a print book, never below one. */
export function decreaseCartItem(deps: AppDeps, userId: number, countryCode: string, itemId: number) {
  return changeCart(deps, userId, countryCode, async (trx) => {
    const item = await lockItem(trx, userId, itemId);
    if (item.type !== 'printbook')
      throw invalid('quantity', 'Only print books can be bought in several copies.');
    if (item.quantity <= 1) throw invalid('quantity', 'The quantity cannot be less than 1.');
    await decreaseQuantity(trx, item.id);
    return 'Cart updated.';
  });
}
