import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { notFound } from '../../http/errors.ts';
import { linkOrigin } from '../../lib/links.ts';
import { pageOf } from '../../lib/pagination.ts';
import { money } from '../../money.ts';
import { presentAnyPayment, presentOrders } from '../orders/orders.presenter.ts';
import { ownPaymentWithOrder, paymentStatistics, paymentsPage } from './payments.ts';

const payments = contract.payments;

export async function listPayments(deps: AppDeps, { user, query }: HandlerInput<typeof payments.list>) {
  const { total, rows } = await paymentsPage(deps.db, user.id, query);
  const origin = linkOrigin(deps);
  return {
    data: pageOf(
      rows.map((row) => presentAnyPayment(row, origin)),
      query.page,
      query.per_page,
      total,
    ),
    message: 'Payments retrieved.',
  };
}

export async function statistics(deps: AppDeps, { user }: HandlerInput<typeof payments.statistics>) {
  const figures = await paymentStatistics(deps.db, user);
  return {
    data: {
      total_payments: figures.total,
      successful_payments: figures.successful,
      failed_payments: figures.failed,
      total_paid: money(figures.paid, figures.country),
    },
    message: 'Payment statistics retrieved.',
  };
}

export async function getPayment(deps: AppDeps, { user, params }: HandlerInput<typeof payments.get>) {
  const { payment, bundle } = await ownPaymentWithOrder(deps.db, user.id, params.id);
  const origin = linkOrigin(deps);
  // A voiceover order's payment has no book order: the payment links to its voiceover order instead.
  const order =
    bundle && payment.order_id !== null
      ? presentOrders(deps, bundle, [payment.order_id], origin)[0]
      : undefined;
  if (bundle && !order) throw notFound('The payment was not found.');
  return {
    data: { ...presentAnyPayment(payment, origin), order: order ?? null },
    message: 'Payment retrieved.',
  };
}

export const paymentsRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(payments.list, deps, listPayments),
  route(payments.statistics, deps, statistics),
  route(payments.get, deps, getPayment),
];
