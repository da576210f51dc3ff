import type { ReviewSort } from '@bookstore/api-client/review-rules';
import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { formatCount } from '../format';
import { CloseIcon } from '../icons';
import { Link } from '../Link';
import { Pagination } from '../Pagination';
import { ReviewCard, starsLabel, type Review, type ReviewCardProps, type StarCount } from '../ReviewCard';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { Tag } from '../Tag';
import { VisuallyHidden } from '../VisuallyHidden';
import classes from './ReviewList.module.css';

/** The orders reviews can be listed in. */
export type { ReviewSort };

export const REVIEW_SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'helpful', label: 'Most helpful' },
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rating' },
  { value: 'lowest', label: 'Lowest rating' },
];

export interface ReviewListProps
  extends
    Pick<ReviewCardProps, 'onHelpful' | 'onReport' | 'onEdit' | 'signInHref' | 'linkAs'>,
    Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** This page's reviews. */
  reviews: readonly Review[];
  /** How many reviews match the filter, over all pages. */
  total: number;
  page: number;
  totalPages: number;
  /** The address of another page of the same list (sort and filter kept). */
  pageHref: (page: number) => string;
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  /** The stars filter in force, shown as a chip with a link that clears it. */
  stars?: StarCount | null;
  /** The address of the list without the stars filter. */
  clearStarsHref: string;
  /** The page is being read: placeholders stand in for the cards. */
  loading?: boolean;
  /** The review whose helpful vote is being sent. */
  helpfulPendingUid?: string | null;
  /** Shown under the empty list when the book has no reviews at all (e.g. the viewer's way to write one). */
  emptyAction?: ReactNode;
  title?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A book's reviews: heading with the count, sort, the stars filter, the cards one page at a time. */
export function ReviewList({
  reviews,
  total,
  page,
  totalPages,
  pageHref,
  sort,
  onSortChange,
  stars = null,
  clearStarsHref,
  loading = false,
  helpfulPendingUid = null,
  emptyAction,
  title = 'Reviews',
  headingLevel = 2,
  onHelpful,
  onReport,
  onEdit,
  signInHref,
  linkAs,
  className,
  ...rest
}: ReviewListProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const cardHeading = headingLevel === 2 ? 3 : 4;
  const filter = stars ? starsLabel(stars) : null;

  return (
    <section {...rest} className={clsx(classes.Root, className)} aria-labelledby={headingId}>
      <div className={classes.Top}>
        <Heading id={headingId} className={classes.Heading}>
          {title} <span className={classes.Total}>({formatCount(total)})</span>
        </Heading>
        <Select
          className={classes.Sort}
          label="Sort by"
          size="small"
          options={[...REVIEW_SORTS]}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ReviewSort)}
        />
      </div>
      {filter ? (
        <p className={classes.Filter}>
          <Tag tone="accent" size="small">
            {`Showing ${filter}`}
          </Tag>
          <Link href={clearStarsHref} linkAs={linkAs} className={classes.Clear}>
            <CloseIcon size={14} />
            Show all ratings
          </Link>
        </p>
      ) : null}

      {loading ? (
        <div className={classes.Loading} aria-busy="true" role="status">
          <VisuallyHidden>Loading reviews…</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <div key={index} className={classes.Placeholder}>
              <Skeleton width="40%" />
              <Skeleton width="25%" />
              <Skeleton lines={3} />
            </div>
          ))}
        </div>
      ) : reviews.length === 0 ? (
        filter ? (
          <EmptyState
            size="small"
            headingLevel={cardHeading}
            title={`No ${stars === 1 ? '1-star' : `${stars}-star`} reviews`}
            description="No reader has given this book that many stars with a review yet."
            action={
              <Link href={clearStarsHref} linkAs={linkAs} variant="standalone">
                Show all reviews
              </Link>
            }
          />
        ) : (
          <EmptyState
            size="small"
            headingLevel={cardHeading}
            title="No reviews yet"
            description="Readers who bought this book can be the first to review it."
            action={emptyAction}
          />
        )
      ) : (
        <ul className={classes.Cards}>
          {reviews.map((review) => (
            <li key={review.uid}>
              <ReviewCard
                review={review}
                headingLevel={cardHeading}
                onHelpful={onHelpful}
                helpfulPending={helpfulPendingUid === review.uid}
                onReport={onReport}
                onEdit={onEdit}
                signInHref={signInHref}
                linkAs={linkAs}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className={classes.Pages}
        page={page}
        totalPages={totalPages}
        getHref={pageHref}
        linkAs={linkAs}
        label="Pages of reviews"
      />
    </section>
  );
}
