import type { DeliveryAddress, Order, OrderActivity, Payment } from '@bookstore/api-client/contract';
import type { BookType, Payment as PaymentRow } from '../../db/schema.ts';
import { money, type CurrencyInfo } from '../../money.ts';
import type { OrderBundle } from './orders.queries.ts';
import { coverUrl } from '../catalogue/books.presenter.ts';
import type { MediaUrls } from '../../media/urls.ts';

/** The hosted test-mode payment page of a payment. */
export function checkoutUrl(origin: string, paymentUid: string): string {
  return `${origin}/pay/${paymentUid}`;
}

/** What every payment shows, whatever it pays for. */
function paymentFields(row: PaymentRow, origin: string) {
  return {
    id: row.id,
    reference: row.reference,
    amount: money(row.amount, row),
    status: row.status,
    provider: row.provider,
    // The test page for the demo's payments; the provider's own page for the others.
    checkout_url:
      row.status !== 'pending'
        ? null
        : row.gateway === 'test'
          ? checkoutUrl(origin, row.uid)
          : row.checkout_url,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** A book order's payment. */
export function presentPayment(row: PaymentRow, orderReference: string, origin: string): Payment {
  return { ...paymentFields(row, origin), order_id: row.order_id ?? 0, order_reference: orderReference };
}

/** A payment row of the user's payments: a book order's (its reference) or a voiceover order's. */
export function presentAnyPayment(
  row: PaymentRow & { order_reference: string | null; vo_order_uid: string | null },
  origin: string,
): Payment {
  const { order_reference, vo_order_uid, ...payment } = row;
  return order_reference !== null
    ? presentPayment(payment, order_reference, origin)
    : presentVoPayment(payment, vo_order_uid ?? '', origin);
}

/** A voiceover order's payment. */
export function presentVoPayment(row: PaymentRow, voOrderUid: string, origin: string): Payment {
  return { ...paymentFields(row, origin), order_id: null, order_reference: null, vo_order_uid: voOrderUid };
}

/** The book of an order item as it was ordered; a book deleted since keeps a stable placeholder uid. */
export function orderedBook(
  urls: MediaUrls,
  row: {
    id: number;
    book_uid: string | null;
    book_slug: string | null;
    title: string;
    type: BookType;
    cover_path: string | null;
    unit_amount: number;
  } & CurrencyInfo,
) {
  return {
    uid: row.book_uid ?? `removed-${row.id}`,
    slug: row.book_slug ?? `removed-${row.id}`,
    title: row.title,
    type: row.type,
    cover_path: coverUrl(urls, row.cover_path, row.title),
    price: money(row.unit_amount, row),
  };
}

function isDeliveryAddress(value: unknown): value is DeliveryAddress {
  return typeof value === 'object' && value !== null && 'full_name' in value && 'state' in value;
}

/** Whole orders (items, address as it was when ordered, latest payment), in the order of `orderIds`. */
export function presentOrders(
  urls: MediaUrls,
  { orders, items, payments }: OrderBundle,
  orderIds: readonly number[],
  origin: string,
): Order[] {
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
          book: orderedBook(urls, {
            ...item,
            currency_code: order.currency_code,
            currency_symbol: order.currency_symbol,
          }),
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

export function presentOrderActivity(row: {
  id: number;
  order_id: number;
  status: OrderActivity['status'];
  description: string;
  created_at: Date;
}): OrderActivity {
  return {
    id: row.id,
    order_id: row.order_id,
    status: row.status,
    description: row.description,
    created_at: row.created_at.toISOString(),
  };
}
