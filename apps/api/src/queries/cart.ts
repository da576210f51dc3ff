import type { Kysely } from 'kysely';
import { PUBLISHED } from '../db/plans.ts';
import type { Database } from '../db/schema.ts';

/** The user's cart id, creating the cart on first use (safe under concurrent first calls). */
export async function cartIdOf(db: Kysely<Database>, userId: number): Promise<number> {
  await db
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const cart = await db
    .selectFrom('carts')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return cart.id;
}

/** Cart rows joined with their book and the price in `country` (books not sold there are left out). */
export function cartRows(db: Kysely<Database>, cartId: number, country: string) {
  return db
    .selectFrom('cart_items as ci')
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
      'b.author_id',
      'b.stock_quantity',
      'b.status',
      'p.amount',
    ])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.created_at')
    .orderBy('ci.id');
}

export type CartRow = Awaited<ReturnType<ReturnType<typeof cartRows>['execute']>>[number];

/** The cart item `itemId` of this user with its book, or undefined (another user's item too). */
export function ownCartItem(db: Kysely<Database>, userId: number, itemId: number) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .innerJoin('books as b', 'b.id', 'ci.book_id')
    .select(['ci.id', 'ci.quantity', 'ci.cart_id', 'b.type', 'b.title', 'b.stock_quantity'])
    .where('ci.id', '=', itemId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
}

/** A published book by uid with its price in `country` (null when not sold there), or undefined. */
export function bookForCart(db: Kysely<Database>, uid: string, country: string) {
  return db
    .selectFrom('books')
    .leftJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .select(['books.id', 'books.type', 'books.title', 'books.stock_quantity', 'books.author_id', 'p.amount'])
    .where('books.uid', '=', uid)
    .where('books.status', '=', PUBLISHED)
    .executeTakeFirst();
}

/** Whether the user already owns this book (in the library), as a row or undefined. */
export function ownedBook(db: Kysely<Database>, userId: number, bookId: number) {
  return db
    .selectFrom('library_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
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

/** Adds copies of a print book to a cart (to those already there). */
export function addCopies(db: Kysely<Database>, cartId: number, bookId: number, quantity: number) {
  return db
    .insertInto('cart_items')
    .values({ cart_id: cartId, book_id: bookId, quantity })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'book_id']).doUpdateSet((eb) => ({
        quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
      })),
    )
    .execute();
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

export function deleteCartItem(db: Kysely<Database>, itemId: number) {
  return db.deleteFrom('cart_items').where('id', '=', itemId).execute();
}

/** One more copy of a cart item. */
export function incrementQuantity(db: Kysely<Database>, itemId: number) {
  return db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
    .where('id', '=', itemId)
    .execute();
}

/** One copy fewer of a cart item, never below one. */
export function decrementQuantity(db: Kysely<Database>, itemId: number) {
  return db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
    .where('id', '=', itemId)
    .where('quantity', '>', 1)
    .execute();
}
