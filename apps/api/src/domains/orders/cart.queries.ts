import type { Kysely } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import type { Database } from '../../db/schema.ts';

/** The most copies of one book a cart holds: the contract's maximum quantity, a CHECK in migration 013. */
export { MAX_COPIES as MAX_QUANTITY } from '@bookstore/api-client/constants';

/**
 * The user's cart id, creating the cart on first use, and its row locked until the transaction ends:
 * one statement, safe under concurrent first calls. Every cart change and checkout take this lock
 * first, so one user's changes to their cart run one after another.
 */
export async function lockCart(trx: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const cart = await trx
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return cart.id;
}

/** The user's cart id with its row locked (see lockCart), or undefined when they have no cart. */
export function lockExistingCart(trx: Kysely<Database>, userId: number) {
  return trx.selectFrom('carts').select('id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * The user's cart rows joined with their published book and its price in `country` (books not sold
 * there, or no longer published, are left out).
 */
export function cartRows(db: Kysely<Database>, userId: number, country: string) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .innerJoin('books as b', 'b.id', 'ci.book_id')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'b.id').on('p.country_code', '=', country),
    )
    .select([
      'ci.id',
      'ci.quantity',
      'b.id as book_id',
      'b.uid',
      'b.slug',
      'b.title',
      'b.type',
      'b.cover_path',
      'b.cover_widths',
      'b.author_id',
      'b.stock_quantity',
      'p.amount',
    ])
    .where('c.user_id', '=', userId)
    .where('b.status', '=', PUBLISHED)
    .orderBy('ci.created_at')
    .orderBy('ci.id')
    .execute();
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** The item `itemId` of a cart with its book, or undefined (an item of another cart too). */
export function cartItem(db: Kysely<Database>, cartId: number, itemId: number) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('books as b', 'b.id', 'ci.book_id')
    .select(['ci.id', 'ci.quantity', 'b.type', 'b.title', 'b.stock_quantity'])
    .where('ci.id', '=', itemId)
    .where('ci.cart_id', '=', cartId)
    .executeTakeFirst();
}

/**
 * A published book by uid with its price in `country` (null when not sold there) and whether the user
 * already has it in their library, or undefined.
 */
export function bookForCart(db: Kysely<Database>, userId: number, uid: string, country: string) {
  return db
    .selectFrom('books')
    .leftJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .select((eb) => [
      'books.id',
      'books.type',
      'books.title',
      'books.stock_quantity',
      'p.amount',
      eb
        .exists(
          eb
            .selectFrom('library_items as l')
            .select('l.id')
            .where('l.user_id', '=', userId)
            .whereRef('l.book_id', '=', 'books.id'),
        )
        .as('owned'),
    ])
    .where('books.uid', '=', uid)
    .where('books.status', '=', PUBLISHED)
    .executeTakeFirst();
}

/** The quantity of a book already in a cart, or undefined. */
export function quantityInCart(db: Kysely<Database>, cartId: number, bookId: number) {
  return db
    .selectFrom('cart_items')
    .select('quantity')
    .where('cart_id', '=', cartId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
}

/**
 * Adds copies of a print book to a cart (to those already there) when the sum stays within `limit`:
 * true when it did. The check and the write are one statement on the item's row, so concurrent adds
 * cannot together pass the limit. (`quantity` itself must be within the limit: a new row is not checked.)
 */
export async function addCopies(
  db: Kysely<Database>,
  cartId: number,
  bookId: number,
  quantity: number,
  limit: number,
): Promise<boolean> {
  const row = await db
    .insertInto('cart_items')
    .values({ cart_id: cartId, book_id: bookId, quantity })
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'book_id'])
        .doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) }))
        .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', limit)),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts a digital book in a cart once: the new item's id, or undefined when it was there already. */
export function addOnce(db: Kysely<Database>, cartId: number, bookId: number) {
  return db
    .insertInto('cart_items')
    .values({ cart_id: cartId, book_id: bookId, quantity: 1 })
    .onConflict((oc) => oc.columns(['cart_id', 'book_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Deletes the item `itemId` of a cart: its book's title, or undefined when the cart has no such item. */
export function deleteItem(db: Kysely<Database>, cartId: number, itemId: number) {
  return db
    .deleteFrom('cart_items as ci')
    .using('books as b')
    .whereRef('b.id', '=', 'ci.book_id')
    .where('ci.id', '=', itemId)
    .where('ci.cart_id', '=', cartId)
    .returning('b.title')
    .executeTakeFirst();
}

/** One more copy of a cart item while it stays within `limit`: true when it did. */
export async function increaseQuantity(db: Kysely<Database>, itemId: number, limit: number) {
  const result = await db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
    .where('id', '=', itemId)
    .where('quantity', '<', limit)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One copy fewer of a cart item, never below one. */
export function decreaseQuantity(db: Kysely<Database>, itemId: number) {
  return db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('id', '=', itemId)
    .where('quantity', '>', 1)
    .execute();
}

/** Empties a cart (checkout, once the order holds its items). */
export async function clearCart(db: Kysely<Database>, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}
