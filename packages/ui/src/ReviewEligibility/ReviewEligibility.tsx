import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import type { LinkComponent } from '../format';
import { InfoIcon } from '../icons';
import { Link } from '../Link';
import classes from './ReviewEligibility.module.css';

/** Why the viewer cannot review a book. */
export type ReviewIneligibility = 'signed_out' | 'not_purchased' | 'own_book' | 'refunded';

export interface ReviewEligibilityProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  reason: ReviewIneligibility;
  /** Where a signed-out visitor signs in (come back here after). */
  signInHref?: string;
  /** Link component for client-side navigation (a router link taking `href`). */
  linkAs?: LinkComponent;
}

const TEXTS: Record<Exclude<ReviewIneligibility, 'signed_out'>, string> = {
  not_purchased: 'Only readers who bought this book can review it.',
  own_book: 'Authors can’t review their own books.',
  refunded: 'Your purchase of this book was refunded, so you can no longer review it.',
};

/** Says in place, without pressing, why the viewer cannot rate or review a book. */
export function ReviewEligibility({
  reason,
  signInHref = '/login',
  linkAs,
  className,
  ...rest
}: ReviewEligibilityProps) {
  return (
    <p {...rest} className={clsx(classes.Root, className)} data-reason={reason}>
      <InfoIcon size={16} className={classes.Icon} />
      {reason === 'signed_out' ? (
        <span>
          <Link href={signInHref} linkAs={linkAs}>
            Sign in
          </Link>{' '}
          to rate or review this book. Readers who bought it can review it.
        </span>
      ) : (
        <span>{TEXTS[reason]}</span>
      )}
    </p>
  );
}
