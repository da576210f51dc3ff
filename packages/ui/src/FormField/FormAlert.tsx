import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import classes from './FormAlert.module.css';

export interface FormAlertProps {
  /** The form's own message (a refusal that belongs to no field); nothing is shown without one. */
  message?: ReactNode;
  className?: string;
}

/** A form's message that is no one field's, announced when it appears. */
export function FormAlert({ message, className }: FormAlertProps) {
  const shown = message !== undefined && message !== null && message !== false && message !== '';
  // The live region stays mounted, so a screen reader announces the text when it is filled in.
  return (
    <div role="alert" className={clsx(classes.Root, className)} data-empty={shown ? undefined : true}>
      {shown ? message : null}
    </div>
  );
}
