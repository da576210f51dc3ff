import { TextField } from '@bookstore/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formClasses from './forms.module.css';

/** A form field's props from `useApiForm().field(name)`. */
type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/** First, middle and last name side by side (sign-up, profile); the middle name may stay empty. */
export function PersonNameFields({
  first,
  middle,
  last,
}: {
  first: FieldProps;
  middle: FieldProps;
  last: FieldProps;
}) {
  return (
    <div className={formClasses.Row}>
      <TextField label="First name" autoComplete="given-name" required {...first} />
      <TextField label="Middle name" autoComplete="additional-name" {...middle} />
      <TextField label="Last name" autoComplete="family-name" required {...last} />
    </div>
  );
}
