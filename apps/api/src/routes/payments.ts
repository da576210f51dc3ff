import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { money } from '../money.ts';
import { requireCountry } from '../presenters/books.ts';
import { apiOrigin, presentOrders, presentPayment } from '../presenters/orders.ts';

const DEFAULT_COUNTRY = 'ng';

export function paymentsRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const payments = contract.payments;

  /** Book-order payments of a user (voiceover-order payments are shown with voiceover orders). */
  const ownPayments = (userId: number) =>
    db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .where('p.user_id', '=', userId);

  return [
    implement(payments.list, async ({ user, query, c }) => {
      let base = ownPayments(user.id);
      if (query.status) base = base.where('p.status', '=', query.status);
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll('p')
          .select('o.uid as order_reference')
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      const origin = apiOrigin(deps, c);
      return {
        data: pageOf(
          rows.map(({ order_reference, ...payment }) => presentPayment(payment, order_reference, origin)),
          query.page,
          query.per_page,
          Number(counted.total),
        ),
        message: 'Payments retrieved.',
      };
    }),

    implement(payments.statistics, async ({ user }) => {
      const country = await requireCountry(db, user.country_code ?? DEFAULT_COUNTRY);
      const row = await ownPayments(user.id)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('p.id').filterWhere('p.status', '=', 'successful').as('successful'),
          eb.fn.count<number>('p.id').filterWhere('p.status', '=', 'failed').as('failed'),
          eb.fn
            .coalesce(
              eb.fn
                .sum<number>('p.amount')
                .filterWhere('p.status', '=', 'successful')
                .filterWhere('p.currency_code', '=', country.currency_code),
              eb.lit(0),
            )
            .as('paid'),
        ])
        .executeTakeFirstOrThrow();
      return {
        data: {
          total_payments: Number(row.total),
          successful_payments: Number(row.successful),
          failed_payments: Number(row.failed),
          total_paid: money(Number(row.paid), country),
        },
        message: 'Payment statistics retrieved.',
      };
    }),

    implement(payments.get, async ({ user, params, c }) => {
      const row = await ownPayments(user.id)
        .selectAll('p')
        .select('o.uid as order_reference')
        .where('p.id', '=', params.id)
        .executeTakeFirst();
      if (!row || row.order_id === null) throw notFound('The payment was not found.');
      const origin = apiOrigin(deps, c);
      const [order] = await presentOrders(deps, [row.order_id], origin);
      if (!order) throw notFound('The payment was not found.');
      const { order_reference, ...payment } = row;
      return {
        data: { ...presentPayment(payment, order_reference, origin), order },
        message: 'Payment retrieved.',
      };
    }),
  ];
}
