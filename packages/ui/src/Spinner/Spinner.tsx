import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './Spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: SpinnerSize;
  /** Announced text; `null` makes the spinner decorative (when a parent already says it is busy). */
  label?: string | null;
}

/** An indeterminate loading indicator that takes the current text colour. */
export function Spinner({ size = 'medium', label = 'Loading', className, ...rest }: SpinnerProps) {
  const decorative = label === null;
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'status' })}
      {...rest}
      data-size={size}
      className={clsx(classes.Root, className)}
    >
      <svg className={classes.Svg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className={classes.Track} cx="12" cy="12" r="9" />
        <circle className={classes.Arc} cx="12" cy="12" r="9" />
      </svg>
      {decorative ? null : <span className={classes.Label}>{label}</span>}
    </span>
  );
}
