/**
 * When a seller's withdrawal waits for an operator (issue 28): when it and what the seller withdrew in
 * the last PAYOUT_REVIEW_WINDOW_DAYS in its currency (issue 41: not each request alone, so splitting a
 * sum does not avoid review) pass PAYOUT_REVIEW_ABOVE for its currency, or from an account younger than
 * PAYOUT_NEW_SELLER_DAYS. The back office releases or rejects it.
 */
import type { Config } from '../../config.ts';
import type { User } from '../../db/schema.ts';

export type HoldReason = 'amount' | 'new_seller';

/**
 * Why a withdrawal of `amount` (minor units) must wait for an operator; empty: it goes on at once.
 * `withdrawnInWindow`: what the seller withdrew in the currency within the review window before it.
 */
export function payoutHoldReasons(
  config: Pick<Config, 'payoutReviewAbove' | 'payoutNewSellerDays'>,
  seller: Pick<User, 'created_at'>,
  currencyCode: string,
  amount: number,
  now: Date,
  withdrawnInWindow = 0,
): HoldReason[] {
  const reasons: HoldReason[] = [];
  const limit = config.payoutReviewAbove[currencyCode];
  if (limit === undefined || withdrawnInWindow + amount > limit) reasons.push('amount');
  const ageDays = (now.getTime() - seller.created_at.getTime()) / 86_400_000;
  if (ageDays < config.payoutNewSellerDays) reasons.push('new_seller');
  return reasons;
}
