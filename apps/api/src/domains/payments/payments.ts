import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import { storeOrigin, storePaymentUrl } from '../../lib/links.ts';
import { voOrderUidOfPayment } from './voiceover-orders.queries.ts';
import type { Database, PaymentStatus, User } from '../../db/schema.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
import {
  orderItemTitles,
  paymentByReference,
  paymentTargetByUid,
  userPayment,
  userPaymentByUid,
  userPayments,
  userPaymentStatistics,
} from '../orders/orders.queries.ts';
import { homeCountry } from '../catalogue/home-country.ts';
import { loadOrders } from '../orders/orders.ts';
import { settlePayment } from './settlement.ts';
import { logger } from '../../log.ts';

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

/**
 * One of the user's payments with its book order (no order bundle for a voiceover order's payment);
 * anyone else's is a 404.
 */
export async function ownPaymentWithOrder(db: Kysely<Database>, userId: number, paymentId: number) {
  const row = await userPayment(db, userId, paymentId);
  if (!row) throw notFound('The payment was not found.');
  const bundle = row.order_id === null ? null : await loadOrders(db, [row.order_id]);
  return { payment: row, bundle };
}

/** A payment of the signed-in user by its public uid (the hosted payment page), or undefined. */
export const paymentByUid = (db: Kysely<Database>, userId: number, uid: string) =>
  userPaymentByUid(db, userId, uid);

/**
 * The store's page of what a test payment pays for (its book order or voiceover order; the book orders
 * when the uid names none), for the payment page's way back. The store's page asks for the buyer's
 * session itself, so naming it to whoever holds the payment link gives nothing away.
 */
export async function paymentTargetPath(db: Kysely<Database>, uid: string): Promise<string> {
  const target = await paymentTargetByUid(db, uid);
  if (target?.vo_order_uid) return `/myaccount/orders/voiceovers/${target.vo_order_uid}`;
  if (target?.order_id) return `/myaccount/orders/books/${target.order_id}`;
  return '/myaccount/orders/books';
}

/** What the order a payment pays for holds (nothing for a voiceover order's payment). */
export async function paymentItems(db: Kysely<Database>, payment: { order_id: number | null }) {
  return payment.order_id ? orderItemTitles(db, payment.order_id) : [];
}

/** What became of a provider's payment after asking the provider. */
export type ConfirmOutcome =
  { status: 'unknown' } | { status: 'settled' | 'pending' | 'mismatch'; paymentId: number };

/**
 * Settles a provider's payment from what the provider says (server to server), never from what the
 * buyer's browser or the webhook body claim: a successful transaction settles the payment only when its
 * amount and currency are the payment's own (the server-computed total). Idempotent: the payment row is
 * locked while settling, and a payment already settled stays as it is, so the same event twice (webhook
 * and return, or a retried webhook) settles once.
 */
export async function confirmProviderPayment(deps: AppDeps, reference: string): Promise<ConfirmOutcome> {
  const provider = deps.payments;
  const payment = await paymentByReference(deps.db, reference);
  if (!provider || !payment || payment.gateway !== provider.name) return { status: 'unknown' };
  if (payment.status !== 'pending') return { status: 'settled', paymentId: payment.id };
  const check = await provider.verify(reference);
  if (check.status === 'pending') return { status: 'pending', paymentId: payment.id };
  if (
    check.status === 'success' &&
    (check.amount !== payment.amount || check.currency !== payment.currency_code.toUpperCase())
  ) {
    logger.error(
      `Payment ${reference}: ${provider.name} charged ${check.amount} ${check.currency}, the order is ${payment.amount} ${payment.currency_code}; not settled.`,
    );
    return { status: 'mismatch', paymentId: payment.id };
  }
  try {
    // The provider has charged a successful payment: an order refused now is refunded (issue 41).
    await settlePayment(deps, payment.id, check.status === 'success' ? 'successful' : 'failed', {
      charged: check.status === 'success',
    });
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
  }
  return { status: 'settled', paymentId: payment.id };
}

/**
 * Where the buyer lands after paying: a voiceover order's own page (where they start the job), or the
 * store's page of the payment for book orders (and of all payments when it is unknown).
 */
export async function storeReturnUrl(deps: AppDeps, paymentId: number | null): Promise<string> {
  if (paymentId !== null) {
    const order = await voOrderUidOfPayment(deps.db, paymentId);
    if (order) return `${storeOrigin(deps)}/myaccount/orders/voiceovers/${order.uid}`;
  }
  return storePaymentUrl(deps, paymentId);
}
