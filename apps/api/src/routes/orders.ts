import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { money } from '../money.ts';
import { requireCountry } from '../presenters/books.ts';
import { apiOrigin, presentOrders, presentPayment } from '../presenters/orders.ts';
import { createOrderFromCart, deliveryFee, ownAddress } from '../services/orders.ts';

const DEFAULT_COUNTRY = 'ng';

export function ordersRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const orders = contract.orders;

  async function ownOrder(userId: number, orderId: number) {
    const order = await db
      .selectFrom('orders')
      .select(['id'])
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw notFound('The order was not found.');
    return order;
  }

  return [
    implement(orders.getDeliveryFee, async ({ user, body }) => {
      const address = await ownAddress(db, user.id, body.address_id);
      const country = await requireCountry(db, address.country_code, 'address_id');
      return {
        data: { delivery_fee: money(deliveryFee(address, body.quantity), country) },
        message: 'Delivery fee calculated.',
      };
    }),

    implement(orders.create, async ({ user, body, c }) => {
      const country = await requireCountry(db, body.country);
      const created = await createOrderFromCart(deps, user.id, country, body.address_id);
      const origin = apiOrigin(deps, c);
      const [order] = await presentOrders(deps, [created.orderId], origin);
      const payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', created.paymentId)
        .executeTakeFirstOrThrow();
      if (!order) throw notFound('The order was not found.');
      return {
        data: { order, payment: presentPayment(payment, order.reference, origin) },
        message: 'Your order has been placed. Complete the payment to receive your books.',
      };
    }),

    implement(orders.list, async ({ user, query, c }) => {
      let base = db.selectFrom('orders').where('user_id', '=', user.id);
      if (query.status) base = base.where('status', '=', query.status);
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      const items = await presentOrders(
        deps,
        rows.map((r) => r.id),
        apiOrigin(deps, c),
      );
      return {
        data: pageOf(items, query.page, query.per_page, Number(counted.total)),
        message: 'Orders retrieved.',
      };
    }),

    implement(orders.statistics, async ({ user }) => {
      const country = await requireCountry(db, user.country_code ?? DEFAULT_COUNTRY);
      const row = await db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('id').filterWhere('status', '=', 'pending_payment').as('pending'),
          eb.fn.count<number>('id').filterWhere('status', 'in', ['completed', 'delivered']).as('completed'),
          eb.fn.count<number>('id').filterWhere('status', 'in', ['cancelled', 'failed']).as('cancelled'),
          eb.fn
            .coalesce(
              eb.fn
                .sum<number>('total_amount')
                .filterWhere('paid_at', 'is not', null)
                .filterWhere('currency_code', '=', country.currency_code),
              eb.lit(0),
            )
            .as('spent'),
        ])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      return {
        data: {
          total_orders: Number(row.total),
          pending_orders: Number(row.pending),
          completed_orders: Number(row.completed),
          cancelled_orders: Number(row.cancelled),
          total_spent: money(Number(row.spent), country),
        },
        message: 'Order statistics retrieved.',
      };
    }),

    implement(orders.get, async ({ user, params, c }) => {
      await ownOrder(user.id, params.id);
      const [order] = await presentOrders(deps, [params.id], apiOrigin(deps, c));
      if (!order) throw notFound('The order was not found.');
      return { data: order, message: 'Order retrieved.' };
    }),

    implement(orders.activities, async ({ user, params }) => {
      await ownOrder(user.id, params.id);
      const rows = await db
        .selectFrom('order_activities')
        .selectAll()
        .where('order_id', '=', params.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        data: rows.map((row) => ({
          id: row.id,
          order_id: row.order_id,
          status: row.status,
          description: row.description,
          created_at: row.created_at.toISOString(),
        })),
        message: 'Order activities retrieved.',
      };
    }),
  ];
}
