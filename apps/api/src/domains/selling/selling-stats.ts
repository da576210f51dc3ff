import type { AppDeps } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { offsetOf } from '../../lib/pagination.ts';
import {
  sellerBookCounts,
  sellerBookStatistics,
  sellerEarnings,
  sellerEarningsPerMonth,
  sellerOrderCounts,
  sellerOrdersPerMonth,
  sellerSaleRevenues,
  sellerSales,
  sellerSalesCounts,
  sellerWithdrawalTotals,
  sellerWithdrawnByCurrency,
  type SaleRevenueRow,
} from './stats.queries.ts';
import type { CountryInfo } from '../catalogue/countries.ts';
import { homeCountry } from '../catalogue/home-country.ts';
import { availableBalance } from './selling-revenue.ts';

/** The dashboard's charts cover this many months. */
export const MONTHS = 12;

export interface Page {
  page: number;
  per_page: number;
}

/** `YYYY-MM` of the last `count` months up to `now`, oldest first (UTC, as the queries group). */
export function lastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The first instant of the oldest of the last `count` months. */
export function firstOfMonths(now: Date, count: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
}

/** Every one of the last months with its value from `rows` (0 where a month has none). */
export function monthlySeries(now: Date, rows: readonly { month: string; value: number }[]) {
  const byMonth = new Map(rows.map((r) => [r.month, r.value]));
  return lastMonths(now, MONTHS).map((month) => ({ month, value: byMonth.get(month) ?? 0 }));
}

export async function dashboardFigures(deps: AppDeps, user: Pick<User, 'id' | 'country_code'>) {
  const country = await homeCountry(deps.db, user);
  const [books, sales, earned, balance] = await Promise.all([
    sellerBookCounts(deps.db, user.id),
    sellerSalesCounts(deps.db, user.id),
    sellerEarnings(deps.db, user.id, country.currency_code),
    availableBalance(deps.db, user.id, country.currency_code, deps.clock()),
  ]);
  return {
    country,
    totalBooks: Number(books.total),
    publishedBooks: Number(books.published),
    copiesSold: Number(sales.copies),
    openOrders: Number(sales.open),
    earned,
    balance,
  };
}

export async function orderFigures(deps: AppDeps, userId: number) {
  const now = deps.clock();
  const [counts, perMonth] = await Promise.all([
    sellerOrderCounts(deps.db, userId),
    sellerOrdersPerMonth(deps.db, userId, firstOfMonths(now, MONTHS)),
  ]);
  return {
    total: Number(counts.total),
    open: Number(counts.open),
    done: Number(counts.done),
    perMonth: monthlySeries(
      now,
      perMonth.map((r) => ({ month: r.month, value: Number(r.count) })),
    ),
  };
}

export async function bookFigures(deps: AppDeps, userId: number) {
  const row = await sellerBookStatistics(deps.db, userId);
  return {
    total: Number(row.total),
    draft: Number(row.draft),
    in_review: Number(row.in_review),
    published: Number(row.published),
    rejected: Number(row.rejected),
    by_type: { ebook: Number(row.ebook), audiobook: Number(row.audiobook), printbook: Number(row.printbook) },
  };
}

export async function revenueFigures(deps: AppDeps, user: Pick<User, 'id' | 'country_code'>) {
  const now = deps.clock();
  const country: CountryInfo = await homeCountry(deps.db, user);
  const [earned, balance, withdrawals, perMonth] = await Promise.all([
    sellerEarnings(deps.db, user.id, country.currency_code),
    availableBalance(deps.db, user.id, country.currency_code, now),
    sellerWithdrawalTotals(deps.db, user.id, country.currency_code),
    sellerEarningsPerMonth(deps.db, user.id, country.currency_code, firstOfMonths(now, MONTHS)),
  ]);
  return {
    country,
    earned,
    balance,
    withdrawn: Number(withdrawals.paid),
    pendingWithdrawal: Number(withdrawals.pending),
    perMonth: monthlySeries(
      now,
      perMonth.map((r) => ({ month: r.month, value: Number(r.amount) })),
    ),
  };
}

const DAY_MS = 86_400_000;

/**
 * A page of the seller's sales, optionally between two days inclusive (`YYYY-MM-DD`, UTC days): from
 * the start of `from` to the end of `to`.
 */
export async function salesPage(
  deps: AppDeps,
  userId: number,
  query: Page & { from?: string | undefined; to?: string | undefined },
) {
  const range = {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
  return sellerSales(deps.db, userId, range, {
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
}

export type RevenueStatus = 'pending' | 'available' | 'withdrawn' | 'refunded';

/**
 * Where a sale's revenue stands: on hold until `available_at`; then withdrawn once what was withdrawn
 * in its currency covers the running total of available revenue up to it (oldest paid out first).
 */
export function revenueStatus(
  row: Pick<SaleRevenueRow, 'kind' | 'available_at' | 'running' | 'currency_code'>,
  now: Date,
  withdrawn: ReadonlyMap<string, number>,
): RevenueStatus {
  if (row.kind === 'refund') return 'refunded';
  if (row.available_at > now) return 'pending';
  return Number(row.running) <= (withdrawn.get(row.currency_code) ?? 0) ? 'withdrawn' : 'available';
}

export async function revenuePage(deps: AppDeps, userId: number, page: Page) {
  const now = deps.clock();
  const withdrawn = await sellerWithdrawnByCurrency(deps.db, userId);
  const { total, rows } = await sellerSaleRevenues(deps.db, userId, now, {
    limit: page.per_page,
    offset: offsetOf(page.page, page.per_page),
  });
  return {
    total,
    rows: rows.map((row) => ({ row, status: revenueStatus(row, now, withdrawn) })),
  };
}
