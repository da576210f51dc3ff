import { contract } from '@bookstore/api-client/contract';
import { sql } from 'kysely';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { money, toMinor } from '../money.ts';
import { coverUrl, requireCountry } from '../presenters/books.ts';
import { sellerCountryCode } from '../services/selling-books.ts';
import { availableBalance, withdraw } from '../services/selling-revenue.ts';

const MONTHS = 12;
/** Paid orders whose print books are not yet in the buyer's hands. */
const OPEN_STATUSES = ['paid', 'processing', 'shipped'] as const;
const DONE_STATUSES = ['delivered', 'completed'] as const;
/** Revenue that a seller earned (sales and voiceover jobs), as opposed to withdrawals. */
const EARNINGS = ['sale', 'voiceover_job'] as const;

/** `YYYY-MM` of the last `count` months up to `now`, oldest first (UTC, as the queries group). */
function lastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

function firstOfMonths(now: Date, count: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
}

const monthOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`;

/** Seller statistics, sales, the revenue ledger and withdrawals (dashboard calls: 2-factor first). */
export function sellingStatsRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const selling = contract.selling;

  /** The seller's sold order items (orders that were paid). */
  const soldItems = (userId: number) =>
    db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .where('oi.seller_id', '=', userId)
      .where('o.paid_at', 'is not', null);

  async function earnings(userId: number, currencyCode: string) {
    const row = await db
      .selectFrom('revenues')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .where('currency_code', '=', currencyCode)
      .where('kind', 'in', EARNINGS)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  return [
    implement(selling.dashboardStatistics, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const country = await requireCountry(db, sellerCountryCode(user));
      const [books, sales, total, balance] = await Promise.all([
        db
          .selectFrom('books')
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.count<number>('id').filterWhere('status', '=', 'published').as('published'),
          ])
          .where('author_id', '=', user.id)
          .executeTakeFirstOrThrow(),
        soldItems(user.id)
          .select((eb) => [
            eb.fn.coalesce(eb.fn.sum<number>('oi.quantity'), eb.lit(0)).as('copies'),
            eb.fn.count<number>('o.id').distinct().filterWhere('o.status', 'in', OPEN_STATUSES).as('open'),
          ])
          .executeTakeFirstOrThrow(),
        earnings(user.id, country.currency_code),
        availableBalance(db, user.id, country.currency_code, deps.clock()),
      ]);
      return {
        data: {
          total_books: Number(books.total),
          published_books: Number(books.published),
          total_sales: Number(sales.copies),
          pending_orders: Number(sales.open),
          total_revenue: money(total, country),
          available_balance: money(Math.max(0, balance), country),
        },
        message: 'Dashboard statistics retrieved.',
      };
    }),

    implement(selling.orderStatistics, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const now = deps.clock();
      const [counts, perMonth] = await Promise.all([
        soldItems(user.id)
          .select((eb) => [
            eb.fn.count<number>('o.id').distinct().as('total'),
            eb.fn.count<number>('o.id').distinct().filterWhere('o.status', 'in', OPEN_STATUSES).as('open'),
            eb.fn.count<number>('o.id').distinct().filterWhere('o.status', 'in', DONE_STATUSES).as('done'),
          ])
          .executeTakeFirstOrThrow(),
        soldItems(user.id)
          .select((eb) => [
            monthOf('o.created_at').as('month'),
            eb.fn.count<number>('o.id').distinct().as('count'),
          ])
          .where('o.created_at', '>=', firstOfMonths(now, MONTHS))
          .groupBy(monthOf('o.created_at'))
          .execute(),
      ]);
      const byMonth = new Map(perMonth.map((r) => [r.month, Number(r.count)]));
      return {
        data: {
          total_orders: Number(counts.total),
          pending_orders: Number(counts.open),
          completed_orders: Number(counts.done),
          per_month: lastMonths(now, MONTHS).map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
        },
        message: 'Order statistics retrieved.',
      };
    }),

    implement(selling.bookStatistics, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const row = await db
        .selectFrom('books')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('id').filterWhere('status', '=', 'draft').as('draft'),
          eb.fn.count<number>('id').filterWhere('status', '=', 'in_review').as('in_review'),
          eb.fn.count<number>('id').filterWhere('status', '=', 'published').as('published'),
          eb.fn.count<number>('id').filterWhere('status', '=', 'rejected').as('rejected'),
          eb.fn.count<number>('id').filterWhere('type', '=', 'ebook').as('ebook'),
          eb.fn.count<number>('id').filterWhere('type', '=', 'audiobook').as('audiobook'),
          eb.fn.count<number>('id').filterWhere('type', '=', 'printbook').as('printbook'),
        ])
        .where('author_id', '=', user.id)
        .executeTakeFirstOrThrow();
      return {
        data: {
          total: Number(row.total),
          draft: Number(row.draft),
          in_review: Number(row.in_review),
          published: Number(row.published),
          rejected: Number(row.rejected),
          by_type: {
            ebook: Number(row.ebook),
            audiobook: Number(row.audiobook),
            printbook: Number(row.printbook),
          },
        },
        message: 'Book statistics retrieved.',
      };
    }),

    implement(selling.revenueStatistics, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const now = deps.clock();
      const country = await requireCountry(db, sellerCountryCode(user));
      const [total, balance, withdrawals, perMonth] = await Promise.all([
        earnings(user.id, country.currency_code),
        availableBalance(db, user.id, country.currency_code, now),
        db
          .selectFrom('withdrawals')
          .select((eb) => [
            eb.fn
              .coalesce(eb.fn.sum<number>('amount').filterWhere('status', '=', 'paid'), eb.lit(0))
              .as('paid'),
            eb.fn
              .coalesce(
                eb.fn.sum<number>('amount').filterWhere('status', 'in', ['pending', 'processing']),
                eb.lit(0),
              )
              .as('pending'),
          ])
          .where('user_id', '=', user.id)
          .where('currency_code', '=', country.currency_code)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('revenues')
          .select((eb) => [monthOf('created_at').as('month'), eb.fn.sum<number>('amount').as('amount')])
          .where('user_id', '=', user.id)
          .where('currency_code', '=', country.currency_code)
          .where('kind', 'in', EARNINGS)
          .where('created_at', '>=', firstOfMonths(now, MONTHS))
          .groupBy(monthOf('created_at'))
          .execute(),
      ]);
      const byMonth = new Map(perMonth.map((r) => [r.month, Number(r.amount)]));
      return {
        data: {
          total_revenue: money(total, country),
          available_balance: money(Math.max(0, balance), country),
          withdrawn: money(Number(withdrawals.paid), country),
          pending_withdrawal: money(Number(withdrawals.pending), country),
          per_month: lastMonths(now, MONTHS).map((month) => ({
            month,
            amount: money(byMonth.get(month) ?? 0, country),
          })),
        },
        message: 'Revenue statistics retrieved.',
      };
    }),

    implement(selling.listOrders, async ({ user, query, c }) => {
      requireSellerVerified(c, deps);
      const base = soldItems(user.id);
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .innerJoin('users as buyer', 'buyer.id', 'o.user_id')
          .leftJoin('books as b', 'b.id', 'oi.book_id')
          .leftJoin('revenues as r', (join) =>
            join.onRef('r.order_item_id', '=', 'oi.id').on('r.kind', '=', 'sale'),
          )
          .select([
            'oi.id',
            'oi.title',
            'oi.type',
            'oi.cover_path',
            'oi.quantity',
            'oi.unit_amount',
            'oi.total_amount',
            'o.uid as order_reference',
            'o.status',
            'o.currency_code',
            'o.currency_symbol',
            'o.created_at',
            'buyer.username as buyer_username',
            'b.uid as book_uid',
            'b.slug as book_slug',
            'r.amount as earnings',
          ])
          .orderBy('o.created_at', 'desc')
          .orderBy('oi.id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        order_reference: row.order_reference,
        book: {
          uid: row.book_uid ?? `removed-${row.id}`,
          slug: row.book_slug ?? `removed-${row.id}`,
          title: row.title,
          type: row.type,
          cover_path: coverUrl(deps, row.cover_path, row.title),
          price: money(row.unit_amount, row),
        },
        quantity: row.quantity,
        amount: money(row.total_amount, row),
        earnings: money(row.earnings ?? 0, row),
        buyer_username: row.buyer_username,
        status: row.status,
        created_at: row.created_at.toISOString(),
      }));
      return {
        data: pageOf(items, query.page, query.per_page, Number(counted.total)),
        message: 'Sales retrieved.',
      };
    }),

    implement(selling.listRevenues, async ({ user, query, c }) => {
      requireSellerVerified(c, deps);
      const now = deps.clock();
      const withdrawn = await db
        .selectFrom('revenues')
        .select(['currency_code', (eb) => eb.fn.sum<number>('amount').as('total')])
        .where('user_id', '=', user.id)
        .where('kind', 'in', ['withdrawal', 'withdrawal_reversal'])
        .groupBy('currency_code')
        .execute();
      const withdrawnBy = new Map(withdrawn.map((w) => [w.currency_code, -Number(w.total)]));
      const base = db
        .selectFrom('revenues as r')
        .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
        .innerJoin('orders as o', 'o.id', 'oi.order_id')
        .where('r.user_id', '=', user.id)
        .where('r.kind', '=', 'sale');
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .leftJoin('books as b', 'b.id', 'oi.book_id')
          .select([
            'r.id',
            'r.amount',
            'r.gross_amount',
            'r.fee_amount',
            'r.currency_code',
            'r.available_at',
            'r.created_at',
            'o.currency_symbol',
            'o.uid as order_reference',
            'oi.title',
            'oi.type',
            'oi.cover_path',
            'oi.unit_amount',
            'b.uid as book_uid',
            'b.slug as book_slug',
            // Withdrawals pay out the oldest available revenue first: an entry is withdrawn once the
            // running total of available revenue up to it is covered by what was withdrawn.
            sql<number>`sum(case when r.available_at <= ${now} then r.amount else 0 end) over (partition by r.currency_code order by r.available_at, r.id)`.as(
              'running',
            ),
          ])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      const items = rows.map((row) => {
        const status =
          row.available_at > now
            ? ('pending' as const)
            : Number(row.running) <= (withdrawnBy.get(row.currency_code) ?? 0)
              ? ('withdrawn' as const)
              : ('available' as const);
        return {
          id: row.id,
          order_reference: row.order_reference,
          book: {
            uid: row.book_uid ?? `removed-${row.id}`,
            slug: row.book_slug ?? `removed-${row.id}`,
            title: row.title,
            type: row.type,
            cover_path: coverUrl(deps, row.cover_path, row.title),
            price: money(row.unit_amount, row),
          },
          gross: money(row.gross_amount, row),
          fee: money(row.fee_amount, row),
          net: money(row.amount, row),
          status,
          available_at: row.available_at.toISOString(),
          created_at: row.created_at.toISOString(),
        };
      });
      return {
        data: pageOf(items, query.page, query.per_page, Number(counted.total)),
        message: 'Revenue retrieved.',
      };
    }),

    implement(selling.withdraw, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const withdrawal = await withdraw(deps, user.id, body.bank_account_id, toMinor(body.amount));
      return {
        data: withdrawal,
        message: `Your withdrawal of ${withdrawal.amount.currency_symbol}${withdrawal.amount.amount.toFixed(2)} is on its way.`,
      };
    }),
  ];
}
