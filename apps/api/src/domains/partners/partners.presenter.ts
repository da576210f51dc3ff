/** The partner programme's answers (issue 43): amounts in major units, nothing about buyers. */
import type { AdminPartner, Partner, PartnerOrder, PartnerStats } from '@bookstore/api-client/contract';
import type { CurrencyInfo } from '../../money.ts';
import { money } from '../../money.ts';
import type { attributedOrders, listPartners, partnerStats, PartnerRow } from './partners.ts';

/** The store's home page with the partner's code: a link to paste on another site (absolute). */
export function partnerLink(storeOrigin: string, code: string): string {
  return `${storeOrigin}/?ref=${code}&ref_src=link`;
}

export function presentPartner(row: PartnerRow, storeOrigin: string): Partner {
  return {
    code: row.code,
    site_url: row.site_url,
    status: row.status,
    suspension_reason: row.suspension_reason,
    terms_version: row.terms_version,
    joined_at: row.created_at.toISOString(),
    link: partnerLink(storeOrigin, row.code),
  };
}

type Stats = Awaited<ReturnType<typeof partnerStats>>;

export function presentStats(stats: Stats): PartnerStats {
  const m = (minor: number) => money(minor, stats.country);
  return {
    currency_code: stats.country.currency_code,
    clicks: stats.clicks,
    clicks_by_source: { widget: stats.widgetClicks, link: stats.linkClicks },
    orders: stats.orders,
    conversion: stats.conversion,
    earned: m(stats.earned),
    held: m(stats.held),
    balance: m(stats.balance),
    months: stats.months.map((row) => ({
      month: row.month,
      clicks: row.clicks,
      orders: row.orders,
      earnings: m(row.earnings),
    })),
    top_books: stats.topBooks.map((b) => ({
      uid: b.uid,
      title: b.title,
      type: b.type,
      orders: b.orders,
      commission: m(b.commission),
    })),
  };
}

type Attributed = Awaited<ReturnType<typeof attributedOrders>>['orders'][number];

export function presentPartnerOrder({ order, items, commission, status }: Attributed): PartnerOrder {
  const currency: CurrencyInfo = order;
  return {
    reference: order.uid,
    created_at: order.created_at.toISOString(),
    books: items.map((i) => ({ title: i.title, type: i.type, quantity: i.quantity })),
    amount: money(order.total_amount, currency),
    commission: money(commission, currency),
    status,
  };
}

type Listed = Awaited<ReturnType<typeof listPartners>>['partners'][number];

export function presentAdminPartner({ row, figures }: Listed): AdminPartner {
  return {
    code: row.code,
    site_url: row.site_url,
    status: row.status,
    suspension_reason: row.suspension_reason,
    terms_version: row.terms_version,
    joined_at: row.created_at.toISOString(),
    username: row.username,
    email: row.email,
    clicks: figures.clicks,
    orders: figures.orders,
  };
}
