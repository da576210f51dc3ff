import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChoiceText, useChoiceIds } from '../FormField/ChoiceText';
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
  const { inputId, hintId } = useChoiceIds(id, hint);
  return (
    <div className={clsx(classes.Root, className)} data-label-position={labelPosition} data-size={size}>
      <span className={classes.Track}>
        <input
          {...props}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          className={classes.Input}
        />
        <span className={classes.Thumb} aria-hidden="true" />
      </span>
      <ChoiceText inputId={inputId} hintId={hintId} label={label} hint={hint} classes={classes} />
    </div>
  );
}
