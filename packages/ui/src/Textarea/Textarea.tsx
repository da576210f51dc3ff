import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormField, splitFieldProps } from '../FormField';
import classes from './Textarea.module.css';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Shows "n / maxLength" under the box when maxLength is set. */
  showCount?: boolean;
  /** Lets the user resize the box vertically. */
  resizable?: boolean;
}

/** A labelled multi-line text input; the ref reaches the `<textarea>`. */
export function Textarea(allProps: TextareaProps) {
  const [field, { showCount = false, resizable = true, rows = 4, onChange, ...props }] =
    splitFieldProps(allProps);
  const initial = props.value ?? props.defaultValue ?? '';
  const [length, setLength] = useState(String(initial).length);
  const count = props.value !== undefined ? String(props.value).length : length;
  const countText = showCount && props.maxLength !== undefined ? `${count} / ${props.maxLength}` : null;
  return (
    <FormField {...field}>
      {(control) => (
        <>
          <textarea
            {...props}
            {...control}
            rows={rows}
            data-resizable={resizable || undefined}
            className={classes.Input}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              setLength(event.target.value.length);
              onChange?.(event);
            }}
          />
          {countText ? (
            <span className={classes.Count} aria-live="polite">
              {countText}
            </span>
          ) : null}
        </>
      )}
    </FormField>
  );
}
