import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { pageOf } from '../http/pagination.ts';
import { money, toMinor } from '../money.ts';
import { presentRevenue, presentSale, presentWithdrawal } from '../presenters/selling.ts';
import { withdraw } from '../services/selling-revenue.ts';
import {
  bookFigures,
  dashboardFigures,
  orderFigures,
  revenueFigures,
  revenuePage,
  salesPage,
} from '../services/selling-stats.ts';

/** Seller statistics, sales, the revenue ledger and withdrawals (dashboard calls: 2-factor first). */
export function sellingStatsRoutes(deps: AppDeps): RouteDefinition[] {
  const selling = contract.selling;

  return [
    implement(selling.dashboardStatistics, async ({ user, c }) => {
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
    }),

    implement(selling.orderStatistics, async ({ user, c }) => {
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
    }),

    implement(selling.bookStatistics, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      return { data: await bookFigures(deps, user.id), message: 'Book statistics retrieved.' };
    }),

    implement(selling.revenueStatistics, async ({ user, c }) => {
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
    }),

    implement(selling.listOrders, async ({ user, query, c }) => {
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
    }),

    implement(selling.listRevenues, async ({ user, query, c }) => {
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
    }),

    implement(selling.withdraw, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const withdrawal = presentWithdrawal(
        await withdraw(deps, user.id, body.bank_account_id, toMinor(body.amount)),
      );
      return {
        data: withdrawal,
        message: `Your withdrawal of ${withdrawal.amount.currency_symbol}${withdrawal.amount.amount.toFixed(2)} is on its way.`,
      };
    }),
  ];
}
