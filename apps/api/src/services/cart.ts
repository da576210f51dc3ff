import type { AppDeps } from '../context.ts';
import { PUBLISHED } from '../db/plans.ts';
import { invalid, notFound } from '../http/errors.ts';
import {
  addCopies,
  addOnce,
  bookForCart,
  cartIdOf,
  cartRows,
  decrementQuantity,
  deleteCartItem,
  incrementQuantity,
  ownCartItem,
  ownedBook,
  quantityInCart,
} from '../queries/cart.ts';
import { requireCountry } from './countries.ts';

const MAX_QUANTITY = 99;

/** The user's cart priced in a country (an unsupported one is a 422): its published books' rows. */
export async function cartOf(deps: AppDeps, userId: number, countryCode: string) {
  const country = await requireCountry(deps.db, countryCode);
  const cartId = await cartIdOf(deps.db, userId);
  const rows = await cartRows(deps.db, cartId, country.code).where('b.status', '=', PUBLISHED).execute();
  return { country, rows };
}

/**
 * Adds a book: a print book adds `quantity` copies (within the stock and the per-book maximum); an ebook
 * or audiobook is bought once, so adding it again leaves the cart as it is. Answers the message to show.
 */
export async function addToCart(
  deps: AppDeps,
  userId: number,
  countryCode: string,
  item: { book_uid: string; quantity: number },
): Promise<{ country: string; message: string }> {
  const { db } = deps;
  const country = await requireCountry(db, countryCode);
  const book = await bookForCart(db, item.book_uid, country.code);
  if (!book) throw invalid('book_uid', 'The selected book is invalid.');
  if (book.amount === null) throw invalid('book_uid', 'This book is not sold in the selected country.');
  if (book.type !== 'printbook' && (await ownedBook(db, userId, book.id))) {
    throw invalid('book_uid', 'This book is already in your library.');
  }
  const cartId = await cartIdOf(db, userId);
  const added = `"${book.title}" has been added to your cart.`;
  if (book.type === 'printbook') {
    const current = await quantityInCart(db, cartId, book.id);
    const wanted = (current?.quantity ?? 0) + item.quantity;
    if (wanted > MAX_QUANTITY)
      throw invalid('quantity', `You can order at most ${MAX_QUANTITY} copies of a book.`);
    if (book.stock_quantity !== null && wanted > book.stock_quantity) {
      throw invalid('quantity', `Only ${book.stock_quantity} copies of "${book.title}" are left.`);
    }
    await addCopies(db, cartId, book.id, item.quantity);
    return { country: country.code, message: added };
  }
  const inserted = await addOnce(db, cartId, book.id);
  return { country: country.code, message: inserted ? added : `"${book.title}" is already in your cart.` };
}

/** The cart item `id` of this user with its book, or 404: another user's item is not found. */
async function ownItem(deps: AppDeps, userId: number, itemId: number) {
  const item = await ownCartItem(deps.db, userId, itemId);
  if (!item) throw notFound('The cart item was not found.');
  return item;
}

/** Removes an item; answers its book's title. */
export async function removeFromCart(deps: AppDeps, userId: number, itemId: number): Promise<string> {
  const item = await ownItem(deps, userId, itemId);
  await deleteCartItem(deps.db, item.id);
  return item.title;
}

/** One more copy of a print book, within the stock and the per-book maximum. */
export async function increaseQuantity(deps: AppDeps, userId: number, itemId: number): Promise<void> {
  const item = await ownItem(deps, userId, itemId);
  if (item.type !== 'printbook')
    throw invalid('quantity', 'Only print books can be bought in several copies.');
  if (item.quantity >= MAX_QUANTITY)
    throw invalid('quantity', `You can order at most ${MAX_QUANTITY} copies of a book.`);
  if (item.stock_quantity !== null && item.quantity + 1 > item.stock_quantity) {
    throw invalid('quantity', `Only ${item.stock_quantity} copies of "${item.title}" are left.`);
  }
  await incrementQuantity(deps.db, item.id);
}

/** One copy fewer of a print book, never below one. */
export async function decreaseQuantity(deps: AppDeps, userId: number, itemId: number): Promise<void> {
  const item = await ownItem(deps, userId, itemId);
  if (item.type !== 'printbook')
    throw invalid('quantity', 'Only print books can be bought in several copies.');
  if (item.quantity <= 1) throw invalid('quantity', 'The quantity cannot be less than 1.');
  await decrementQuantity(deps.db, item.id);
}
