import type { DeliveryAddress, Order, Payment } from '@bookstore/api-client/contract';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Payment as PaymentRow } from '../db/schema.ts';
import { money } from '../money.ts';
import { coverUrl } from './books.ts';

/** This API's own origin, for links it hands out (PUBLIC_URL when behind a proxy). */
export function apiOrigin(deps: AppDeps, c: Context<AppEnv>): string {
  return deps.config.publicUrl || new URL(c.req.url).origin;
}

export function checkoutUrl(origin: string, paymentUid: string): string {
  return `${origin}/pay/${paymentUid}`;
}

export function presentPayment(row: PaymentRow, orderReference: string, origin: string): Payment {
  return {
    id: row.id,
    reference: row.reference,
    order_id: row.order_id ?? 0,
    order_reference: orderReference,
    amount: money(row.amount, row),
    status: row.status,
    provider: row.provider,
    checkout_url: row.status === 'pending' ? checkoutUrl(origin, row.uid) : null,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function isDeliveryAddress(value: unknown): value is DeliveryAddress {
  return typeof value === 'object' && value !== null && 'full_name' in value && 'state' in value;
}

/** Whole orders (items, address as it was when ordered, latest payment), in the order of `orderIds`. */
export async function presentOrders(deps: AppDeps, orderIds: number[], origin: string): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const { db } = deps;
  const [orders, items, payments] = await Promise.all([
    db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute(),
    db
      .selectFrom('order_items as oi')
      .leftJoin('books as b', 'b.id', 'oi.book_id')
      .selectAll('oi')
      .select(['b.uid as book_uid', 'b.slug as book_slug'])
      .where('oi.order_id', 'in', orderIds)
      .orderBy('oi.id')
      .execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return orderIds.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    const payment = payments.find((p) => p.order_id === id);
    const orderItems = items.filter((i) => i.order_id === id);
    return [
      {
        id: order.id,
        reference: order.uid,
        status: order.status,
        items: orderItems.map((item) => ({
          id: item.id,
          book: {
            uid: item.book_uid ?? `removed-${item.id}`,
            slug: item.book_slug ?? `removed-${item.id}`,
            title: item.title,
            type: item.type,
            cover_path: coverUrl(deps, item.cover_path, item.title),
            price: money(item.unit_amount, order),
          },
          quantity: item.quantity,
          unit_price: money(item.unit_amount, order),
          total: money(item.total_amount, order),
        })),
        items_count: orderItems.reduce((sum, item) => sum + item.quantity, 0),
        subtotal: money(order.subtotal_amount, order),
        delivery_fee: money(order.delivery_fee_amount, order),
        total: money(order.total_amount, order),
        delivery_address: isDeliveryAddress(order.delivery_address) ? order.delivery_address : null,
        payment: payment ? presentPayment(payment, order.uid, origin) : null,
        created_at: order.created_at.toISOString(),
        updated_at: order.updated_at.toISOString(),
      },
    ];
  });
}
