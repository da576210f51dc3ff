import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import classes from './ProgressBar.module.css';

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** Accessible name (e.g. "Uploading cover"); shown above the bar unless hideLabel. */
  label: string;
  /** Current value; leave undefined for an indeterminate bar. */
  value?: number;
  max?: number;
  hideLabel?: boolean;
  /** Shows the percentage beside the label. */
  showValue?: boolean;
  size?: 'small' | 'medium';
  tone?: 'accent' | 'success' | 'danger';
}

/** A determinate or indeterminate progress bar (role progressbar). */
export function ProgressBar({
  label,
  value,
  max = 100,
  hideLabel = false,
  showValue = false,
  size = 'medium',
  tone = 'accent',
  className,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div {...rest} className={clsx(classes.Root, className)} data-size={size} data-tone={tone}>
      <div className={classes.Header} data-hidden={hideLabel || undefined}>
        <span id={labelId}>{label}</span>
        {showValue && determinate ? <span aria-hidden="true">{percent}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? `${percent}%` : undefined}
        className={classes.Track}
        data-indeterminate={determinate ? undefined : ''}
      >
        <div className={classes.Fill} style={determinate ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
