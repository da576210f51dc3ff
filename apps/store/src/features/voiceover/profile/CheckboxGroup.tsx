import { Checkbox } from '@bookstore/ui';
import { useId, type ReactNode, type Ref } from 'react';
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
