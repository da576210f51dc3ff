import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { FieldMessages, fieldDescription } from '../FormField';
import { CheckIcon, MinusIcon } from '../icons';
import classes from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Mixed state (some but not all of a group chosen). */
  indeterminate?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A labelled checkbox; the ref reaches the `<input>`. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  className,
  id,
  ref,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const inner = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const { hintId, errorId, hasError, describedBy } = fieldDescription(inputId, hint, error);
  return (
    <div className={clsx(classes.Root, className)}>
      <div className={classes.Row}>
        <span className={classes.Box}>
          <input
            {...props}
            ref={(node) => {
              inner.current = node;
              assignRef(ref, node);
            }}
            id={inputId}
            type="checkbox"
            aria-describedby={describedBy}
            aria-invalid={hasError || undefined}
            className={classes.Input}
          />
          {indeterminate ? (
            <MinusIcon size={14} className={classes.Mark} strokeWidth={3} />
          ) : (
            <CheckIcon size={14} className={classes.Mark} strokeWidth={3} />
          )}
        </span>
        <label htmlFor={inputId} className={classes.Label}>
          {label}
        </label>
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} classes={classes} />
    </div>
  );
}
