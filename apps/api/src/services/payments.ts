import type { Kysely } from 'kysely';
import type { Database, PaymentStatus, User } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { offsetOf } from '../http/pagination.ts';
import {
  orderItemTitles,
  userPayment,
  userPaymentByUid,
  userPayments,
  userPaymentStatistics,
} from '../queries/orders.ts';
import { homeCountry } from './home-country.ts';
import { loadOrders } from './orders.ts';

/** A page of the user's book-order payments, each with its order's reference. */
export async function paymentsPage(
  db: Kysely<Database>,
  userId: number,
  query: { status?: PaymentStatus | undefined; page: number; per_page: number },
) {
  return userPayments(db, userId, query.status, {
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
}

/** The user's payment counts, and what they paid in their own country's currency. */
export async function paymentStatistics(db: Kysely<Database>, user: Pick<User, 'id' | 'country_code'>) {
  const country = await homeCountry(db, user);
  const row = await userPaymentStatistics(db, user.id, country.currency_code);
  return {
    country,
    total: Number(row.total),
    successful: Number(row.successful),
    failed: Number(row.failed),
    paid: Number(row.paid),
  };
}

/** One of the user's book-order payments with its order; anyone else's is a 404. */
export async function ownPaymentWithOrder(db: Kysely<Database>, userId: number, paymentId: number) {
  const row = await userPayment(db, userId, paymentId);
  if (!row || row.order_id === null) throw notFound('The payment was not found.');
  const { order_reference, ...payment } = row;
  return { payment, orderReference: order_reference, bundle: await loadOrders(db, [row.order_id]) };
}

/** A payment of the signed-in user by its public uid (the hosted payment page), or undefined. */
export const paymentByUid = (db: Kysely<Database>, userId: number, uid: string) =>
  userPaymentByUid(db, userId, uid);

/** What the order a payment pays for holds (nothing for a voiceover order's payment). */
export async function paymentItems(db: Kysely<Database>, payment: { order_id: number | null }) {
  return payment.order_id ? orderItemTitles(db, payment.order_id) : [];
}
