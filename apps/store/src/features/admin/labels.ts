import type { AuditAction, AuditEntry, Payout } from '@bookstore/api-client/contract';
import type { BadgeVariant } from '@bookstore/ui';

/** What each audited action is called in the back office. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'operator.grant': 'Operator role granted',
  'operator.revoke': 'Operator role revoked',
  'book.approve': 'Book approved',
  'book.reject': 'Book rejected',
  'book.takedown': 'Book taken down',
  'offer.hide': 'Offer hidden',
  'user.suspend': 'Account suspended',
  'user.restore': 'Account restored',
  'voiceover.approve': 'Voiceover profile approved',
  'voiceover.reject': 'Voiceover profile rejected',
  'withdrawal.release': 'Withdrawal released',
  'withdrawal.reject': 'Withdrawal rejected',
  'order.refund': 'Order refunded',
  'review.hide': 'Review hidden',
  'review.keep': 'Review kept',
  'book_version.approve': 'Book change approved',
  'book_version.reject': 'Book change rejected',
  'partner.suspend': 'Partner suspended',
  'partner.restore': 'Partner restored',
  'partner.rates': 'Partner rates changed',
};

export const TARGET_LABELS: Record<AuditEntry['target_type'], string> = {
  user: 'Account',
  book: 'Book',
  offer: 'Offer',
  voiceover_profile: 'Voiceover profile',
  withdrawal: 'Withdrawal',
  order: 'Order',
  review: 'Review',
  partner: 'Partner',
  partner_rates: 'Partner rates',
};

export const PAYOUT_REVIEW_LABELS: Record<Payout['review_status'], string> = {
  none: 'Not held',
  held: 'Waiting',
  released: 'Released',
  rejected: 'Rejected',
};

export const PAYOUT_REVIEW_BADGES: Record<Payout['review_status'], BadgeVariant> = {
  none: 'neutral',
  held: 'warning',
  released: 'success',
  rejected: 'danger',
};

export const HOLD_REASON_LABELS: Record<Payout['hold_reasons'][number], string> = {
  amount: 'Above the amount that needs a look',
  new_seller: 'New seller',
};

const SOURCE_LABELS: Record<AuditEntry['source'], string> = {
  web: 'back office',
  cli: 'command line',
  dev: 'demo tool',
};

/**
 * Who did it and through what: the operator's username (the back office), or the person named on the
 * command line or in a demo tool (an account, the OS account `os:…`, the demo's auto-approval).
 */
export function actorOf(entry: Pick<AuditEntry, 'operator' | 'source' | 'actor_name'>): string {
  const who = entry.operator?.username ?? entry.actor_name ?? 'unnamed';
  return entry.source === 'web' ? who : `${who} (${SOURCE_LABELS[entry.source]})`;
}

/** A book order's status in words (the buyer's pages say the same). */
export function orderStatusLabel(status: string): string {
  return status === 'pending_payment'
    ? 'Waiting for payment'
    : status.charAt(0).toUpperCase() + status.slice(1);
}
