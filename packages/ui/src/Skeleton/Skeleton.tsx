import { clsx } from 'clsx';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './Skeleton.module.css';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `text` is a line of text, `rect` a block (a cover), `circle` an avatar. */
  variant?: 'text' | 'rect' | 'circle';
  /** CSS width (number = px). */
  width?: number | string;
  /** CSS height (number = px). */
  height?: number | string;
  /** For text: number of lines; the last one is shorter. */
  lines?: number;
}

const px = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape shown while content loads. It is hidden from assistive technology;
 * mark the loading region with aria-busy instead.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const size: CSSProperties = { width: px(width), height: px(height), ...style };
  if (variant === 'text' && lines > 1) {
    return (
      <span
        {...rest}
        aria-hidden="true"
        className={clsx(classes.Lines, className)}
        style={{ width: px(width), ...style }}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={classes.Root}
            data-variant="text"
            data-last={index === lines - 1 || undefined}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...rest}
      aria-hidden="true"
      data-variant={variant}
      className={clsx(classes.Root, className)}
      style={size}
    />
  );
}
