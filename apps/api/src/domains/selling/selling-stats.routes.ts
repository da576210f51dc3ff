import { formatPrice } from '@bookstore/api-client/constants';
import { idempotencyKeyOf, REPLAYED_HEADER } from '../orders/idempotency.ts';
import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../../http/session.ts';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { pageOf } from '../../lib/pagination.ts';
import { money, toMinor } from '../../money.ts';
import { presentRevenue, presentSale, presentWithdrawal } from './selling.presenter.ts';
import { withdraw as makeWithdrawal } from './selling-revenue.ts';
import {
  bookFigures,
  dashboardFigures,
  orderFigures,
  revenueFigures,
  revenuePage,
  salesPage,
} from './selling-stats.ts';

const selling = contract.selling;

export async function dashboardStatistics(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof selling.dashboardStatistics>,
) {
  requireSellerVerified(c, deps);
  const figures = await dashboardFigures(deps, user);
  return {
    data: {
      total_books: figures.totalBooks,
      published_books: figures.publishedBooks,
      total_sales: figures.copiesSold,
      pending_orders: figures.openOrders,
      total_revenue: money(figures.earned, figures.country),
      available_balance: money(Math.max(0, figures.balance), figures.country),
    },
    message: 'Dashboard statistics retrieved.',
  };
}

export async function orderStatistics(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof selling.orderStatistics>,
) {
  requireSellerVerified(c, deps);
  const figures = await orderFigures(deps, user.id);
  return {
    data: {
      total_orders: figures.total,
      pending_orders: figures.open,
      completed_orders: figures.done,
      per_month: figures.perMonth.map(({ month, value }) => ({ month, count: value })),
    },
    message: 'Order statistics retrieved.',
  };
}

export async function bookStatistics(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof selling.bookStatistics>,
) {
  requireSellerVerified(c, deps);
  return { data: await bookFigures(deps, user.id), message: 'Book statistics retrieved.' };
}

export async function revenueStatistics(
  deps: AppDeps,
  { user, c }: HandlerInput<typeof selling.revenueStatistics>,
) {
  requireSellerVerified(c, deps);
  const figures = await revenueFigures(deps, user);
  const { country } = figures;
  return {
    data: {
      total_revenue: money(figures.earned, country),
      available_balance: money(Math.max(0, figures.balance), country),
      withdrawn: money(figures.withdrawn, country),
      pending_withdrawal: money(figures.pendingWithdrawal, country),
      per_month: figures.perMonth.map(({ month, value }) => ({ month, amount: money(value, country) })),
    },
    message: 'Revenue statistics retrieved.',
  };
}

export async function listOrders(deps: AppDeps, { user, query, c }: HandlerInput<typeof selling.listOrders>) {
  requireSellerVerified(c, deps);
  const { total, rows } = await salesPage(deps, user.id, query);
  return {
    data: pageOf(
      rows.map((row) => presentSale(deps, row)),
      query.page,
      query.per_page,
      total,
    ),
    message: 'Sales retrieved.',
  };
}

export async function listRevenues(
  deps: AppDeps,
  { user, query, c }: HandlerInput<typeof selling.listRevenues>,
) {
  requireSellerVerified(c, deps);
  const { total, rows } = await revenuePage(deps, user.id, query);
  return {
    data: pageOf(
      rows.map(({ row, status }) => presentRevenue(deps, row, status)),
      query.page,
      query.per_page,
      total,
    ),
    message: 'Revenue retrieved.',
  };
}

export async function withdraw(deps: AppDeps, { user, body, c }: HandlerInput<typeof selling.withdraw>) {
  requireSellerVerified(c, deps);
  const made = await makeWithdrawal(
    deps,
    user.id,
    body.bank_account_id,
    toMinor(body.amount),
    idempotencyKeyOf(c, user.id, 'withdrawal', body),
  );
  if (made.replayed) c.header(REPLAYED_HEADER, 'true');
  const withdrawal = presentWithdrawal(made);
  return {
    data: withdrawal,
    message: `Your withdrawal of ${formatPrice(withdrawal.amount.amount, withdrawal.amount.currency_symbol)} is on its way.`,
  };
}

/** Seller statistics, sales, the revenue ledger and withdrawals (dashboard calls: 2-factor first). */
export const sellingStatsRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(selling.dashboardStatistics, deps, dashboardStatistics),
  route(selling.orderStatistics, deps, orderStatistics),
  route(selling.bookStatistics, deps, bookStatistics),
  route(selling.revenueStatistics, deps, revenueStatistics),
  route(selling.listOrders, deps, listOrders),
  route(selling.listRevenues, deps, listRevenues),
  route(selling.withdraw, deps, withdraw),
];
