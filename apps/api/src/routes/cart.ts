import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { invalid, notFound } from '../http/errors.ts';
import { requireCountry } from '../presenters/books.ts';
import { cartIdOf, presentCart } from '../presenters/cart.ts';
import { PUBLISHED } from '../db/plans.ts';

const MAX_QUANTITY = 99;

export function cartRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const cart = contract.cart;

  async function answer(userId: number, countryCode: string, message: string) {
    const country = await requireCountry(db, countryCode);
    const cartId = await cartIdOf(db, userId);
    return { data: { cart_items: await presentCart(deps, cartId, country) }, message };
  }

  /** The cart item `id` of this user with its book, or 404: another user's item is not found. */
  async function ownItem(userId: number, itemId: number) {
    const item = await db
      .selectFrom('cart_items as ci')
      .innerJoin('carts as c', 'c.id', 'ci.cart_id')
      .innerJoin('books as b', 'b.id', 'ci.book_id')
      .select(['ci.id', 'ci.quantity', 'ci.cart_id', 'b.type', 'b.title', 'b.stock_quantity'])
      .where('ci.id', '=', itemId)
      .where('c.user_id', '=', userId)
      .executeTakeFirst();
    if (!item) throw notFound('The cart item was not found.');
    return item;
  }

  return [
    implement(cart.all, async ({ user, query }) => answer(user.id, query.country, 'Cart retrieved.')),

    implement(cart.add, async ({ user, query, body }) => {
      const country = await requireCountry(db, query.country);
      const book = await db
        .selectFrom('books')
        .leftJoin('book_prices as p', (join) =>
          join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country.code),
        )
        .select([
          'books.id',
          'books.type',
          'books.title',
          'books.stock_quantity',
          'books.author_id',
          'p.amount',
        ])
        .where('books.uid', '=', body.book_uid)
        .where('books.status', '=', PUBLISHED)
        .executeTakeFirst();
      if (!book) throw invalid('book_uid', 'The selected book is invalid.');
      if (book.amount === null) throw invalid('book_uid', 'This book is not sold in the selected country.');
      if (book.type !== 'printbook') {
        const owned = await db
          .selectFrom('library_items')
          .select('id')
          .where('user_id', '=', user.id)
          .where('book_id', '=', book.id)
          .executeTakeFirst();
        if (owned) throw invalid('book_uid', 'This book is already in your library.');
      }
      const cartId = await cartIdOf(db, user.id);
      if (book.type === 'printbook') {
        const current = await db
          .selectFrom('cart_items')
          .select('quantity')
          .where('cart_id', '=', cartId)
          .where('book_id', '=', book.id)
          .executeTakeFirst();
        const wanted = (current?.quantity ?? 0) + body.quantity;
        if (wanted > MAX_QUANTITY)
          throw invalid('quantity', `You can order at most ${MAX_QUANTITY} copies of a book.`);
        if (book.stock_quantity !== null && wanted > book.stock_quantity) {
          throw invalid('quantity', `Only ${book.stock_quantity} copies of "${book.title}" are left.`);
        }
        await db
          .insertInto('cart_items')
          .values({ cart_id: cartId, book_id: book.id, quantity: body.quantity })
          .onConflict((oc) =>
            oc.columns(['cart_id', 'book_id']).doUpdateSet((eb) => ({
              quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
            })),
          )
          .execute();
        return answer(user.id, country.code, `"${book.title}" has been added to your cart.`);
      }
      // An ebook or audiobook is bought once: adding it again leaves the cart as it is.
      const inserted = await db
        .insertInto('cart_items')
        .values({ cart_id: cartId, book_id: book.id, quantity: 1 })
        .onConflict((oc) => oc.columns(['cart_id', 'book_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return answer(
        user.id,
        country.code,
        inserted
          ? `"${book.title}" has been added to your cart.`
          : `"${book.title}" is already in your cart.`,
      );
    }),

    implement(cart.delete, async ({ user, params, query }) => {
      const item = await ownItem(user.id, params.id);
      await db.deleteFrom('cart_items').where('id', '=', item.id).execute();
      return answer(user.id, query.country, `"${item.title}" has been removed from your cart.`);
    }),

    implement(cart.increase, async ({ user, params, query }) => {
      const item = await ownItem(user.id, params.id);
      if (item.type !== 'printbook')
        throw invalid('quantity', 'Only print books can be bought in several copies.');
      if (item.quantity >= MAX_QUANTITY)
        throw invalid('quantity', `You can order at most ${MAX_QUANTITY} copies of a book.`);
      if (item.stock_quantity !== null && item.quantity + 1 > item.stock_quantity) {
        throw invalid('quantity', `Only ${item.stock_quantity} copies of "${item.title}" are left.`);
      }
      await db
        .updateTable('cart_items')
        .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
        .where('id', '=', item.id)
        .execute();
      return answer(user.id, query.country, 'Cart updated.');
    }),

    implement(cart.decrease, async ({ user, params, query }) => {
      const item = await ownItem(user.id, params.id);
      if (item.type !== 'printbook')
        throw invalid('quantity', 'Only print books can be bought in several copies.');
      if (item.quantity <= 1) throw invalid('quantity', 'The quantity cannot be less than 1.');
      await db
        .updateTable('cart_items')
        .set((eb) => ({ quantity: eb('quantity', '-', 1) }))
        .where('id', '=', item.id)
        .where('quantity', '>', 1)
        .execute();
      return answer(user.id, query.country, 'Cart updated.');
    }),
  ];
}
