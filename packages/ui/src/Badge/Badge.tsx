import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './Badge.module.css';

export type BadgeVariant =
  | 'neutral'
  | 'accent'
  | 'new'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info'
  | 'ebook'
  | 'audiobook'
  | 'printbook';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
  size?: 'small' | 'medium';
  /** Text of the badge; the `new` variant reads "New" when none is given. */
  children?: ReactNode;
}

/** A short status or category label, e.g. the "new" badge on categories or a book type. */
export function Badge({ variant = 'neutral', size = 'medium', children, className, ...rest }: BadgeProps) {
  return (
    <span {...rest} data-variant={variant} data-size={size} className={clsx(classes.Root, className)}>
      {children ?? (variant === 'new' ? 'New' : null)}
    </span>
  );
}
