import { z } from 'zod';
import { endpoint, envelope, paginated } from './endpoint';
import { IdParams, pageFields } from './common';
import { Order, Payment, PaymentStatistics, PaymentStatus } from './entities';

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
