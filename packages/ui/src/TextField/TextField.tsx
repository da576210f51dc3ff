import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField, splitFieldProps } from '../FormField';
import classes from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Decorative icon inside the start of the box. */
  leadingIcon?: ReactNode;
  /** Interactive content inside the end of the box (e.g. a show-password button). */
  trailingAction?: ReactNode;
}

/** A labelled single-line text input with hint and error; the ref reaches the `<input>`. */
export function TextField(props: TextFieldProps) {
  const [field, { size = 'medium', leadingIcon, trailingAction, type = 'text', ...inputProps }] =
    splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <div className={classes.Control} data-size={size}>
          {leadingIcon ? <span className={classes.Leading}>{leadingIcon}</span> : null}
          <input
            {...inputProps}
            {...control}
            aria-describedby={
              [control['aria-describedby'], inputProps['aria-describedby']].filter(Boolean).join(' ') ||
              undefined
            }
            type={type}
            className={classes.Input}
          />
          {trailingAction ? <span className={classes.Trailing}>{trailingAction}</span> : null}
        </div>
      )}
    </FormField>
  );
}
