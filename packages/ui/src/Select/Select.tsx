import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField, splitFieldProps } from '../FormField';
import { ChevronDownIcon } from '../icons';
import classes from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'children' | 'multiple'> {
  label: ReactNode;
  options: SelectOption[];
  /** Options come from `options`, never from children. */
  children?: never;
  /** First, empty option (e.g. "Choose a bank"); it cannot be chosen again once a value is picked. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** A labelled native select (keyboard and mobile pickers for free); the ref reaches the `<select>`. */
export function Select(allProps: SelectProps) {
  const [field, { options, placeholder, size = 'medium', ...props }] = splitFieldProps(allProps);
  const uncontrolledDefault =
    props.value === undefined && props.defaultValue === undefined && placeholder ? '' : undefined;
  return (
    <FormField {...field}>
      {(control) => (
        <div className={classes.Control} data-size={size}>
          <select
            {...props}
            {...control}
            defaultValue={props.defaultValue ?? uncontrolledDefault}
            className={classes.Input}
          >
            {placeholder ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={18} className={classes.Chevron} />
        </div>
      )}
    </FormField>
  );
}
