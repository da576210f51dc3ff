import { clsx } from 'clsx';
import { createContext, useContext, useId, type ReactNode } from 'react';
import classes from './FormField.module.css';

/** Props a control inside a FormField spreads so its label, hint and error are announced. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

export interface FormFieldProps {
  /** Visible label of the control. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The control, or a function receiving the props that wire it to the label, hint and error. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/** The props a labelled control (TextField, Select, Textarea) takes for the FormField around it. */
export type FieldProps = Omit<FormFieldProps, 'children'>;

/**
 * Splits a labelled control's props into its FormField's and the rest, which go on the control itself
 * (`id` and `required` reach it through the FormField's wiring).
 */
export function splitFieldProps<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const { label, hint, error, required, id, hideLabel, className, ...rest } = props;
  return [{ label, hint, error, required, id, hideLabel, className }, rest];
}

/** Whether an error is given (a message, not `false`, `null` or an empty string). */
export function hasFieldError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/**
 * The ids of a control's hint and error (`{id}-hint`, `{id}-error`) and its `aria-describedby`: the ones
 * shown, in that order, or undefined when neither is.
 */
export function fieldDescription(id: string, hint: ReactNode, error: ReactNode) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = hasFieldError(error);
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, hasError, describedBy };
}

export interface FieldMessagesProps {
  /** From `fieldDescription`. */
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control's class names for the two paragraphs. */
  classes: { Hint?: string | undefined; Error?: string | undefined };
  /** `alert` announces an error as soon as it appears (e.g. a rejected file). */
  errorRole?: 'alert';
}

/** The hint and the error under a control, with the ids its `aria-describedby` points at. */
export function FieldMessages({ hintId, errorId, hint, error, classes, errorRole }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={classes.Hint}>
          {hint}
        </p>
      ) : null}
      {hasFieldError(error) ? (
        <p id={errorId} className={classes.Error} role={errorRole}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The wiring of the nearest FormField, or null outside one. */
export function useFormField(): FieldControlProps | null {
  return useContext(FieldContext);
}

/** Label, hint and error around a form control, wired with aria-describedby and aria-invalid. */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  hideLabel = false,
  children,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const { hintId, errorId, hasError, describedBy } = fieldDescription(controlId, hint, error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': hasError ? true : undefined,
    required: required || undefined,
  };
  return (
    <div className={clsx(classes.Root, className)} data-invalid={hasError || undefined}>
      {/* The required mark sits beside the label, not in it: the label's text is the field's name alone,
          which is what a person (and a test finding the field by its label) reads it by. */}
      <div className={classes.Label} data-hidden={hideLabel || undefined}>
        <label htmlFor={controlId}>{label}</label>
        {required ? (
          <span className={classes.Required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </div>
      <FieldContext.Provider value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FieldContext.Provider>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} classes={classes} />
    </div>
  );
}
