import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { toCartItem } from './cart.presenter.ts';
import type { CountryInfo } from '../catalogue/countries.ts';
import * as service from './cart.ts';
import type { CartRow } from './cart.queries.ts';

const cart = contract.cart;

/** Every cart call answers the cart as it is now, priced in the country asked for. */
function answer(
  { country, rows }: { country: CountryInfo; rows: CartRow[] },
  deps: AppDeps,
  message: string,
) {
  return { data: { cart_items: rows.map((row) => toCartItem(deps, row, country)) }, message };
}

export async function getCart(deps: AppDeps, { user, query }: HandlerInput<typeof cart.get>) {
  return answer(await service.getCart(deps, user.id, query.country), deps, 'Cart retrieved.');
}

export async function addToCart(deps: AppDeps, { user, query, body }: HandlerInput<typeof cart.add>) {
  const changed = await service.addToCart(deps, user.id, query.country, body);
  return answer(changed, deps, changed.message);
}

export async function deleteCartItem(
  deps: AppDeps,
  { user, params, query }: HandlerInput<typeof cart.delete>,
) {
  const changed = await service.deleteCartItem(deps, user.id, query.country, params.id);
  return answer(changed, deps, changed.message);
}

export async function increaseCartItem(
  deps: AppDeps,
  { user, params, query }: HandlerInput<typeof cart.increase>,
) {
  const changed = await service.increaseCartItem(deps, user.id, query.country, params.id);
  return answer(changed, deps, changed.message);
}

export async function decreaseCartItem(
  deps: AppDeps,
  { user, params, query }: HandlerInput<typeof cart.decrease>,
) {
  const changed = await service.decreaseCartItem(deps, user.id, query.country, params.id);
  return answer(changed, deps, changed.message);
}

export function cartRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(cart.get, deps, getCart),
    route(cart.add, deps, addToCart),
    route(cart.delete, deps, deleteCartItem),
    route(cart.increase, deps, increaseCartItem),
    route(cart.decrease, deps, decreaseCartItem),
  ];
}
