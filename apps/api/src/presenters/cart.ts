import type { CartItem } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { money } from '../money.ts';
import { coverUrl, type CountryInfo } from './books.ts';
import { PUBLISHED } from '../db/plans.ts';

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

export async function presentCart(deps: AppDeps, cartId: number, country: CountryInfo): Promise<CartItem[]> {
  const rows = await cartRows(deps.db, cartId, country.code).where('b.status', '=', PUBLISHED).execute();
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    book: {
      uid: row.uid,
      slug: row.slug,
      title: row.title,
      type: row.type,
      cover_path: coverUrl(deps, row.cover_path, row.title),
      price: money(row.amount, country),
    },
  }));
}
