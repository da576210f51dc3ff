import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import classes from './RatingStars.module.css';

export interface RatingStarsProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The rating, from 0 to `max`; halves and other fractions fill part of a star. */
  value: number;
  /** The best possible rating. */
  max?: number;
  /** How many ratings the value comes from, shown after the stars when given. */
  count?: number;
  /** Star size. */
  size?: 'small' | 'medium' | 'large';
  /** Show the value as a number beside the stars. */
  showValue?: boolean;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars({ max }: { max: number }) {
  return (
    <>
      {Array.from({ length: max }, (_, i) => (
        <svg key={i} className={classes.Star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/** Read-only star rating, announced as "Rated 4.5 out of 5". */
export function RatingStars({
  value,
  max = 5,
  count,
  size = 'medium',
  showValue = false,
  className,
  ...rest
}: RatingStarsProps) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const rounded = Math.round(clamped * 10) / 10;
  const label =
    `Rated ${rounded} out of ${max}` +
    (count !== undefined
      ? `, from ${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`
      : '');

  return (
    <span {...rest} className={clsx(classes.RatingStars, className)} data-size={size}>
      <span className={classes.Track} role="img" aria-label={label}>
        <Stars max={max} />
        <span className={classes.Fill} style={{ width: `${(clamped / max) * 100}%` }}>
          <Stars max={max} />
        </span>
      </span>
      {showValue ? (
        <span className={classes.Value} aria-hidden="true">
          {rounded.toFixed(1)}
        </span>
      ) : null}
      {count !== undefined ? (
        <span className={classes.Count} aria-hidden="true">
          ({count.toLocaleString('en-US')})
        </span>
      ) : null}
    </span>
  );
}
