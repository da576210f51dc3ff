import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseIcon } from '../icons';
import classes from './Tag.module.css';

export interface TagProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  children: ReactNode;
  /** Shows a remove button; called when it is pressed. */
  onRemove?: () => void;
  /** Accessible label of the remove button; defaults to "Remove <text>". */
  removeLabel?: string;
  size?: 'small' | 'medium';
  tone?: 'neutral' | 'accent';
}

/** A keyword or filter chip (genre, accent, language), optionally removable. */
export function Tag({
  children,
  onRemove,
  removeLabel,
  size = 'medium',
  tone = 'neutral',
  className,
  ...rest
}: TagProps) {
  const text = typeof children === 'string' ? children : 'tag';
  return (
    <span {...rest} data-size={size} data-tone={tone} className={clsx(classes.Root, className)}>
      <span className={classes.Text}>{children}</span>
      {onRemove ? (
        <button
          type="button"
          className={classes.Remove}
          aria-label={removeLabel ?? `Remove ${text}`}
          onClick={onRemove}
        >
          <CloseIcon size={12} strokeWidth={2.5} />
        </button>
      ) : null}
    </span>
  );
}
