import { useState } from 'react';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailingAction'> {
  /** Accessible label of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible label of the toggle while the password is shown. */
  hidePasswordLabel?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  showLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      trailingAction={
        <IconButton
          size="small"
          label={visible ? hidePasswordLabel : showLabel}
          icon={visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
