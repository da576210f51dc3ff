/*
 * Settling a payment, in one transaction: a paid book order puts its ebooks and audiobooks in the
 * library, moves print orders on, counts the sales and credits each seller's revenue, and the buyer gets
 * a receipt queued in that transaction; a failed payment cancels the order and returns its print stock. A
 * voiceover order's payment is handed to domains/payments/voiceover-activity.ts.
 */
import { formatPrice } from '@bookstore/api-client/constants';
import type { Insertable, Kysely } from 'kysely';
import { shortUid } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { Database, OrderStatus, RevenuesTable } from '../../db/schema.ts';
import { Conflict, notFound } from '../../domain/errors.ts';
import { orderPaidMail, orderRefusedMail } from '../../mail/templates.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import { logger } from '../../log.ts';
import { money } from '../../money.ts';
import { userContact } from '../orders/checkout.queries.ts';
import { addOrderActivity } from '../orders/orders.queries.ts';
import {
  countSale,
  grantLibrary,
  insertRefund,
  insertRevenue,
  lockOrder,
  lockPayment,
  offSaleItems,
  orderItemRows,
  returnStock,
  setOrderStatus,
  settlePaymentRow,
} from './settlement.queries.ts';
import { mailVoStep, refuseVoOrder, settleVoOrderPayment, voArtistSuspended } from './voiceover-activity.ts';
import { creditCommissions } from '../partners/commission.ts';

/** The platform keeps this share of each sale; the rest is the seller's revenue. */
export const PLATFORM_FEE_PERCENT = 20;
/** Sale revenue becomes withdrawable after this many days (refund window). */
export const REVENUE_HOLD_DAYS = 7;

export type PaymentOutcome = 'successful' | 'failed';

type Order = Awaited<ReturnType<typeof lockOrder>>;
type OrderItem = Awaited<ReturnType<typeof orderItemRows>>[number];
interface PaidMail {
  to: string;
  username: string;
  reference: string;
  total: string;
}

/**
 * Settles a pending payment (the hosted test page's Pay or Cancel, or the provider's verified answer).
 * Settling twice changes nothing: the second is a 409. A book order with a line that left sale since
 * checkout (taken down, or its seller suspended) is refused instead of paid (issue 41): cancelled, the
 * provider's charge (`charged`) refunded in full, the buyer mailed and the order's history saying why.
 */
export async function settlePayment(
  deps: AppDeps,
  paymentId: number,
  outcome: PaymentOutcome,
  options: { charged?: boolean } = {},
): Promise<'settled' | 'refused'> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment) throw notFound('The payment was not found.');
    if (payment.status !== 'pending') throw new Conflict('This payment has already been settled.');
    if (payment.vo_order_id !== null) {
      if (outcome === 'successful' && (await voArtistSuspended(trx, payment.vo_order_id))) {
        const refunded = await refundCharge(deps, payment, options, 'the artist is suspended');
        await settlePaymentRow(trx, payment.id, refunded ? 'refunded' : 'failed', now);
        await mailVoStep(deps, await refuseVoOrder(trx, payment.vo_order_id, refunded !== null, now), trx);
        return 'refused';
      }
      await settlePaymentRow(trx, payment.id, outcome, now);
      const step = await settleVoOrderPayment(trx, payment.vo_order_id, outcome, shortUid(12), now);
      await mailVoStep(deps, step, trx);
      return 'settled';
    }
    if (payment.order_id === null) {
      await settlePaymentRow(trx, payment.id, outcome, now);
      return 'settled';
    }
    const order = await lockOrder(trx, payment.order_id);
    if (outcome === 'failed') {
      await settlePaymentRow(trx, payment.id, outcome, now);
      await cancelOrder(trx, order.id, 'The payment was cancelled, so the order was cancelled.', now);
      return 'settled';
    }
    const refused = await offSaleItems(trx, order.id);
    if (refused.length > 0) {
      await refuseOrder(deps, trx, { payment, order, titles: refused.map((i) => i.title) }, options, now);
      return 'refused';
    }
    await settlePaymentRow(trx, payment.id, outcome, now);
    await fulfilOrder(trx, order, payment.reference, now);
    const mail = await receiptOf(trx, order);
    await deps.mailer.send(orderPaidMail(mail.to, mail.username, mail.reference, mail.total), trx);
    return 'settled';
  });
}

type Payment = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;

/**
 * Pays back in full a payment the provider already charged (`charged`; the test page's never is):
 * the provider's answer, or null when nothing was charged. A provider refusing throws.
 */
async function refundCharge(deps: AppDeps, payment: Payment, options: { charged?: boolean }, note: string) {
  if (options.charged !== true || payment.gateway === 'test') return null;
  if (!deps.payments) throw new PaymentProviderError('The payment provider is not configured.');
  return deps.payments.refund({
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency_code,
    note: note.slice(0, 200),
  });
}

/**
 * Refuses a book order at payment (`titles` left sale): nothing is charged on the test page; a
 * provider's charge is refunded in full (a provider refusing the refund throws, so the webhook is
 * retried and nothing changes meanwhile). The order is cancelled with the reason in its history.
 */
async function refuseOrder(
  deps: AppDeps,
  trx: Kysely<Database>,
  refusal: { payment: Payment; order: Order; titles: string[] },
  options: { charged?: boolean },
  now: Date,
): Promise<void> {
  const { payment, order, titles } = refusal;
  const why = `${titles.map((t) => `"${t}"`).join(', ')} ${titles.length === 1 ? 'is' : 'are'} no longer on sale`;
  const result = await refundCharge(deps, payment, options, `${order.uid}: ${why}`);
  const charged = result !== null;
  const total = money(payment.amount, order);
  if (result) {
    const reference = `RF-${shortUid(10).toUpperCase()}`;
    await insertRefund(trx, {
      order_id: order.id,
      payment_id: payment.id,
      reference,
      amount: payment.amount,
      currency_code: order.currency_code,
      reason: `Refused at payment: ${why}.`,
      operator_id: null,
      provider_reference: result.providerReference,
      created_at: now,
    });
    await settlePaymentRow(trx, payment.id, 'refunded', now);
    logger.warn(`Payment ${payment.reference} refunded: order ${order.uid} had ${why}.`);
  } else {
    await settlePaymentRow(trx, payment.id, 'failed', now);
  }
  const amount = formatPrice(total.amount, total.currency_symbol);
  await cancelOrder(
    trx,
    order.id,
    charged
      ? `Refused at payment: ${why}. Your payment of ${amount} is refunded.`
      : `Refused at payment: ${why}. Nothing was charged.`,
    now,
  );
  const buyer = await userContact(trx, order.user_id);
  await deps.mailer.send(
    orderRefusedMail(buyer.email, buyer.username, {
      reference: order.uid,
      titles,
      refunded: charged ? amount : null,
    }),
    trx,
  );
}

/** Cancels a book order (its payment failed, or it was never paid): its print stock goes back on sale. */
export async function cancelOrder(
  trx: Kysely<Database>,
  orderId: number,
  why: string,
  now: Date,
): Promise<void> {
  for (const item of await orderItemRows(trx, orderId)) {
    if (item.type !== 'printbook' || item.book_id === null) continue;
    await returnStock(trx, item.book_id, item.quantity);
  }
  await setOrderStatus(trx, orderId, { status: 'cancelled', cancelled_at: now, updated_at: now });
  await addOrderActivity(trx, orderId, 'cancelled', why, now);
}

/** A paid book order: its history, the library grants, the sales counts and the sellers' revenue. */
async function fulfilOrder(trx: Kysely<Database>, order: Order, paymentReference: string, now: Date) {
  const items = await orderItemRows(trx, order.id);
  const hasPrint = items.some((i) => i.type === 'printbook');
  const status: OrderStatus = hasPrint ? 'processing' : 'completed';
  await setOrderStatus(trx, order.id, { status, paid_at: now, updated_at: now });
  await addOrderActivity(trx, order.id, 'paid', `Payment ${paymentReference} received.`, now);
  const digital = items.filter((i) => i.type !== 'printbook' && i.book_id !== null);
  if (digital.length > 0) {
    await grantLibrary(
      trx,
      digital.map((i) => ({
        user_id: order.user_id,
        book_id: i.book_id ?? 0,
        order_id: order.id,
        created_at: now,
      })),
    );
  }
  await addOrderActivity(
    trx,
    order.id,
    status,
    hasPrint
      ? digital.length > 0
        ? 'Ebooks and audiobooks are in your library; print books are being prepared for shipping.'
        : 'Your print books are being prepared for shipping.'
      : 'Your books are in your library.',
    new Date(now.getTime() + 1),
  );
  for (const item of items) {
    if (item.book_id !== null) await countSale(trx, item.book_id, item.quantity);
    await creditSeller(trx, order, item, now);
  }
  // Issue 43: the partner the order is attributed to earns a part of the store's share, in this ledger.
  await creditCommissions(
    trx,
    order,
    items,
    { storeSharePercent: PLATFORM_FEE_PERCENT, holdDays: REVENUE_HOLD_DAYS },
    now,
  );
}

/** The seller's revenue from one line of a paid order. */
async function creditSeller(trx: Kysely<Database>, order: Order, item: OrderItem, now: Date) {
  // A seller buying their own book earns nothing from it (no revenue row for that line).
  if (item.seller_id === null || item.seller_id === order.user_id) return;
  await creditRevenue(
    trx,
    {
      user_id: item.seller_id,
      kind: 'sale',
      gross: item.total_amount,
      currency_code: order.currency_code,
      description: `Sale of ${item.quantity} × "${item.title}" (${order.uid})`,
      order_item_id: item.id,
    },
    now,
  );
}

/**
 * Credits a seller's or an artist's revenue ledger with a sale or a job (`gross` in minor units; nothing
 * for nothing): the platform keeps PLATFORM_FEE_PERCENT, and the rest is withdrawable after
 * REVENUE_HOLD_DAYS (the refund window).
 */
export async function creditRevenue(
  trx: Kysely<Database>,
  credit: Pick<
    Insertable<RevenuesTable>,
    'user_id' | 'kind' | 'currency_code' | 'description' | 'order_item_id' | 'vo_order_id'
  > & { gross: number },
  now: Date,
): Promise<void> {
  const { gross, ...row } = credit;
  if (gross <= 0) return;
  const fee = Math.round((gross * PLATFORM_FEE_PERCENT) / 100);
  await insertRevenue(trx, {
    ...row,
    amount: gross - fee,
    gross_amount: gross,
    fee_amount: fee,
    available_at: new Date(now.getTime() + REVENUE_HOLD_DAYS * 86_400_000),
    created_at: now,
  });
}

/** The receipt to mail once the payment has committed. */
async function receiptOf(trx: Kysely<Database>, order: Order): Promise<PaidMail> {
  const buyer = await userContact(trx, order.user_id);
  const total = money(order.total_amount, order);
  return {
    to: buyer.email,
    username: buyer.username,
    reference: order.uid,
    total: formatPrice(total.amount, total.currency_symbol),
  };
}
