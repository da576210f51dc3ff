import { clsx } from 'clsx';
import { useId, useState, type HTMLAttributes } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { formatCount, formatUtcDay, type LinkComponent } from '../format';
import { CheckIcon, InfoIcon } from '../icons';
import { Link } from '../Link';
import { RatingStars } from '../RatingStars';
import { VisuallyHidden } from '../VisuallyHidden';
import { excerpt, reviewParagraphs, type Review } from './review';
import classes from './ReviewCard.module.css';

/** Texts longer than this are shown cut, with "Read more". */
export const REVIEW_COLLAPSE_AT = 600;

export interface ReviewCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  review: Review;
  /**
   * Votes the review helpful, or takes the vote back (`review.votedHelpful` says which). Absent for a
   * signed-out visitor, who is offered the sign-in link instead.
   */
  onHelpful?: (review: Review) => void;
  /** The helpful vote is being sent. */
  helpfulPending?: boolean;
  /** Opens the report dialog; no Report action without it, and never on one's own review. */
  onReport?: (review: Review) => void;
  /** Opens the viewer's own review for editing. */
  onEdit?: (review: Review) => void;
  /** Where a signed-out visitor signs in to vote. */
  signInHref?: string;
  /** Link component for client-side navigation (a router link taking `href`). */
  linkAs?: LinkComponent;
  /** Heading level of the review's title, to fit the page's outline. */
  headingLevel?: 3 | 4;
  /**
   * Shown to someone who neither votes nor reports (an author reading the reviews of their books): the
   * helpful count as text, no actions and no sign-in link.
   */
  readOnly?: boolean;
}

/**
 * One reader's review: name, date, stars, "Verified purchase", the title and text (long text cut with
 * "Read more"), and the helpful vote and report actions.
 */
export function ReviewCard({
  review,
  onHelpful,
  helpfulPending = false,
  onReport,
  onEdit,
  signInHref = '/login',
  linkAs,
  headingLevel = 3,
  readOnly = false,
  className,
  ...rest
}: ReviewCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const text = review.body ?? '';
  const long = text.length > REVIEW_COLLAPSE_AT;
  const shown = long && !expanded ? excerpt(text, REVIEW_COLLAPSE_AT) : text;
  const mine = review.mine === true;
  const helpful = `Helpful (${formatCount(review.helpfulCount)})`;

  return (
    <article
      {...rest}
      className={clsx(classes.Root, className)}
      aria-label={mine ? 'Your review' : `Review by ${review.reviewer.name}`}
      data-held={review.held || undefined}
    >
      <header className={classes.Header}>
        <p className={classes.Reviewer}>
          <span className={classes.Name}>{review.reviewer.name}</span>
          {mine ? (
            <Badge variant="accent" size="small">
              Your review
            </Badge>
          ) : null}
          {review.verifiedPurchase ? (
            <Badge variant="success" size="small">
              <CheckIcon size={12} strokeWidth={3} />
              Verified purchase
            </Badge>
          ) : null}
        </p>
        <p className={classes.Meta}>
          <RatingStars value={review.rating} size="small" />
          <time dateTime={review.createdAt}>{formatUtcDay(review.createdAt)}</time>
          {review.updatedAt ? (
            <span className={classes.Edited}>
              Edited <time dateTime={review.updatedAt}>{formatUtcDay(review.updatedAt)}</time>
            </span>
          ) : null}
        </p>
      </header>

      {review.held ? (
        <p className={classes.Held}>
          <InfoIcon size={16} />
          <span>Awaiting a check: reviews with links are read by our team first.</span>
        </p>
      ) : null}

      {review.title ? <Heading className={classes.Title}>{review.title}</Heading> : null}
      {text ? (
        <div className={classes.Body} id={`${id}-text`}>
          {reviewParagraphs(shown).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {long ? (
        <Button
          className={classes.More}
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      ) : null}

      {readOnly ? (
        review.helpfulCount > 0 ? (
          <footer className={classes.Actions}>
            <span className={classes.Note}>
              {review.helpfulCount === 1
                ? '1 reader found it helpful'
                : `${formatCount(review.helpfulCount)} readers found it helpful`}
            </span>
          </footer>
        ) : null
      ) : (
        <footer className={classes.Actions}>
          {mine ? (
            <>
              <Button variant="secondary" size="small" disabled aria-describedby={`${id}-own`}>
                {helpful}
              </Button>
              <span id={`${id}-own`} className={classes.Note}>
                Readers vote on your review; you can’t.
              </span>
            </>
          ) : onHelpful ? (
            <Button
              className={classes.Helpful}
              variant="secondary"
              size="small"
              aria-pressed={review.votedHelpful === true}
              loading={helpfulPending}
              leadingIcon={review.votedHelpful ? <CheckIcon size={14} /> : undefined}
              onClick={() => onHelpful(review)}
            >
              {helpful}
            </Button>
          ) : (
            <span className={classes.Note}>
              {helpful} ·{' '}
              <Link href={signInHref} linkAs={linkAs}>
                Sign in to vote
              </Link>
            </span>
          )}
          {mine && onEdit ? (
            <Button variant="ghost" size="small" onClick={() => onEdit(review)}>
              Edit your review
            </Button>
          ) : null}
          {!mine && onReport ? (
            <Button className={classes.Report} variant="ghost" size="small" onClick={() => onReport(review)}>
              Report <VisuallyHidden>the review by {review.reviewer.name}</VisuallyHidden>
            </Button>
          ) : null}
        </footer>
      )}
    </article>
  );
}
