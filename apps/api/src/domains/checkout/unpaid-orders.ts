/*
 * Unpaid book orders hold print stock until they are paid or expire: one user may hold only a few, and
 * a scheduled job (domains/jobs/handlers.ts) cancels those left unpaid past UNPAID_ORDER_MINUTES.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { RateLimited } from '../../domain/errors.ts';
import {
  claimOrder,
  dueUnpaidOrders,
  failPendingPayments,
  lockOrderPayments,
  pendingPaymentsOf,
  unpaidOrderTimes,
} from './unpaid-orders.queries.ts';
import { confirmProviderPayment } from '../payments/payments.ts';
import { cancelOrder } from '../payments/settlement.ts';
import { logger } from '../../log.ts';

/** The moment before which an unpaid order has expired. */
function unpaidCutoff(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() - deps.config.unpaidOrderMinutes * 60_000);
}

/**
 * One user may hold at most MAX_UNPAID_ORDERS unpaid book orders (each holds print stock until it is
 * paid or expires): the next checkout is a 429 whose Retry-After is when the oldest of them expires.
 * Orders already past their time count as gone (the expiry job may not have run yet).
 */
export async function refusePastUnpaidLimit(
  trx: Kysely<Database>,
  deps: AppDeps,
  userId: number,
  now: Date,
): Promise<void> {
  const max = deps.config.maxUnpaidOrders;
  const unpaid = await unpaidOrderTimes(trx, userId, unpaidCutoff(deps, now));
  if (unpaid.length < max) return;
  const oldest = unpaid[0]?.created_at ?? now;
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest.getTime() + deps.config.unpaidOrderMinutes * 60_000 - now.getTime()) / 1000),
  );
  throw new RateLimited(
    `You have ${unpaid.length} unpaid orders. Pay for or cancel one of them before placing another; ` +
      `unpaid orders are cancelled after ${deps.config.unpaidOrderMinutes} minutes.`,
    retryAfter * 1000,
  );
}

/**
 * Asks the provider about an order's pending payments (server to server), so one the buyer paid at the
 * last moment is settled rather than cancelled. False when the provider could not answer about one:
 * the order then waits for the next run.
 */
async function askProvider(deps: AppDeps, orderId: number): Promise<boolean> {
  const provider = deps.payments;
  if (!provider) return true;
  let answered = true;
  for (const payment of await pendingPaymentsOf(deps.db, orderId)) {
    if (payment.gateway !== provider.name) continue;
    try {
      await confirmProviderPayment(deps, payment.reference);
    } catch (error) {
      answered = false;
      logger.warn(
        `Unpaid order ${orderId}: ${provider.name} could not be asked about ${payment.reference} (${
          error instanceof Error ? error.message : String(error)
        }); it is kept until the next run.`,
      );
    }
  }
  return answered;
}

/**
 * Cancels book orders left unpaid past UNPAID_ORDER_MINUTES: the pending payment fails, the print stock
 * comes back, and the order's history says why. Each order is claimed with FOR UPDATE SKIP LOCKED and
 * checked again under the lock, so several API processes running this at once (or a payment settling at
 * the same moment) cancel each order once and never cancel a paid one. A provider's payment is asked
 * about first (askProvider). Answers the ids of the cancelled orders.
 */
export async function expireUnpaidOrders(deps: AppDeps, now: Date = deps.clock()): Promise<number[]> {
  const cutoff = unpaidCutoff(deps, now);
  const cancelled: number[] = [];
  for (const { id } of await dueUnpaidOrders(deps.db, cutoff, 500)) {
    if (!(await askProvider(deps, id))) continue;
    const done = await deps.db.transaction().execute(async (trx) => {
      // Payment rows first, then the order: the order settlePayment locks them in, so never a deadlock.
      await lockOrderPayments(trx, id);
      const order = await claimOrder(trx, id);
      if (!order || order.status !== 'pending_payment' || order.created_at > cutoff) return false;
      await failPendingPayments(trx, id, now);
      await cancelOrder(
        trx,
        id,
        `The order was not paid within ${deps.config.unpaidOrderMinutes} minutes, so it was cancelled and its books released.`,
        now,
      );
      return true;
    });
    if (done) cancelled.push(id);
  }
  return cancelled;
}
