import { Button, TextField, type TextFieldProps } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';
import classes from './forms.module.css';
import type { ApiForm, FormSchema } from './useApiForm';

export interface ApiFormFrameProps {
  /** The form's state from `useApiForm` (or `useSaveForm`). */
  form: Pick<ApiForm<FormSchema>, 'onSubmit' | 'formError' | 'submitting'>;
  /** The form's accessible name. */
  label: string;
  /** The submit button's words. */
  submitLabel: ReactNode;
  /** The wide layout (rows of fields side by side). */
  wide?: boolean;
  /** Beside the submit button (a cancel link). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/** A `useApiForm` form's frame: the form element, its alert, the fields, the submit button. */
export function ApiFormFrame({
  form,
  label,
  submitLabel,
  wide = false,
  secondaryAction,
  children,
}: ApiFormFrameProps) {
  return (
    <form
      className={wide ? `${classes.Form} ${classes.Wide}` : classes.Form}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label={label}
    >
      <FormAlert message={form.formError} />
      {children}
      <div className={classes.Actions}>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}

/** A whole number (days, words, rounds); register it with `numberInput`. */
export function WholeNumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" step={1} required {...props} />;
}

/** A price, to the cent; register it with `numberInput`. */
export function PriceField(props: Omit<TextFieldProps, 'label'> & { label?: string }) {
  return (
    <TextField label="Price" type="number" inputMode="decimal" min={0} step="0.01" required {...props} />
  );
}
