/**
 * The payout review's amounts (issue 28), parsed apart from config.ts: PAYOUT_REVIEW_ABOVE, per currency.
 * Issue 41: they apply to what a seller withdrew in PAYOUT_REVIEW_WINDOW_DAYS plus the new request
 * (domains/selling/payout-holds.ts).
 */
export const DEFAULT_PAYOUT_REVIEW_ABOVE = 'NGN:500000,USD:1000,GBP:800';

/** PAYOUT_REVIEW_ABOVE: `CODE:amount` pairs in major units -> minor units per currency (invalid: null). */
export function payoutThresholds(value: string | undefined): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of (value || DEFAULT_PAYOUT_REVIEW_ABOVE).split(',')) {
    const match = /^\s*([A-Z]{3})\s*:\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!match?.[1] || !match[2]) return null;
    out[match[1]] = Math.round(Number(match[2]) * 100);
  }
  return out;
}
