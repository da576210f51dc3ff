import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until asked to show it', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not take a type', () => {
    // @ts-expect-error the type is managed by the field
    render(<PasswordField label="PIN" type="number" />);
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'password');
  });
});
