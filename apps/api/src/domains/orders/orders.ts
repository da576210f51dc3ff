/*
 * Book orders, read: a page of the user's orders, one order's history, the statistics. Placing an order
 * is domains/checkout/checkout.ts, paying for it domains/payments/settlement.ts, cancelling the unpaid ones
 * domains/checkout/unpaid-orders.ts.
 */
import type { Kysely } from 'kysely';
import type { Database, OrderStatus, User } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
import {
  orderActivities,
  ordersWithItems,
  userOrder,
  userOrderIds,
  userOrderStatistics,
  type OrderBundle,
} from './orders.queries.ts';
import { homeCountry } from '../catalogue/home-country.ts';

/** Orders with their items and payments, for presenting; nothing for no ids. */
export async function loadOrders(db: Kysely<Database>, orderIds: number[]): Promise<OrderBundle> {
  if (orderIds.length === 0) return { orders: [], items: [], payments: [] };
  return ordersWithItems(db, orderIds);
}

/** One of the user's orders; anyone else's is a 404. */
export async function ownOrder(db: Kysely<Database>, userId: number, orderId: number) {
  const order = await userOrder(db, userId, orderId);
  if (!order) throw notFound('The order was not found.');
  return order;
}

/** A page of the user's orders (ids newest first, and their bundle). */
export async function ordersPage(
  db: Kysely<Database>,
  userId: number,
  query: { status?: OrderStatus | undefined; page: number; per_page: number },
) {
  const { total, rows } = await userOrderIds(db, userId, query.status, {
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  const ids = rows.map((r) => r.id);
  return { total, ids, bundle: await loadOrders(db, ids) };
}

/** The history of one of the user's orders. */
export async function ownOrderActivities(db: Kysely<Database>, userId: number, orderId: number) {
  await ownOrder(db, userId, orderId);
  return orderActivities(db, orderId);
}

/** The user's order counts, and what they spent in their own country's currency. */
export async function orderStatistics(db: Kysely<Database>, user: Pick<User, 'id' | 'country_code'>) {
  const country = await homeCountry(db, user);
  const row = await userOrderStatistics(db, user.id, country.currency_code);
  return {
    country,
    total: Number(row.total),
    pending: Number(row.pending),
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
    spent: Number(row.spent),
  };
}
