import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { apiOrigin } from '../http/origin.ts';
import { pageOf } from '../http/pagination.ts';
import { money } from '../money.ts';
import { presentOrders, presentPayment } from '../presenters/orders.ts';
import { ownPaymentWithOrder, paymentStatistics, paymentsPage } from '../services/payments.ts';

export function paymentsRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const payments = contract.payments;

  return [
    implement(payments.list, async ({ user, query, c }) => {
      const { total, rows } = await paymentsPage(db, user.id, query);
      const origin = apiOrigin(deps, c);
      return {
        data: pageOf(
          rows.map(({ order_reference, ...payment }) => presentPayment(payment, order_reference, origin)),
          query.page,
          query.per_page,
          total,
        ),
        message: 'Payments retrieved.',
      };
    }),

    implement(payments.statistics, async ({ user }) => {
      const figures = await paymentStatistics(db, user);
      return {
        data: {
          total_payments: figures.total,
          successful_payments: figures.successful,
          failed_payments: figures.failed,
          total_paid: money(figures.paid, figures.country),
        },
        message: 'Payment statistics retrieved.',
      };
    }),

    implement(payments.get, async ({ user, params, c }) => {
      const { payment, orderReference, bundle } = await ownPaymentWithOrder(db, user.id, params.id);
      const origin = apiOrigin(deps, c);
      const [order] = presentOrders(
        deps,
        bundle,
        payment.order_id === null ? [] : [payment.order_id],
        origin,
      );
      if (!order) throw notFound('The payment was not found.');
      return {
        data: { ...presentPayment(payment, orderReference, origin), order },
        message: 'Payment retrieved.',
      };
    }),
  ];
}
