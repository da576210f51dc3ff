import { idempotencyKeyOf, REPLAYED_HEADER } from '../orders/idempotency.ts';
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { notFound } from '../../http/errors.ts';
import { linkOrigin } from '../../lib/links.ts';
import { pageOf } from '../../lib/pagination.ts';
import { money } from '../../money.ts';
import { presentOrderActivity, presentOrders, presentPayment } from '../orders/orders.presenter.ts';
import { deliveryFeeTo, placeOrder } from './checkout.ts';
import { attributionOf } from '../partners/attribution.routes.ts';
import { loadOrders, orderStatistics, ordersPage, ownOrder, ownOrderActivities } from '../orders/orders.ts';

const orders = contract.orders;

export async function getDeliveryFee(
  deps: AppDeps,
  { user, body }: HandlerInput<typeof orders.getDeliveryFee>,
) {
  const { fee, country } = await deliveryFeeTo(deps.db, user.id, body.address_id, body.quantity);
  // One amount in the address's currency (spec: data.delivery_fee).
  return { data: { delivery_fee: money(fee, country).amount }, message: 'Delivery fee calculated.' };
}

export async function createOrder(deps: AppDeps, { user, body, c }: HandlerInput<typeof orders.create>) {
  const placed = await placeOrder(
    deps,
    user.id,
    body.country,
    body.address_id,
    idempotencyKeyOf(c, user.id, 'book_order', body),
    attributionOf(c, deps),
  );
  if (placed.replayed) c.header(REPLAYED_HEADER, 'true');
  const origin = linkOrigin(deps);
  const [order] = presentOrders(deps, placed.bundle, [placed.orderId], origin);
  if (!order) throw notFound('The order was not found.');
  return {
    data: { order, payment: presentPayment(placed.payment, order.reference, origin) },
    message: 'Your order has been placed. Complete the payment to receive your books.',
  };
}

export async function listOrders(deps: AppDeps, { user, query }: HandlerInput<typeof orders.list>) {
  const { total, ids, bundle } = await ordersPage(deps.db, user.id, query);
  return {
    data: pageOf(presentOrders(deps, bundle, ids, linkOrigin(deps)), query.page, query.per_page, total),
    message: 'Orders retrieved.',
  };
}

export async function statistics(deps: AppDeps, { user }: HandlerInput<typeof orders.statistics>) {
  const figures = await orderStatistics(deps.db, user);
  return {
    data: {
      total_orders: figures.total,
      pending_orders: figures.pending,
      completed_orders: figures.completed,
      cancelled_orders: figures.cancelled,
      total_spent: money(figures.spent, figures.country),
    },
    message: 'Order statistics retrieved.',
  };
}

export async function getOrder(deps: AppDeps, { user, params }: HandlerInput<typeof orders.get>) {
  await ownOrder(deps.db, user.id, params.id);
  const [order] = presentOrders(deps, await loadOrders(deps.db, [params.id]), [params.id], linkOrigin(deps));
  if (!order) throw notFound('The order was not found.');
  return { data: order, message: 'Order retrieved.' };
}

export async function activities(deps: AppDeps, { user, params }: HandlerInput<typeof orders.activities>) {
  const rows = await ownOrderActivities(deps.db, user.id, params.id);
  return { data: rows.map(presentOrderActivity), message: 'Order activities retrieved.' };
}

export const ordersRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(orders.getDeliveryFee, deps, getDeliveryFee),
  route(orders.create, deps, createOrder),
  route(orders.list, deps, listOrders),
  route(orders.statistics, deps, statistics),
  route(orders.get, deps, getOrder),
  route(orders.activities, deps, activities),
];
