import { z } from 'zod';
import { Account } from './account';
import { Withdrawal } from './banks';
import { CartBook } from './cart';
import {
  CountryCode,
  DateTimeString,
  Id,
  MAX_AMOUNT,
  Money,
  pageFields,
  Phone,
  UidParams,
  Username,
} from './common';
import { endpoint, envelope, paginated } from './endpoint';
import { OrderStatus } from './orders';
import { SellerBook, sellerBookEndpoints } from './selling-books';
import { VoiceoverArtist, voiceoverProfileStatuses } from './voiceover-artists';

// The selling area: seller accounts, a seller's books (selling-books.ts), statistics, sales, revenue
// and withdrawals.

export const SellerDashboardStatistics = z.object({
  total_books: z.number().int().min(0),
  published_books: z.number().int().min(0),
  total_sales: z.number().int().min(0),
  pending_orders: z.number().int().min(0),
  total_revenue: Money,
  available_balance: Money,
});
export type SellerDashboardStatistics = z.infer<typeof SellerDashboardStatistics>;

export const MonthlyCount = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  count: z.number().int().min(0),
});
export const MonthlyAmount = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: Money });

export const SellerOrderStatistics = z.object({
  total_orders: z.number().int().min(0),
  pending_orders: z.number().int().min(0),
  completed_orders: z.number().int().min(0),
  per_month: z.array(MonthlyCount),
});
export const SellerBookStatistics = z.object({
  total: z.number().int().min(0),
  draft: z.number().int().min(0),
  in_review: z.number().int().min(0),
  published: z.number().int().min(0),
  rejected: z.number().int().min(0),
  by_type: z.object({ ebook: z.number().int(), audiobook: z.number().int(), printbook: z.number().int() }),
});
export const SellerRevenueStatistics = z.object({
  total_revenue: Money,
  available_balance: Money,
  withdrawn: Money,
  pending_withdrawal: Money,
  per_month: z.array(MonthlyAmount),
});

/** A sale of one of the seller's books. */
export const SellerOrder = z.object({
  id: Id,
  order_reference: z.string(),
  book: CartBook,
  quantity: z.number().int().min(1),
  amount: Money,
  earnings: Money,
  buyer_username: Username,
  status: OrderStatus,
  created_at: DateTimeString,
});
export type SellerOrder = z.infer<typeof SellerOrder>;

/** A sale's earning: on hold, available or withdrawn; a refund's negative line: `refunded`. */
export const revenueStatuses = ['pending', 'available', 'withdrawn', 'refunded'] as const;
/** A line of the seller's ledger: a sale (positive net), or a refund of one (negative net). */
export const revenueKinds = ['sale', 'refund'] as const;
/** A ledger line's amount: negative on a refund's line. */
const LedgerMoney = Money.extend({ amount: z.number() });
export const Revenue = z.object({
  id: Id,
  kind: z.enum(revenueKinds),
  order_reference: z.string(),
  book: CartBook,
  gross: LedgerMoney,
  fee: LedgerMoney,
  net: LedgerMoney,
  status: z.enum(revenueStatuses),
  available_at: DateTimeString,
  created_at: DateTimeString,
});
export type Revenue = z.infer<typeof Revenue>;

export const SellerAccountCheck = z.object({
  author_account: z.boolean(),
  voiceover_artist_account: z.boolean(),
  voiceover_status: z.enum(voiceoverProfileStatuses).nullable(),
});

const acceptTerms = z.literal(true, 'You must accept the seller terms.');

export const CreateSellerAccountBody = z.object({
  pen_name: z.string().trim().min(2).max(80).optional(),
  bio: z.string().trim().min(20, 'The bio must be at least 20 characters.').max(2000),
  phone: Phone,
  country_code: CountryCode,
  website: z.url().optional(),
  accept_terms: acceptTerms,
});

export const CreateVoiceoverAccountBody = z.object({
  display_name: z.string().trim().min(2).max(80),
  headline: z.string().trim().min(5).max(120),
  country_code: CountryCode,
  accept_terms: acceptTerms,
});

export const WithdrawBody = z.object({
  amount: z
    .number()
    .positive('The amount must be greater than 0.')
    .max(MAX_AMOUNT, 'The amount may not be greater than 100,000,000.'),
  bank_account_id: Id,
});

/** Sales between two days inclusive (the author's calendar days, UTC); either end may be open. */
export const SellerOrderListQuery = z
  .object({
    from: z.iso.date('The start date must be a date (YYYY-MM-DD).').optional(),
    to: z.iso.date('The end date must be a date (YYYY-MM-DD).').optional(),
    ...pageFields,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date.',
  });

const base = '/api/user/selling';

export const sellingEndpoints = {
  createAccount: endpoint({
    method: 'POST',
    path: `${base}/create_account`,
    body: CreateSellerAccountBody,
    response: envelope(Account),
    status: 201,
    auth: 'verified',
    summary: 'Makes the user an author (author_account).',
  }),
  checkVoiceoverAccount: endpoint({
    method: 'GET',
    path: `${base}/voa/check_account`,
    response: envelope(SellerAccountCheck),
    auth: 'user',
    summary: 'Which seller accounts the user holds, and the voiceover profile status.',
  }),
  createVoiceoverAccount: endpoint({
    method: 'POST',
    path: `${base}/create_voiceover_account`,
    body: CreateVoiceoverAccountBody,
    response: envelope(VoiceoverArtist),
    status: 201,
    auth: 'verified',
    summary: 'Makes the user a voiceover artist (voiceover_artist_account).',
  }),
  ...sellerBookEndpoints,
  withdrawChange: endpoint({
    method: 'DELETE',
    path: `${base}/books/:uid/pending_change`,
    params: UidParams,
    response: envelope(SellerBook),
    auth: 'author',
    extension: true,
    summary:
      'Withdraws the change to a published book that waits for review (issue 41); the approved version stays.',
  }),
  dashboardStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/dashboard`,
    response: envelope(SellerDashboardStatistics),
    auth: 'seller',
    summary: 'Seller dashboard figures.',
  }),
  orderStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/orders`,
    response: envelope(SellerOrderStatistics),
    auth: 'author',
    summary: 'Sales counts per month.',
  }),
  bookStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/books`,
    response: envelope(SellerBookStatistics),
    auth: 'author',
    summary: 'Book counts per status and type.',
  }),
  revenueStatistics: endpoint({
    method: 'GET',
    path: `${base}/statistics/revenues`,
    response: envelope(SellerRevenueStatistics),
    auth: 'seller',
    summary: 'Revenue, balance and withdrawals per month.',
  }),
  listOrders: endpoint({
    method: 'GET',
    path: `${base}/orders`,
    query: SellerOrderListQuery,
    response: paginated(SellerOrder),
    auth: 'author',
    summary: "Sales of the author's books.",
  }),
  listRevenues: endpoint({
    method: 'GET',
    path: `${base}/revenues`,
    query: z.object({ ...pageFields }),
    response: paginated(Revenue),
    auth: 'author',
    summary: 'Revenue entries per sale.',
  }),
  withdraw: endpoint({
    method: 'POST',
    path: `${base}/revenues/withdraw`,
    body: WithdrawBody,
    response: envelope(Withdrawal),
    status: 201,
    auth: 'seller',
    summary:
      'Withdraws available revenue (book sales and voiceover jobs alike) to a bank account (422 above the available balance).' +
      ' An Idempotency-Key header (1-255 characters) makes retries safe: the same key answers the same withdrawal, never a second; reused with other inputs it is a 422.',
  }),
};
