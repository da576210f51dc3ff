import { Checkbox } from '@bookstore/ui';
import { useId, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import classes from './profile.module.css';

export interface CheckboxOption<V extends string | number> {
  value: V;
  label: string;
}

export interface CheckboxGroupProps<V extends string | number> {
  /** The group's legend. */
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  /** Reaches the first box, so a form can move focus to the group when it is in error. */
  ref?: Ref<HTMLInputElement>;
  name: string;
}

/** Several choices as a fieldset of the kit's checkboxes: the chosen values in the options' order. */
export function CheckboxGroup<V extends string | number>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  ref,
  name,
}: CheckboxGroupProps<V>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const toggle = (option: V, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <fieldset className={classes.Group} aria-describedby={described || undefined}>
      <legend className={classes.Legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={classes.Hint}>
          {hint}
        </p>
      ) : null}
      <div className={classes.Choices}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            ref={index === 0 ? ref : undefined}
            name={name}
            value={String(option.value)}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={classes.Error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A CheckboxGroup bound to a form field: its value, blur, focus target and error. */
export function CheckboxGroupField<T extends FieldValues, U, V extends string | number>({
  control,
  name,
  ...props
}: Pick<CheckboxGroupProps<V>, 'legend' | 'hint' | 'options'> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as V[] | undefined) ?? [];
  return <CheckboxGroup {...props} {...field} value={value} error={fieldState.error?.message} />;
}
