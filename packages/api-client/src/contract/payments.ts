import { z } from 'zod';
import { IdParams, Money, pageFields } from './common';
import { endpoint, envelope, paginated } from './endpoint';
import { Order, Payment, PaymentStatus } from './orders';

export const PaymentStatistics = z.object({
  total_payments: z.number().int().min(0),
  successful_payments: z.number().int().min(0),
  failed_payments: z.number().int().min(0),
  total_paid: Money,
});
export type PaymentStatistics = z.infer<typeof PaymentStatistics>;

export const paymentsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/user/payments',
    query: z.object({ status: PaymentStatus.optional(), ...pageFields }),
    response: paginated(Payment),
    auth: 'verified',
    summary: 'Payments, newest first.',
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/api/user/payments/statistics',
    response: envelope(PaymentStatistics),
    auth: 'verified',
    summary: 'Payment counts and total paid.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/user/payments/:id',
    params: IdParams,
    response: envelope(Payment.extend({ order: Order.nullable() })),
    auth: 'verified',
    summary: 'One payment with its book order (null for a voiceover order payment).',
  }),
};
