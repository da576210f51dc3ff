import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../http/contract-router.ts';
import { toCartItem } from '../presenters/cart.ts';
import { addToCart, cartOf, decreaseQuantity, increaseQuantity, removeFromCart } from '../services/cart.ts';
import { requireCountry } from '../services/countries.ts';

const cart = contract.cart;

/** Every cart call answers the cart as it is now, priced in the country asked for. */
async function answer(deps: AppDeps, userId: number, countryCode: string, message: string) {
  const { country, rows } = await cartOf(deps, userId, countryCode);
  return { data: { cart_items: rows.map((row) => toCartItem(deps, row, country)) }, message };
}

export function getCart(deps: AppDeps, { user, query }: HandlerInput<typeof cart.all>) {
  return answer(deps, user.id, query.country, 'Cart retrieved.');
}

export async function addCartItem(deps: AppDeps, { user, query, body }: HandlerInput<typeof cart.add>) {
  const { country, message } = await addToCart(deps, user.id, query.country, body);
  return answer(deps, user.id, country, message);
}

export async function deleteCartItem(
  deps: AppDeps,
  { user, params, query }: HandlerInput<typeof cart.delete>,
) {
  // The country first: a 422 on it must not follow a change already made (the fuzz suite found one).
  await requireCountry(deps.db, query.country);
  const title = await removeFromCart(deps, user.id, params.id);
  return answer(deps, user.id, query.country, `"${title}" has been removed from your cart.`);
}

export async function increaseCartItem(
  deps: AppDeps,
  { user, params, query }: HandlerInput<typeof cart.increase>,
) {
  await requireCountry(deps.db, query.country);
  await increaseQuantity(deps, user.id, params.id);
  return answer(deps, user.id, query.country, 'Cart updated.');
}

export async function decreaseCartItem(
  deps: AppDeps,
  { user, params, query }: HandlerInput<typeof cart.decrease>,
) {
  await requireCountry(deps.db, query.country);
  await decreaseQuantity(deps, user.id, params.id);
  return answer(deps, user.id, query.country, 'Cart updated.');
}

export function cartRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(cart.all, deps, getCart),
    route(cart.add, deps, addCartItem),
    route(cart.delete, deps, deleteCartItem),
    route(cart.increase, deps, increaseCartItem),
    route(cart.decrease, deps, decreaseCartItem),
  ];
}
