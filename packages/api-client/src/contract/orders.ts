import { z } from 'zod';
import { endpoint, envelope, paginated } from './endpoint';
import { countryField, IdParams, pageFields } from './common';
import { Id, Order, OrderActivity, OrderStatistics, OrderStatus, Payment } from './entities';

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
