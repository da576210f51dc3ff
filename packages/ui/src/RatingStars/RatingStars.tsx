import clsx from 'clsx';
import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './RatingStars.module.css';
import { formatCount } from '../format';

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

/** The star's corners on the kit's 24 × 24 icon grid, clockwise from the top point. */
const STAR: readonly (readonly [number, number])[] = [
  [12, 2.5],
  [14.9, 8.6],
  [21.5, 9.4],
  [16.6, 14],
  [17.9, 20.6],
  [12, 17.3],
  [6.1, 20.6],
  [7.4, 14],
  [2.5, 9.4],
  [9.1, 8.6],
];

const shapes = new Map<number, string>();

/**
 * `count` stars side by side as one CSS polygon, in percentages of the row, so it fits any star size.
 * Each star is drawn and closed, then the outline steps to the next star's top point; the steps are
 * walked back at the end, so they enclose no area. A clip path, unlike a mask image, loads nothing:
 * it passes a partner page's strict Content-Security-Policy (`img-src`).
 */
export function starRowPolygon(count: number): string {
  let shape = shapes.get(count);
  if (shape === undefined) {
    const point = (star: number, [x, y]: readonly [number, number]) =>
      `${+(((star * 24 + x) / (24 * count)) * 100).toFixed(3)}% ${+((y / 24) * 100).toFixed(3)}%`;
    const points: string[] = [];
    for (let star = 0; star < count; star += 1) {
      for (const corner of STAR) points.push(point(star, corner));
      points.push(point(star, STAR[0] as readonly [number, number]));
    }
    for (let star = count - 2; star >= 0; star -= 1)
      points.push(point(star, STAR[0] as readonly [number, number]));
    shape = `polygon(${points.join(', ')})`;
    shapes.set(count, shape);
  }
  return shape;
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
      ? `, from ${formatCount(count)} ${count === 1 ? 'rating' : 'ratings'}`
      : '');

  return (
    <span {...rest} className={clsx(classes.RatingStars, className)} data-size={size}>
      {/* The stars are one element clipped to a row of star shapes, not an SVG per star: a page of
          book cards shows dozens of ratings, and a star each in two layers was half the page's DOM. */}
      <span
        className={clsx(classes.Track, max === 5 && classes.Five)}
        role="img"
        aria-label={label}
        style={
          max === 5
            ? undefined
            : ({ '--bk-rating-stars-max': max, clipPath: starRowPolygon(max) } as CSSProperties)
        }
      >
        <span className={classes.Fill} style={{ width: `${(clamped / max) * 100}%` }} />
      </span>
      {showValue ? (
        <span className={classes.Value} aria-hidden="true">
          {rounded.toFixed(1)}
        </span>
      ) : null}
      {count !== undefined ? (
        <span className={classes.Count} aria-hidden="true">
          ({formatCount(count)})
        </span>
      ) : null}
    </span>
  );
}
