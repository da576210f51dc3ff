import { z } from 'zod';
import { DeliveryAddress } from './account';
import { CartBook } from './cart';
import { countryField, DateTimeString, Id, IdParams, Money, pageFields, Uid, Url } from './common';
import { endpoint, envelope, paginated } from './endpoint';

export const orderStatuses = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'failed',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderItem = z.object({
  id: Id,
  book: CartBook,
  quantity: z.number().int().min(1),
  unit_price: Money,
  total: Money,
});
export type OrderItem = z.infer<typeof OrderItem>;

// Payment lives with the order that opens it (a book order, or a voiceover order): Order embeds it,
// and payments.ts, whose detail call embeds Order, reads both from here.
export const paymentStatuses = ['pending', 'successful', 'failed', 'refunded'] as const;
export const PaymentStatus = z.enum(paymentStatuses);

export const Payment = z.object({
  id: Id,
  reference: z.string(),
  /** The book order paid for; null when the payment is for a voiceover order. */
  order_id: Id.nullable(),
  order_reference: z.string().nullable(),
  /** Set when the payment is for a voiceover order. */
  vo_order_uid: Uid.optional(),
  amount: Money,
  status: PaymentStatus,
  /** `test` is the reference API's test mode. */
  provider: z.enum(['test', 'card', 'bank_transfer']),
  /** Where the buyer completes the payment while it is pending. */
  checkout_url: Url.nullable(),
  paid_at: DateTimeString.nullable(),
  created_at: DateTimeString,
});
export type Payment = z.infer<typeof Payment>;

export const Order = z.object({
  id: Id,
  reference: z.string(),
  status: OrderStatus,
  items: z.array(OrderItem),
  items_count: z.number().int().min(0),
  subtotal: Money,
  delivery_fee: Money,
  total: Money,
  delivery_address: DeliveryAddress.nullable(),
  payment: Payment.nullable(),
  created_at: DateTimeString,
  updated_at: DateTimeString,
});
export type Order = z.infer<typeof Order>;

export const OrderActivity = z.object({
  id: Id,
  order_id: Id,
  status: OrderStatus,
  description: z.string(),
  created_at: DateTimeString,
});
export type OrderActivity = z.infer<typeof OrderActivity>;

export const OrderStatistics = z.object({
  total_orders: z.number().int().min(0),
  pending_orders: z.number().int().min(0),
  completed_orders: z.number().int().min(0),
  cancelled_orders: z.number().int().min(0),
  total_spent: Money,
});
export type OrderStatistics = z.infer<typeof OrderStatistics>;

export const DeliveryFeeBody = z.object({
  /** Total quantity of print books in the cart. */
  quantity: z.number().int().min(1).max(10_000, 'The quantity may not be greater than 10,000.'),
  address_id: Id,
});

export const CreateOrderBody = z.object({
  /** Required when the cart holds print books. */
  address_id: Id.optional(),
  country: countryField,
});

export const OrderListQuery = z.object({ status: OrderStatus.optional(), ...pageFields });

export const ordersEndpoints = {
  getDeliveryFee: endpoint({
    method: 'POST',
    path: '/api/user/orders/get_delivery_fee',
    body: DeliveryFeeBody,
    // A single amount in major units of the address's currency (spec: data.delivery_fee); the store
    // already knows the currency from the country it sells in.
    response: envelope(z.object({ delivery_fee: z.number().nonnegative() })),
    auth: 'verified',
    summary: 'Delivery fee for a print-book quantity to an address.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/orders',
    body: CreateOrderBody,
    response: envelope(z.object({ order: Order, payment: Payment })),
    status: 201,
    auth: 'verified',
    summary:
      'Turns the cart into an order and opens its payment (checkout_url).' +
      ' An Idempotency-Key header (1-255 characters) makes retries safe: the same key answers the same order, never a second; reused with other inputs it is a 422.',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/orders',
    query: OrderListQuery,
    response: paginated(Order),
    auth: 'verified',
    summary: 'Book orders, newest first.',
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/api/user/orders/statistics',
    response: envelope(OrderStatistics),
    auth: 'verified',
    summary: 'Order counts and total spent.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/user/orders/:id',
    params: IdParams,
    response: envelope(Order),
    auth: 'verified',
    summary: 'One order with items, delivery address and payment.',
  }),
  activities: endpoint({
    method: 'GET',
    path: '/api/user/orders/:id/activities',
    params: IdParams,
    response: envelope(z.array(OrderActivity)),
    auth: 'verified',
    summary: "An order's status history.",
  }),
};
