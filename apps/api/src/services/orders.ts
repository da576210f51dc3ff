import type { DeliveryAddress } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import { shortUid } from '../auth/crypto.ts';
import type { AppDeps } from '../context.ts';
import type { Database, OrderStatus, PaymentGateway } from '../db/schema.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { orderPaidMail } from '../mail/templates.ts';
import { money } from '../money.ts';
import { loadDeliveryAddresses } from './account.ts';
import { cartRows } from '../queries/cart.ts';
import { PUBLISHED } from '../db/plans.ts';
import type { User } from '../db/schema.ts';
import { offsetOf } from '../http/pagination.ts';
import {
  ordersWithItems,
  orderActivities,
  paymentById,
  userOrder,
  userOrderIds,
  userOrderStatistics,
  type OrderBundle,
} from '../queries/orders.ts';
import {
  clearCart,
  countSale,
  grantLibrary,
  insertOrder,
  insertOrderActivity,
  insertOrderItems,
  insertPayment,
  lockOrder,
  lockPayment,
  lockUserCart,
  orderItemRows,
  ownedTitle,
  returnStock,
  setOrderStatus,
  settlePaymentRow,
  stockLeft,
  takeStock,
  userAddressFees,
  userContact,
} from '../queries/checkout.ts';
import { insertRevenue } from '../queries/stats.ts';
import { requireCountry, type CountryInfo } from './countries.ts';
import { homeCountry } from './home-country.ts';
import { PaymentProviderError } from '../payments/index.ts';
import { initialiseProviderPayment, paymentGateway } from './gateway.ts';
import { mailVoStep, settleVoOrderPayment, type VoStepMail } from './voiceover-activity.ts';
import {
  claimIdempotencyKey,
  IdempotentReplay,
  recordIdempotentResource,
  type IdempotencyKey,
} from './idempotency.ts';
import { logger } from '../log.ts';

/** The platform keeps this share of each sale; the rest is the seller's revenue. */
export const PLATFORM_FEE_PERCENT = 20;
/** Sale revenue becomes withdrawable after this many days (refund window). */
export const REVENUE_HOLD_DAYS = 7;

export interface StateFees {
  delivery_base_fee: number;
  delivery_fee_per_item: number;
}

/** Delivery fee in minor units: the state's base fee for the first print book, its per-item fee for each more. */
export function deliveryFee(state: StateFees, printQuantity: number): number {
  if (printQuantity <= 0) return 0;
  return state.delivery_base_fee + state.delivery_fee_per_item * (printQuantity - 1);
}

/** The user's own address with its state's fees; another user's address is a 404. */
export async function ownAddress(db: Kysely<Database>, userId: number, addressId: number) {
  const address = await userAddressFees(db, userId, addressId);
  if (!address) throw notFound('The delivery address was not found.');
  return address;
}

/** The delivery fee (minor units) of `quantity` print books to one of the user's addresses, in its currency. */
export async function deliveryFeeTo(
  db: Kysely<Database>,
  userId: number,
  addressId: number,
  quantity: number,
) {
  const address = await ownAddress(db, userId, addressId);
  const country = await requireCountry(db, address.country_code, 'address_id');
  return { fee: deliveryFee(address, quantity), country };
}

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

/** Places the user's cart as an order in a country; answers the order's bundle and its payment. */
export async function placeOrder(
  deps: AppDeps,
  userId: number,
  countryCode: string,
  addressId: number | undefined,
  idempotency: IdempotencyKey | null = null,
) {
  const country = await requireCountry(deps.db, countryCode);
  let created: CreatedOrder;
  try {
    created = await createOrderFromCart(deps, userId, country, addressId, idempotency);
  } catch (error) {
    if (!(error instanceof IdempotentReplay)) throw error;
    // The key already placed an order (maybe on another process): answer that order, as it is now.
    const orderId = error.resourceId;
    const latest = await deps.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const [bundle, payment] = await Promise.all([
      loadOrders(deps.db, [orderId]),
      paymentById(deps.db, latest.id),
    ]);
    return { orderId, bundle, payment, replayed: true };
  }
  await openProviderPayment(deps, created.paymentId, created.reference);
  const [bundle, payment] = await Promise.all([
    loadOrders(deps.db, [created.orderId]),
    paymentById(deps.db, created.paymentId),
  ]);
  return { orderId: created.orderId, bundle, payment, replayed: false };
}

function addActivity(
  trx: Kysely<Database>,
  orderId: number,
  status: OrderStatus,
  description: string,
  at: Date,
): Promise<void> {
  return insertOrderActivity(trx, { order_id: orderId, status, description, created_at: at });
}

/**
 * A pending payment for a book order or a voiceover order. On the `test` gateway the hosted page at its
 * uid settles it (routes/pay.ts); a provider's payment is opened there once the order is committed
 * (openProviderPayment) and settled by its verified webhook or return (services/payments.ts).
 */
export function openPayment(
  trx: Kysely<Database>,
  gateway: PaymentGateway,
  target: { user_id: number; order_id: number } | { user_id: number; vo_order_id: number },
  amount: { amount: number; currency_code: string; currency_symbol: string },
  now: Date,
) {
  return insertPayment(trx, {
    ...target,
    ...amount,
    uid: shortUid(16),
    reference: `PAY-${shortUid(12)}`,
    provider: gateway === 'test' ? 'test' : 'card',
    gateway,
    status: 'pending',
    created_at: now,
    updated_at: now,
  });
}

/**
 * Hands a new payment to the provider (nothing to do on the test page). When the provider cannot open
 * it, the order is cancelled (its print stock returned) and the answer is a 502.
 */
export async function openProviderPayment(deps: AppDeps, paymentId: number, orderReference: string) {
  try {
    await initialiseProviderPayment(deps, paymentId, orderReference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error({ err: error }, 'The payment provider could not open the payment');
    await settlePayment(deps, paymentId, 'failed');
    throw new HttpError(
      502,
      'The payment provider could not be reached, so the order was cancelled. Please try again.',
    );
  }
}

export interface CreatedOrder {
  orderId: number;
  paymentId: number;
  /** The order's public reference (ORD-...). */
  reference: string;
}

/**
 * Turns the user's cart into an order with a pending test-mode payment, in one transaction. The cart row
 * is locked first, so concurrent checkouts of one cart make one order; print stock is taken with a
 * conditional decrement, so concurrent buyers can never take more copies than exist.
 */
export async function createOrderFromCart(
  deps: AppDeps,
  userId: number,
  country: CountryInfo,
  addressId: number | undefined,
  idempotency: IdempotencyKey | null = null,
): Promise<CreatedOrder> {
  const now = deps.clock();
  const gateway = paymentGateway(deps);
  return deps.db.transaction().execute(async (trx) => {
    // The key's row first: a retry of this request waits here, then answers the order this one made.
    await claimIdempotencyKey(trx, idempotency, now);
    const cart = await lockUserCart(trx, userId);
    // The cart row lock orders a user's checkouts, so two at once cannot both pass this count.
    await refusePastUnpaidLimit(trx, deps, userId, now);
    const items = cart
      ? await cartRows(trx, cart.id, country.code).where('b.status', '=', PUBLISHED).execute()
      : [];
    if (items.length === 0) throw invalid('cart', 'Your cart is empty.');

    const printQuantity = items.filter((i) => i.type === 'printbook').reduce((sum, i) => sum + i.quantity, 0);
    let fee = 0;
    let addressSnapshot: DeliveryAddress | null = null;
    if (printQuantity > 0) {
      if (addressId === undefined)
        throw invalid('address_id', 'A delivery address is required for print books.');
      const address = await ownAddress(trx, userId, addressId);
      if (address.country_code !== country.code) {
        throw invalid('address_id', 'The delivery address must be in the selected country.');
      }
      fee = deliveryFee(address, printQuantity);
      addressSnapshot = (await loadDeliveryAddresses(trx, userId)).find((a) => a.id === address.id) ?? null;
    }

    const digitalIds = items.filter((i) => i.type !== 'printbook').map((i) => i.book_id);
    if (digitalIds.length > 0) {
      const owned = await ownedTitle(trx, userId, digitalIds);
      if (owned !== undefined)
        throw invalid('cart', `"${owned}" is already in your library; remove it from your cart.`);
    }

    for (const item of items) {
      if (item.type !== 'printbook' || item.stock_quantity === null) continue;
      if (!(await takeStock(trx, item.book_id, item.quantity))) {
        const left = await stockLeft(trx, item.book_id);
        throw invalid('cart', `Only ${left} copies of "${item.title}" are left.`);
      }
    }

    const subtotal = items.reduce((sum, i) => sum + i.amount * i.quantity, 0);
    const order = await insertOrder(trx, {
      uid: `ORD-${shortUid(10)}`,
      user_id: userId,
      country_code: country.code,
      currency_code: country.currency_code,
      currency_symbol: country.currency_symbol,
      status: 'pending_payment',
      subtotal_amount: subtotal,
      delivery_fee_amount: fee,
      total_amount: subtotal + fee,
      delivery_address_id: addressSnapshot ? addressSnapshot.id : null,
      delivery_address: addressSnapshot ? JSON.stringify(addressSnapshot) : null,
      created_at: now,
      updated_at: now,
    });
    await insertOrderItems(
      trx,
      items.map((i) => ({
        order_id: order.id,
        book_id: i.book_id,
        seller_id: i.author_id,
        title: i.title,
        type: i.type,
        cover_path: i.cover_path,
        quantity: i.quantity,
        unit_amount: i.amount,
        total_amount: i.amount * i.quantity,
        created_at: now,
      })),
    );
    const payment = await openPayment(
      trx,
      gateway,
      { user_id: userId, order_id: order.id },
      {
        amount: order.total_amount,
        currency_code: country.currency_code,
        currency_symbol: country.currency_symbol,
      },
      now,
    );
    await addActivity(trx, order.id, 'pending_payment', 'Order placed; waiting for payment.', now);
    if (cart) await clearCart(trx, cart.id);
    await recordIdempotentResource(trx, idempotency, order.id);
    return { orderId: order.id, paymentId: payment.id, reference: order.uid };
  });
}

export type PaymentOutcome = 'successful' | 'failed';

/**
 * Settles a pending payment (the hosted test page's Pay or Cancel). Paid book orders put ebooks and
 * audiobooks in the library, move print orders to processing and credit each seller's revenue; a failed
 * payment cancels the order and returns reserved print stock. Settling twice changes nothing.
 */
export async function settlePayment(
  deps: AppDeps,
  paymentId: number,
  outcome: PaymentOutcome,
): Promise<void> {
  const now = deps.clock();
  let paidMail: { to: string; username: string; reference: string; total: string } | null = null;
  let voStep: VoStepMail | null = null;
  await deps.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment) throw notFound('The payment was not found.');
    if (payment.status !== 'pending') throw new HttpError(409, 'This payment has already been settled.');
    await settlePaymentRow(trx, payment.id, outcome, now);

    if (payment.vo_order_id !== null) {
      voStep = await settleVoOrderPayment(trx, payment.vo_order_id, outcome, shortUid(12), now);
      return;
    }
    if (payment.order_id === null) return;
    const order = await lockOrder(trx, payment.order_id);
    const items = await orderItemRows(trx, order.id);

    if (outcome === 'failed') {
      for (const item of items) {
        if (item.type !== 'printbook' || item.book_id === null) continue;
        await returnStock(trx, item.book_id, item.quantity);
      }
      await setOrderStatus(trx, order.id, { status: 'cancelled', cancelled_at: now, updated_at: now });
      await addActivity(
        trx,
        order.id,
        'cancelled',
        'The payment was cancelled, so the order was cancelled.',
        now,
      );
      return;
    }

    const hasPrint = items.some((i) => i.type === 'printbook');
    const status: OrderStatus = hasPrint ? 'processing' : 'completed';
    await setOrderStatus(trx, order.id, { status, paid_at: now, updated_at: now });
    await addActivity(trx, order.id, 'paid', `Payment ${payment.reference} received.`, now);
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
    await addActivity(
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
      // A seller buying their own book earns nothing from it (no revenue row for that line).
      if (item.seller_id !== null && item.seller_id !== order.user_id && item.total_amount > 0) {
        const fee = Math.round((item.total_amount * PLATFORM_FEE_PERCENT) / 100);
        await insertRevenue(trx, {
          user_id: item.seller_id,
          kind: 'sale',
          amount: item.total_amount - fee,
          gross_amount: item.total_amount,
          fee_amount: fee,
          currency_code: order.currency_code,
          description: `Sale of ${item.quantity} × "${item.title}" (${order.uid})`,
          order_item_id: item.id,
          available_at: new Date(now.getTime() + REVENUE_HOLD_DAYS * 86_400_000),
          created_at: now,
        });
      }
    }
    const buyer = await userContact(trx, order.user_id);
    const total = money(order.total_amount, order);
    paidMail = {
      to: buyer.email,
      username: buyer.username,
      reference: order.uid,
      total: `${total.currency_symbol}${total.amount.toFixed(2)}`,
    };
  });
  const mail = paidMail as { to: string; username: string; reference: string; total: string } | null;
  if (mail) await deps.mailer.send(orderPaidMail(mail.to, mail.username, mail.reference, mail.total));
  await mailVoStep(deps, voStep as VoStepMail | null);
}

/** The moment before which an unpaid order has expired. */
function unpaidCutoff(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() - deps.config.unpaidOrderMinutes * 60_000);
}

/**
 * One user may hold at most MAX_UNPAID_ORDERS unpaid book orders (each holds print stock until it is
 * paid or expires): the next checkout is a 429 whose Retry-After is when the oldest of them expires.
 * Orders already past their time count as gone (the expiry job may not have run yet).
 */
async function refusePastUnpaidLimit(
  trx: Kysely<Database>,
  deps: AppDeps,
  userId: number,
  now: Date,
): Promise<void> {
  const max = deps.config.maxUnpaidOrders;
  const unpaid = await trx
    .selectFrom('orders')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_payment')
    .where('created_at', '>', unpaidCutoff(deps, now))
    .orderBy('created_at', 'asc')
    .execute();
  if (unpaid.length < max) return;
  const oldest = unpaid[0]?.created_at ?? now;
  const retryAfter = Math.max(
    1,
    Math.ceil((oldest.getTime() + deps.config.unpaidOrderMinutes * 60_000 - now.getTime()) / 1000),
  );
  throw new HttpError(
    429,
    `You have ${unpaid.length} unpaid orders. Pay for or cancel one of them before placing another; ` +
      `unpaid orders are cancelled after ${deps.config.unpaidOrderMinutes} minutes.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

/**
 * Cancels book orders left unpaid past UNPAID_ORDER_MINUTES: the pending payment fails, the print stock
 * comes back, and the order's history says why. Each order is claimed with FOR UPDATE SKIP LOCKED and
 * checked again under the lock, so several API processes running this at once (or a payment settling at
 * the same moment) cancel each order once and never cancel a paid one. A provider's payment is asked
 * about first (server to server): one the buyer paid at the last moment is settled, not cancelled, and
 * one the provider cannot answer about waits for the next run. Answers the ids of the cancelled orders.
 */
export async function expireUnpaidOrders(deps: AppDeps, now: Date = deps.clock()): Promise<number[]> {
  const cutoff = unpaidCutoff(deps, now);
  const due = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('created_at', '<=', cutoff)
    .orderBy('id')
    .limit(500)
    .execute();
  const cancelled: number[] = [];
  for (const { id } of due) {
    if (deps.payments) {
      const pending = await deps.db
        .selectFrom('payments')
        .select(['reference', 'gateway'])
        .where('order_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      let unanswered = false;
      for (const payment of pending) {
        if (payment.gateway !== deps.payments.name) continue;
        try {
          const { confirmProviderPayment } = await import('./payments.ts');
          await confirmProviderPayment(deps, payment.reference);
        } catch (error) {
          unanswered = true;
          logger.warn(
            `Unpaid order ${id}: ${deps.payments.name} could not be asked about ${payment.reference} (${
              error instanceof Error ? error.message : String(error)
            }); it is kept until the next run.`,
          );
        }
      }
      if (unanswered) continue;
    }
    const done = await deps.db.transaction().execute(async (trx) => {
      // Payment rows first, then the order: the order settlePayment locks them in, so never a deadlock.
      await trx.selectFrom('payments').select('id').where('order_id', '=', id).forUpdate().execute();
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'status', 'created_at'])
        .where('id', '=', id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!order || order.status !== 'pending_payment' || order.created_at > cutoff) return false;
      await trx
        .updateTable('payments')
        .set({ status: 'failed', updated_at: now })
        .where('order_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      for (const item of await orderItemRows(trx, id)) {
        if (item.type !== 'printbook' || item.book_id === null) continue;
        await returnStock(trx, item.book_id, item.quantity);
      }
      await setOrderStatus(trx, id, { status: 'cancelled', cancelled_at: now, updated_at: now });
      await addActivity(
        trx,
        id,
        'cancelled',
        `The order was not paid within ${deps.config.unpaidOrderMinutes} minutes, so it was cancelled and its books released.`,
        now,
      );
      return true;
    });
    if (done) cancelled.push(id);
  }
  return cancelled;
}
