/**
 * Book orders in the back office and their refunds (issue 28). A refund locks the order, checks the
 * items are paid and not refunded yet (else a 409: another operator refunded them first), asks the
 * payment provider to pay the amount back (the demo's test payments are refunded at once), then, in the
 * same transaction: records the refund, ends the access the refunded items gave, reverses the sellers'
 * earnings (a negative entry held like the sale while the sale is on hold, else due at once: a debt),
 * withdraws the buyer's reviews of the refunded books from their figures, and appends the audit entry.
 */
import { formatPrice } from '@bookstore/api-client/constants';
import type { AppDeps } from '../../context.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { Conflict, Invalid, invalid, notFound, Unavailable, UpstreamFailed } from '../../domain/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { shortUid } from '../../lib/crypto.ts';
import { logger } from '../../log.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import {
  adminOrderRow,
  lockOrderRow,
  markItemsRefunded,
  orderItemRowsFor,
  orderItemsOf,
  ordersPage,
  paymentsOf,
  refundsOf,
  revokeLibrary,
  saleEntriesOf,
  setPaymentRefunded,
  successfulPayment,
  type AdminOrderRow,
} from './admin-orders.queries.ts';
import { addOrderActivity } from '../orders/orders.queries.ts';
import { insertRefund, insertRevenue } from '../payments/settlement.queries.ts';
import { recordAction, refuseOwn, type WebActor } from '../accounts/audit.ts';
import { withdrawRefundedReviews } from '../reviews/reviews.ts';
import { reverseCommissions } from '../partners/commission.ts';

/** Order states after payment: the ones a refund applies to. */
const PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'completed'];

/** The orders with their items, payments and refunds, for the answer. */
export async function withDetails(deps: Pick<AppDeps, 'db'>, orders: AdminOrderRow[]) {
  const ids = orders.map((o) => o.id);
  if (ids.length === 0) return [];
  const [items, payments, refunds] = await Promise.all([
    orderItemsOf(deps.db, ids),
    paymentsOf(deps.db, ids),
    refundsOf(deps.db, ids),
  ]);
  return orders.map((order) => ({
    order,
    items: items.filter((i) => i.order_id === order.id),
    payment: payments.find((p) => p.order_id === order.id) ?? null,
    refunds: refunds.filter((r) => r.order_id === order.id),
  }));
}

export type OrderDetails = Awaited<ReturnType<typeof withDetails>>[number];

export async function listOrders(
  deps: Pick<AppDeps, 'db'>,
  query: { status?: OrderStatus | undefined; q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total } = await ordersPage(deps.db, query, query.page, query.per_page);
  return pageOf(await withDetails(deps, rows), query.page, query.per_page, total);
}

export async function orderDetails(deps: Pick<AppDeps, 'db'>, id: number): Promise<OrderDetails> {
  const row = await adminOrderRow(deps.db, id);
  if (!row) throw notFound('The order was not found.');
  const [details] = await withDetails(deps, [row]);
  if (!details) throw notFound('The order was not found.');
  return details;
}

/** Refunds the items `itemIds` of a paid order (all that are left when absent) with a reason. */
export async function refundOrder(
  deps: AppDeps,
  actor: WebActor,
  orderId: number,
  request: { item_ids?: number[] | undefined; reason: string },
) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrderRow(trx, orderId);
    if (!order) throw notFound('The order was not found.');
    refuseOwn(actor, order.user_id, 'your own order');
    const payment = await successfulPayment(trx, order.id);
    if (!PAID.includes(order.status) || !payment) {
      const refunded = order.status !== 'pending_payment' && order.status !== 'cancelled';
      throw refunded
        ? new Conflict(`Order ${order.uid} is already refunded.`)
        : new Invalid(undefined, `Order ${order.uid} is not paid, so there is nothing to refund.`);
    }
    const items = await orderItemRowsFor(trx, order.id);
    const wanted = request.item_ids ?? items.filter((i) => i.refunded_at === null).map((i) => i.id);
    const unknown = wanted.filter((id) => !items.some((i) => i.id === id));
    if (unknown.length > 0)
      throw invalid('item_ids', `Item ${unknown.join(', ')} is not in order ${order.uid}.`);
    const chosen = items.filter((i) => wanted.includes(i.id));
    const done = chosen.filter((i) => i.refunded_at !== null);
    if (done.length > 0 || chosen.length === 0) {
      throw new Conflict(
        `${chosen.length === 0 ? 'Every item' : `"${done[0]?.title ?? ''}"`} of order ${order.uid} is already refunded.`,
      );
    }
    // The delivery fee goes back with the refund that leaves nothing of the order unrefunded.
    const last = items.every((i) => i.refunded_at !== null || wanted.includes(i.id));
    const amount =
      chosen.reduce((sum, i) => sum + i.total_amount, 0) + (last ? order.delivery_fee_amount : 0);
    const reference = `RF-${shortUid(10).toUpperCase()}`;
    let providerReference: string | null = `test-${reference}`;
    if (payment.gateway !== 'test') {
      if (!deps.payments)
        throw new Unavailable('The payment provider is not configured, so refunds cannot be sent.');
      try {
        const result = await deps.payments.refund({
          reference: payment.reference,
          amount,
          currency: order.currency_code,
          note: `${order.uid}: ${request.reason}`.slice(0, 200),
        });
        providerReference = result.providerReference;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.error({ err: error }, `Refund of ${order.uid} failed at the provider`);
        throw new UpstreamFailed(
          'The payment provider did not accept the refund; nothing was changed. Try again later.',
        );
      }
    }
    const refund = await insertRefund(trx, {
      order_id: order.id,
      payment_id: payment.id,
      reference,
      amount,
      currency_code: order.currency_code,
      reason: request.reason,
      operator_id: actor.operatorId,
      provider_reference: providerReference,
      created_at: now,
    });
    await markItemsRefunded(
      trx,
      chosen.map((i) => i.id),
      refund.id,
      now,
    );
    const books = chosen
      .filter((i) => i.type !== 'printbook' && i.book_id !== null)
      .map((i) => i.book_id ?? 0);
    if (books.length > 0) await revokeLibrary(trx, order.user_id, order.id, books);
    // Issue 42: the buyer's reviews of what is refunded leave the figures (when no purchase is left).
    await withdrawRefundedReviews(
      trx,
      order.user_id,
      chosen.flatMap((i) => (i.book_id === null ? [] : [i.book_id])),
      now,
    );
    for (const sale of await saleEntriesOf(
      trx,
      chosen.map((i) => i.id),
    )) {
      const held = sale.available_at > now;
      await insertRevenue(trx, {
        user_id: sale.user_id,
        kind: 'refund',
        amount: -sale.amount,
        gross_amount: -sale.gross_amount,
        fee_amount: -sale.fee_amount,
        currency_code: sale.currency_code,
        description: held
          ? `Refund of a sale on hold (${order.uid}): ${request.reason}`
          : `Refund of a sale already paid out to your balance (${order.uid}), owed back: ${request.reason}`,
        available_at: held ? sale.available_at : now,
        order_item_id: sale.order_item_id,
        created_at: now,
      });
    }
    // Issue 43: the partner's commissions on the refunded lines go back, in this transaction too.
    await reverseCommissions(
      trx,
      chosen.map((i) => i.id),
      order.uid,
      request.reason,
      now,
    );
    if (last) await setPaymentRefunded(trx, payment.id, now);
    await addOrderActivity(
      trx,
      order.id,
      order.status,
      `Refunded ${formatPrice(amount / 100, order.currency_symbol)}: ${request.reason}`,
      now,
    );
    await recordAction(trx, actor, now, {
      action: 'order.refund',
      target: { type: 'order', id: order.uid, label: order.uid },
      reason: request.reason,
      before: {
        refunded_item_ids: items.filter((i) => i.refunded_at !== null).map((i) => i.id),
        payment: 'successful',
      },
      after: {
        refunded_item_ids: items
          .filter((i) => i.refunded_at !== null || wanted.includes(i.id))
          .map((i) => i.id),
        payment: last ? 'refunded' : 'successful',
        amount,
        refund: reference,
      },
    });
  });
  return orderDetails(deps, orderId);
}
