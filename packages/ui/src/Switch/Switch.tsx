import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import classes from './Switch.module.css';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'role' | 'children' | 'size'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** Label before or after the track. */
  labelPosition?: 'start' | 'end';
  size?: 'small' | 'medium';
}

/** An on/off switch (a checkbox with the switch role, so forms and form libraries treat it as one). */
export function Switch({
  label,
  hint,
  labelPosition = 'end',
  size = 'medium',
  className,
  id,
  ...props
}: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={clsx(classes.Root, className)} data-label-position={labelPosition} data-size={size}>
      <span className={classes.Track}>
        <input
          {...props}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          className={classes.Input}
        />
        <span className={classes.Thumb} aria-hidden="true" />
      </span>
      <span className={classes.Text}>
        <label htmlFor={inputId} className={classes.Label}>
          {label}
        </label>
        {hint ? (
          <span id={`${inputId}-hint`} className={classes.Hint}>
            {hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
