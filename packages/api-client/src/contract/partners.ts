import { z } from 'zod';
import { BookType, DateTimeString, Money, pageFields, Uid } from './common';
import { endpoint, envelope, paginated } from './endpoint';

// Issue 43: the partner programme. A signed-in user joins with their site's address and the terms; they
// get a short code their links and widgets carry (`?ref=CODE`); a sale made within the attribution
// window earns a commission, a percentage of the store's share of each book, held like sellers'
// earnings and withdrawn through the same bank accounts and payout queue.

/** The programme terms a partner accepts; a new text gets a new version. */
export const PARTNER_TERMS_VERSION = '2026-12-01';
/** How long a click keeps the shopper the partner's (PARTNER_ATTRIBUTION_DAYS on the server). */
export const PARTNER_ATTRIBUTION_DAYS = 30;
/** Site addresses: http or https, at most this many characters. */
export const PARTNER_SITE_URL_MAX = 300;
export const PARTNER_REASON_MAX = 500;

export const partnerStatuses = ['active', 'suspended'] as const;
export const PartnerStatus = z.enum(partnerStatuses);
export type PartnerStatus = z.infer<typeof PartnerStatus>;

/** Where a click came from: a partner's widget or a plain link. */
export const partnerSources = ['widget', 'link'] as const;
export const PartnerSource = z.enum(partnerSources);
export const partnerWidgets = ['card', 'search', 'cart', 'player'] as const;
export const PartnerWidget = z.enum(partnerWidgets);
export type PartnerWidget = z.infer<typeof PartnerWidget>;

/** A partner's code: 8 capitals and digits (no 0, 1, O or I). */
export const PartnerCode = z.string().regex(/^[A-Z2-9]{8}$/, 'The partner code is not valid.');

/** Whole percentages of the store's share, per book type. */
const Percent = z
  .number('The rate must be a whole percentage from 0 to 100.')
  .int('The rate must be a whole percentage from 0 to 100.')
  .min(0, 'The rate must be a whole percentage from 0 to 100.')
  .max(100, 'The rate must be a whole percentage from 0 to 100.');
export const PartnerRates = z.object({ ebook: Percent, audiobook: Percent, printbook: Percent });
export type PartnerRates = z.infer<typeof PartnerRates>;

/** A site address: http(s), a host, trimmed, bounded. */
export const SiteUrl = z
  .string('The site address is required.')
  .trim()
  .min(1, 'The site address is required.')
  .max(PARTNER_SITE_URL_MAX, `The site address may not be greater than ${PARTNER_SITE_URL_MAX} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'The site address must be a full http:// or https:// address (https://example.com).');

export const PartnerProgramme = z.object({
  terms_version: z.string(),
  /** Days a click keeps counting (last partner wins). */
  attribution_days: z.number().int().positive(),
  /** The store's share of each sale (the rest is the author's); commissions are a part of it. */
  store_share_percent: z.number().int().min(0).max(100),
  /** Percent of the store's share, per book type. */
  rates: PartnerRates,
  /** Commissions are held this many days (refunds), then withdrawable. */
  hold_days: z.number().int().min(0),
  /** What earns nothing or is not allowed, in plain words. */
  rules: z.array(z.string()),
});
export type PartnerProgramme = z.infer<typeof PartnerProgramme>;

export const Partner = z.object({
  code: PartnerCode,
  site_url: z.string(),
  status: PartnerStatus,
  suspension_reason: z.string().nullable(),
  terms_version: z.string(),
  joined_at: DateTimeString,
  /** The store's home page carrying the partner's code: a plain link to paste. */
  link: z.string(),
});
export type Partner = z.infer<typeof Partner>;

export const JoinPartnerBody = z.object({
  site_url: SiteUrl,
  accept_terms: z.literal(true, 'You must accept the programme terms.'),
  terms_version: z.literal(PARTNER_TERMS_VERSION, 'The programme terms have changed; read them again.'),
});
export type JoinPartnerBody = z.input<typeof JoinPartnerBody>;

export const UpdatePartnerBody = z.object({ site_url: SiteUrl });

export const PartnerMonth = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  clicks: z.number().int().min(0),
  orders: z.number().int().min(0),
  earnings: Money,
});

export const PartnerTopBook = z.object({
  uid: Uid,
  title: z.string(),
  type: BookType,
  orders: z.number().int().min(0),
  commission: Money,
});

/** The partner's dashboard, in the partner's currency (their country's, as sellers' figures are). */
export const PartnerStats = z.object({
  currency_code: z.string(),
  clicks: z.number().int().min(0),
  clicks_by_source: z.object({ widget: z.number().int().min(0), link: z.number().int().min(0) }),
  /** Paid attributed orders. */
  orders: z.number().int().min(0),
  /** orders / clicks, 0..1 (0 without clicks). */
  conversion: z.number().min(0),
  /** Commission earned, net of reversals. */
  earned: Money,
  /** Part of `earned` still held (refund window). */
  held: Money,
  /** What can be withdrawn now (the same balance as a seller's). */
  balance: Money,
  /** The last 12 months, oldest first. */
  months: z.array(PartnerMonth),
  top_books: z.array(PartnerTopBook),
});
export type PartnerStats = z.infer<typeof PartnerStats>;

export const partnerOrderStatuses = ['pending_payment', 'held', 'available', 'reversed', 'none'] as const;
/** An attributed order, without anything about the buyer. */
export const PartnerOrder = z.object({
  reference: z.string(),
  created_at: DateTimeString,
  books: z.array(z.object({ title: z.string(), type: BookType, quantity: z.number().int().min(1) })),
  amount: Money,
  commission: Money,
  /** held: earned, in the refund window; available: withdrawable; reversed: refunded; none: nothing earned. */
  status: z.enum(partnerOrderStatuses),
});
export type PartnerOrder = z.infer<typeof PartnerOrder>;

/** A partner in the back office. */
export const AdminPartner = Partner.omit({ link: true }).extend({
  username: z.string(),
  email: z.string(),
  clicks: z.number().int().min(0),
  orders: z.number().int().min(0),
});
export type AdminPartner = z.infer<typeof AdminPartner>;

const CodeParams = z.object({ code: PartnerCode });
const Reason = z
  .string('A reason is required.')
  .trim()
  .min(3, 'The reason must be at least 3 characters.')
  .max(PARTNER_REASON_MAX, `The reason may not be greater than ${PARTNER_REASON_MAX} characters.`);

export const partnersEndpoints = {
  programme: endpoint({
    method: 'GET',
    path: '/api/public/partners/programme',
    response: envelope(PartnerProgramme),
    auth: 'public',
    summary: 'The partner programme: rates, attribution window, hold, and what earns nothing.',
    extension: true,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/user/partners',
    body: JoinPartnerBody,
    response: envelope(Partner),
    status: 201,
    auth: 'verified',
    summary: 'Joins the partner programme with a site address and the accepted terms.',
    extension: true,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/user/partners/me',
    response: envelope(Partner),
    auth: 'verified',
    summary: "The partner's profile and code (404 when not a partner).",
    extension: true,
  }),
  updateSite: endpoint({
    method: 'PUT',
    path: '/api/user/partners/me',
    body: UpdatePartnerBody,
    response: envelope(Partner),
    auth: 'verified',
    summary: "Changes the partner's site address.",
    extension: true,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/user/partners/stats',
    response: envelope(PartnerStats),
    auth: 'verified',
    summary: "The partner's dashboard: clicks, orders, conversion, earnings per month, top books.",
    extension: true,
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/user/partners/orders',
    query: z.object(pageFields),
    response: paginated(PartnerOrder),
    auth: 'verified',
    summary: "The partner's attributed orders, newest first (no buyer data).",
    extension: true,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/partners',
    query: z.object({
      ...pageFields,
      status: PartnerStatus.optional(),
      q: z.string().trim().max(100).optional(),
    }),
    response: paginated(AdminPartner),
    auth: 'operator',
    summary: 'Partners with their figures, newest first.',
    extension: true,
  }),
  adminRates: endpoint({
    method: 'PUT',
    path: '/api/admin/partners/rates',
    body: PartnerRates.extend({ reason: Reason.optional() }),
    response: envelope(PartnerRates),
    auth: 'operator',
    summary: 'Sets the commission rates per book type (audited).',
    extension: true,
  }),
  adminSuspend: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:code/suspend',
    params: CodeParams,
    body: z.object({ reason: Reason }),
    response: envelope(AdminPartner),
    auth: 'operator',
    summary: 'Suspends a partner: no new clicks, orders or commissions (audited).',
    extension: true,
  }),
  adminRestore: endpoint({
    method: 'POST',
    path: '/api/admin/partners/:code/restore',
    params: CodeParams,
    body: z.object({ reason: Reason.optional() }),
    response: envelope(AdminPartner),
    auth: 'operator',
    summary: 'Restores a suspended partner (audited).',
    extension: true,
  }),
} as const;
