/**
 * The partner programme's rules (issue 43), in one place: the default commission rates, how a
 * commission is computed from the store's share of a sale, the attribution cookie, and the plain-words
 * rules the programme page shows. The store's share and the hold come from the settlement
 * (PLATFORM_FEE_PERCENT, REVENUE_HOLD_DAYS in domains/payments/settlement.ts), which is above this
 * domain: it passes them in (`LedgerTerms`).
 */
import type { PartnerRates } from '@bookstore/api-client/contract';

/** The rates while operators have set none: percent OF THE STORE'S SHARE of a sale, per book type. */
export const DEFAULT_PARTNER_RATES: Readonly<PartnerRates> = { ebook: 25, audiobook: 25, printbook: 15 };

/** The first-party cookie that carries the partner and the click (HttpOnly, SameSite=Lax, signed). */
export const ATTRIBUTION_COOKIE = 'bookstore_ref';

/** The settlement's terms: the store's share of a sale (percent) and the days earnings are held. */
export interface LedgerTerms {
  storeSharePercent: number;
  holdDays: number;
}

/** The store's share of a line (minor units), rounded as the seller's revenue is (creditRevenue). */
export function storeShareOf(gross: number, storeSharePercent: number): number {
  return gross <= 0 ? 0 : Math.round((gross * storeSharePercent) / 100);
}

/**
 * The partner's commission on a line (minor units): `percent` of the store's share, rounded to the
 * minor unit, never above the share (nor below 0).
 */
export function commissionOf(gross: number, percent: number, storeSharePercent: number): number {
  const share = storeShareOf(gross, storeSharePercent);
  const commission = Math.round((share * percent) / 100);
  return Math.max(0, Math.min(share, commission));
}

/** What the programme page says earns nothing or is not allowed. */
export function programmeRules(attributionDays: number, holdDays: number): string[] {
  return [
    `A sale is yours when the shopper came through your link or widget within ${attributionDays} days; if they came through another partner's since, it is theirs (the last partner wins).`,
    'The commission is a part of the store’s share of each book, never of the author’s.',
    `Commissions are held ${holdDays} days (refunds), then you can withdraw them like authors’ earnings; large withdrawals, and those of new accounts, wait for an operator.`,
    'Buying through your own link earns nothing, nor does a sale of a book you wrote or sell.',
    'A refunded sale takes its commission back.',
    'No paid search on the store’s name, no misleading claims, no cookie stuffing or automatic redirects: an operator suspends a partner who does, and a suspended partner earns nothing.',
  ];
}
