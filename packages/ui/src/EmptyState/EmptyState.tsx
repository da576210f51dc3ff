import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** A call to action (Button or Link). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  size?: 'small' | 'medium';
}

/** What a list or page shows when it has nothing in it, with a way forward. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  size = 'medium',
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} data-size={size} className={clsx(classes.Root, className)}>
      {icon ? (
        <span className={classes.Icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={classes.Title}>{title}</Heading>
      {description ? <p className={classes.Description}>{description}</p> : null}
      {action ? <div className={classes.Action}>{action}</div> : null}
    </div>
  );
}
