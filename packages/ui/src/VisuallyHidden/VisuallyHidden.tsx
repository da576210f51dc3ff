import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import classes from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Shows the content when it receives focus (for skip links). */
  focusable?: boolean;
}

/** Content read by screen readers but not shown on screen. */
export function VisuallyHidden({ focusable = false, className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} data-focusable={focusable || undefined} className={clsx(classes.Root, className)} />;
}
