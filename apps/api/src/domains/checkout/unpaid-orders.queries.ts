/** The SQL of the unpaid-order rules (domains/checkout/unpaid-orders.ts): the per-user limit and the expiry. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** When each of the user's unpaid book orders placed after `cutoff` was placed, oldest first. */
export function unpaidOrderTimes(db: Kysely<Database>, userId: number, cutoff: Date) {
  return db
    .selectFrom('orders')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_payment')
    .where('created_at', '>', cutoff)
    .orderBy('created_at', 'asc')
    .execute();
}

/** Up to `limit` unpaid book orders placed at or before `cutoff` (their ids, oldest first). */
export function dueUnpaidOrders(db: Kysely<Database>, cutoff: Date, limit: number) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('created_at', '<=', cutoff)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** An order's pending payments (their reference and gateway). */
export function pendingPaymentsOf(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['reference', 'gateway'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/** Locks an order's payment rows until the transaction ends. */
export async function lockOrderPayments(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx.selectFrom('payments').select('id').where('order_id', '=', orderId).forUpdate().execute();
}

/** Locks an order unless another transaction holds it (SKIP LOCKED): its status and time, or undefined. */
export function claimOrder(trx: Kysely<Database>, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'status', 'created_at'])
    .where('id', '=', orderId)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Fails an order's pending payments. */
export async function failPendingPayments(trx: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'failed', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}
