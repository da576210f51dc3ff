/*
 * Checkout: the user's cart becomes a book order with a pending payment, in one transaction; the
 * provider's payment is opened once it has committed. Paying is domains/payments/settlement.ts.
 */
import type { DeliveryAddress } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import { shortUid } from '../../lib/crypto.ts';
import type { AppDeps } from '../../context.ts';
import type { Database, PaymentGateway } from '../../db/schema.ts';
import { invalid, notFound, UpstreamFailed } from '../../domain/errors.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import { cartRows, clearCart, lockExistingCart } from '../orders/cart.queries.ts';
import {
  insertOrder,
  insertOrderItems,
  insertPayment,
  ownedTitle,
  stockLeft,
  takeStock,
  userAddressFees,
} from '../orders/checkout.queries.ts';
import { addOrderActivity, latestPaymentId, paymentById } from '../orders/orders.queries.ts';
import { loadDeliveryAddresses } from '../accounts/account.ts';
import { requireCountry, type CountryInfo } from '../catalogue/countries.ts';
import { initialiseProviderPayment, paymentGateway } from '../payments/gateway.ts';
import {
  claimIdempotencyKey,
  IdempotentReplay,
  recordIdempotentResource,
  type IdempotencyKey,
} from '../orders/idempotency.ts';
import { loadOrders } from '../orders/orders.ts';
import { settlePayment } from '../payments/settlement.ts';
import { refusePastUnpaidLimit } from './unpaid-orders.ts';
import { stampOrder, type Attribution } from '../partners/attribution.ts';
import { logger } from '../../log.ts';

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

/** Places the user's cart as an order in a country; answers the order's bundle and its payment. */
export async function placeOrder(
  deps: AppDeps,
  userId: number,
  countryCode: string,
  addressId: number | undefined,
  idempotency: IdempotencyKey | null = null,
  attribution: Attribution | null = null,
) {
  const country = await requireCountry(deps.db, countryCode);
  let created: CreatedOrder;
  try {
    created = await createOrderFromCart(deps, userId, country, addressId, idempotency, attribution);
  } catch (error) {
    if (!(error instanceof IdempotentReplay)) throw error;
    // The key already placed an order (maybe on another process): answer that order, as it is now.
    const orderId = error.resourceId;
    const paymentId = await latestPaymentId(deps.db, orderId);
    const [bundle, payment] = await Promise.all([
      loadOrders(deps.db, [orderId]),
      paymentById(deps.db, paymentId),
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

/**
 * A pending payment for a book order or a voiceover order. On the `test` gateway the hosted page at its
 * uid settles it (domains/payments/pay.routes.ts); a provider's payment is opened there once the order is committed
 * (openProviderPayment) and settled by its verified webhook or return (domains/payments/payments.ts).
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
    throw new UpstreamFailed(
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
 * is locked first, so concurrent checkouts of one cart make one order (and a cart change waits for the
 * checkout); print stock is taken with a conditional decrement, so concurrent buyers can never take
 * more copies than exist.
 */
export async function createOrderFromCart(
  deps: AppDeps,
  userId: number,
  country: CountryInfo,
  addressId: number | undefined,
  idempotency: IdempotencyKey | null = null,
  attribution: Attribution | null = null,
): Promise<CreatedOrder> {
  const now = deps.clock();
  const gateway = paymentGateway(deps);
  return deps.db.transaction().execute(async (trx) => {
    // The key's row first: a retry of this request waits here, then answers the order this one made.
    await claimIdempotencyKey(trx, idempotency, now);
    const cart = await lockExistingCart(trx, userId);
    // The cart row lock orders a user's checkouts, so two at once cannot both pass this count.
    await refusePastUnpaidLimit(trx, deps, userId, now);
    const items = cart ? await cartRows(trx, userId, country.code) : [];
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
    // Issue 43: the partner who sent the buyer (the attribution cookie), when it still counts.
    await stampOrder(trx, deps, { id: order.id, user_id: userId }, attribution, now);
    await addOrderActivity(trx, order.id, 'pending_payment', 'Order placed; waiting for payment.', now);
    if (cart) await clearCart(trx, cart.id);
    await recordIdempotentResource(trx, idempotency, order.id);
    return { orderId: order.id, paymentId: payment.id, reference: order.uid };
  });
}
