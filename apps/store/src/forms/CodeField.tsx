import { CodeInput, type CodeInputProps } from '@bookstore/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A form's mailed code (email verification, password reset) in the kit's boxes, with its error. */
export function CodeField<T extends FieldValues, U>({
  control,
  name,
  ...props
}: Omit<CodeInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CodeInput
          {...props}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
