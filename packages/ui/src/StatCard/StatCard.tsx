import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './StatCard.module.css';

export interface StatCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is measured (e.g. "Revenue"). */
  label: ReactNode;
  /** The figure, already formatted (e.g. a Price). */
  value: ReactNode;
  /** Change against the previous period, in percent (12.5 = +12.5 %). */
  change?: number;
  /** The period compared with (e.g. "vs last month"). */
  changeLabel?: string;
  /** When a rise is bad (refunds, costs), colour a rise as negative. */
  invertChange?: boolean;
  icon?: ReactNode;
}

// Made on first use: the kit's chunk reaches public pages, and a page's first Intl call loads the
// browser's locale data (see formatCount in @bookstore/api-client/constants).
let percentFormat: Intl.NumberFormat | undefined;
const percent = (value: number) =>
  (percentFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(value);

/** A dashboard figure with its label and its change against the previous period. */
export function StatCard({
  label,
  value,
  change,
  changeLabel,
  invertChange = false,
  icon,
  className,
  ...rest
}: StatCardProps) {
  const direction = change === undefined ? undefined : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const good = direction === 'flat' ? undefined : (direction === 'up') !== invertChange;
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '–';
  const spoken = direction === 'up' ? 'Up' : direction === 'down' ? 'Down' : 'No change,';
  return (
    <div {...rest} className={clsx(classes.Root, className)}>
      <div className={classes.Header}>
        <span className={classes.Label}>{label}</span>
        {icon ? (
          <span className={classes.Icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <div className={classes.Value}>{value}</div>
      {change !== undefined ? (
        <p
          className={classes.Change}
          data-trend={good === undefined ? 'neutral' : good ? 'positive' : 'negative'}
        >
          <span aria-hidden="true">
            {arrow} {percent(Math.abs(change))}%
          </span>
          <span className={classes.Hidden}>
            {spoken} {percent(Math.abs(change))}%
          </span>
          {changeLabel ? <span className={classes.ChangeLabel}> {changeLabel}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
