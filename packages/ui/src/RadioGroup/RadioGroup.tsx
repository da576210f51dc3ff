import { clsx } from 'clsx';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldDescription } from '../FormField';
import { ChoiceText, useChoiceIds } from '../FormField/ChoiceText';
import classes from './RadioGroup.module.css';

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** One labelled radio button; usually rendered by RadioGroup. */
export function Radio({ label, hint, className, id, ...props }: RadioProps) {
  const { inputId, hintId } = useChoiceIds(id, hint);
  return (
    <div className={clsx(classes.Radio, className)}>
      <input {...props} id={inputId} type="radio" aria-describedby={hintId} className={classes.Input} />
      <ChoiceText inputId={inputId} hintId={hintId} label={label} hint={hint} classes={classes} />
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioFieldsetProps {
  /** The group's legend. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  /** The radio buttons. */
  children: ReactNode;
}

export interface RadioGroupProps extends Omit<RadioFieldsetProps, 'children'> {
  name: string;
  options: RadioOption[];
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * The fieldset around a set of radio buttons: the legend (with the required mark), the hint and the
 * error, wired to the group with aria-describedby and aria-invalid. RadioGroup is one; a radio group
 * drawn otherwise (the star rating input) is another.
 */
export function RadioFieldset({
  label,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
  children,
}: RadioFieldsetProps) {
  const { hintId, errorId, hasError, describedBy } = fieldDescription(useId(), hint, error);
  return (
    <fieldset
      className={clsx(classes.Root, className)}
      data-orientation={orientation}
      aria-describedby={describedBy}
      aria-invalid={hasError || undefined}
      disabled={disabled}
    >
      <legend className={classes.Legend}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className={classes.GroupHint}>
          {hint}
        </p>
      ) : null}
      {children}
      {hasError ? (
        <p id={errorId} className={classes.Error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A fieldset of radio buttons; arrow keys move between options (native behaviour). */
export function RadioGroup({ name, options, value, defaultValue, onChange, ...fieldset }: RadioGroupProps) {
  const { required } = fieldset;
  return (
    <RadioFieldset {...fieldset}>
      <div className={classes.Options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            disabled={option.disabled}
            required={required}
            {...(value !== undefined
              ? { checked: value === option.value }
              : { defaultChecked: defaultValue === option.value })}
            onChange={(event) => {
              if (event.target.checked) onChange?.(option.value);
            }}
          />
        ))}
      </div>
    </RadioFieldset>
  );
}
