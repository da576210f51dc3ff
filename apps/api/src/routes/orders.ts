import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { apiOrigin } from '../http/origin.ts';
import { pageOf } from '../http/pagination.ts';
import { money } from '../money.ts';
import { presentOrderActivity, presentOrders, presentPayment } from '../presenters/orders.ts';
import {
  deliveryFeeTo,
  loadOrders,
  orderStatistics,
  ordersPage,
  ownOrder,
  ownOrderActivities,
  placeOrder,
} from '../services/orders.ts';

export function ordersRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const orders = contract.orders;

  return [
    implement(orders.getDeliveryFee, async ({ user, body }) => {
      const { fee, country } = await deliveryFeeTo(db, user.id, body.address_id, body.quantity);
      // One amount in the address's currency (spec: data.delivery_fee).
      return { data: { delivery_fee: money(fee, country).amount }, message: 'Delivery fee calculated.' };
    }),

    implement(orders.create, async ({ user, body, c }) => {
      const placed = await placeOrder(deps, user.id, body.country, body.address_id);
      const origin = apiOrigin(deps, c);
      const [order] = presentOrders(deps, placed.bundle, [placed.orderId], origin);
      if (!order) throw notFound('The order was not found.');
      return {
        data: { order, payment: presentPayment(placed.payment, order.reference, origin) },
        message: 'Your order has been placed. Complete the payment to receive your books.',
      };
    }),

    implement(orders.list, async ({ user, query, c }) => {
      const { total, ids, bundle } = await ordersPage(db, user.id, query);
      return {
        data: pageOf(presentOrders(deps, bundle, ids, apiOrigin(deps, c)), query.page, query.per_page, total),
        message: 'Orders retrieved.',
      };
    }),

    implement(orders.statistics, async ({ user }) => {
      const figures = await orderStatistics(db, user);
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
    }),

    implement(orders.get, async ({ user, params, c }) => {
      await ownOrder(db, user.id, params.id);
      const [order] = presentOrders(deps, await loadOrders(db, [params.id]), [params.id], apiOrigin(deps, c));
      if (!order) throw notFound('The order was not found.');
      return { data: order, message: 'Order retrieved.' };
    }),

    implement(orders.activities, async ({ user, params }) => {
      const rows = await ownOrderActivities(db, user.id, params.id);
      return { data: rows.map(presentOrderActivity), message: 'Order activities retrieved.' };
    }),
  ];
}
