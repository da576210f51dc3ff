import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { Anchor, formatCount, type LinkComponent } from '../format';
import { StarIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { RatingStars } from '../RatingStars';
import { STAR_COUNTS, starsLabel, type StarCount } from '../ReviewCard/review';
import classes from './RatingSummary.module.css';

/** A book's ratings as the API sends them. */
export interface RatingSummaryData {
  /** Mean rating, 0 when there are none. */
  average: number;
  count: number;
  /** Ratings per number of stars; a missing row counts 0. */
  distribution: readonly { stars: StarCount; count: number }[];
}

export interface RatingSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  summary: RatingSummaryData;
  /**
   * Where each row of the distribution links to: the reviews filtered to that many stars. Without it the
   * rows are not links (figures over several books, with no one list to filter).
   */
  starsHref?: (stars: StarCount) => string;
  /** The stars filter in force, marked on its row. */
  activeStars?: StarCount | null;
  /** Link component for client-side navigation (a router link taking `href`). */
  linkAs?: LinkComponent;
  /** The section's heading. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** Each row's share of the ratings in whole percent (0 when there are none). */
export function ratingShares(
  summary: RatingSummaryData,
): { stars: StarCount; count: number; percent: number }[] {
  const byStars = new Map(summary.distribution.map((row) => [row.stars, row.count]));
  const total = STAR_COUNTS.reduce((sum, stars) => sum + (byStars.get(stars) ?? 0), 0);
  return STAR_COUNTS.map((stars) => {
    const count = byStars.get(stars) ?? 0;
    return { stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/**
 * A book's average rating, its stars and count, and how the ratings spread from 5 to 1 stars: each row
 * a link that filters the reviews ("5 stars, 62% of ratings"), the filter in force marked.
 */
export function RatingSummary({
  summary,
  starsHref,
  activeStars = null,
  linkAs: LinkAs = Anchor,
  title = 'Ratings',
  headingLevel = 2,
  className,
  ...rest
}: RatingSummaryProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const average = Math.round(summary.average * 10) / 10;
  return (
    <section {...rest} className={clsx(classes.Root, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={classes.Heading}>
        {title}
      </Heading>
      {summary.count === 0 ? (
        <EmptyState
          size="small"
          headingLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)}
          icon={<StarIcon size={24} />}
          title="No ratings yet"
          description="Readers who buy this book can rate it once they have it."
        />
      ) : (
        <div className={classes.Body}>
          <div className={classes.Overview}>
            <p className={classes.Average}>
              <span aria-hidden="true">{average.toFixed(1)}</span>
              <RatingStars value={summary.average} size="large" />
            </p>
            <p className={classes.Count}>
              {formatCount(summary.count)} {summary.count === 1 ? 'rating' : 'ratings'}
            </p>
          </div>
          <ul className={classes.Rows} aria-label="Ratings by stars">
            {ratingShares(summary).map(({ stars, count, percent }) => {
              const row = (
                <>
                  <VisuallyHidden>{`${starsLabel(stars)}, ${percent}% of ratings`}</VisuallyHidden>
                  <span className={classes.Parts} aria-hidden="true">
                    <span className={classes.Stars}>
                      {stars}
                      <StarIcon size={14} className={classes.StarIcon} />
                    </span>
                    <span className={classes.Bar}>
                      <span className={classes.Fill} style={{ width: `${percent}%` }} />
                    </span>
                    <span className={classes.Percent}>{percent}%</span>
                  </span>
                </>
              );
              return (
                <li key={stars}>
                  {count > 0 && starsHref ? (
                    <LinkAs
                      className={classes.Row}
                      href={starsHref(stars)}
                      aria-current={stars === activeStars ? 'true' : undefined}
                    >
                      {row}
                    </LinkAs>
                  ) : (
                    // No ratings with that many stars, or no list to filter: not a link.
                    <span className={classes.Row} data-empty={count > 0 ? undefined : ''}>
                      {row}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
