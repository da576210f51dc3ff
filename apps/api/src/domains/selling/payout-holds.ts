/**
 * When a seller's withdrawal waits for an operator (issue 28): above PAYOUT_REVIEW_ABOVE for its currency,
 * or from an account younger than PAYOUT_NEW_SELLER_DAYS. The back office releases or rejects it.
 */
import type { Config } from '../../config.ts';
import type { User } from '../../db/schema.ts';

export type HoldReason = 'amount' | 'new_seller';

/** Why a withdrawal of `amount` (minor units) must wait for an operator; empty: it goes on at once. */
export function payoutHoldReasons(
  config: Pick<Config, 'payoutReviewAbove' | 'payoutNewSellerDays'>,
  seller: Pick<User, 'created_at'>,
  currencyCode: string,
  amount: number,
  now: Date,
): HoldReason[] {
  const reasons: HoldReason[] = [];
  const limit = config.payoutReviewAbove[currencyCode];
  if (limit === undefined || amount > limit) reasons.push('amount');
  const ageDays = (now.getTime() - seller.created_at.getTime()) / 86_400_000;
  if (ageDays < config.payoutNewSellerDays) reasons.push('new_seller');
  return reasons;
}
