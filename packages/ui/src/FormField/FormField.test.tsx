import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldDescription, FormField, hasFieldError, splitFieldProps, useFormField } from './FormField';
import { Select } from '../Select';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';

function ContextInput() {
  const control = useFormField();
  return <input {...control} />;
}

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <FormField label="Email" hint="We send a code here">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send a code here');
    expect(input).not.toBeInvalid();
  });

  it('marks the control invalid and announces the error', () => {
    render(
      <FormField label="Email" hint="Hint" error="Enter a valid email" required>
        <ContextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Hint Enter a valid email');
  });

  it('keeps the required mark out of the label, whose text is the name alone', () => {
    render(
      <FormField label="Password" required>
        <ContextInput />
      </FormField>,
    );
    // Found by its label's exact text, as a person reads it (the mark is shown beside it).
    expect(screen.getByLabelText('Password', { exact: true })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('needs a label', () => {
    // @ts-expect-error label is required
    render(<FormField>{(control) => <input {...control} />}</FormField>);
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it("splits a control's props into its field's and its own", () => {
    const [field, own] = splitFieldProps({
      label: 'Bio',
      hint: 'Shown on your page',
      error: 'Too long',
      hideLabel: true,
      required: true,
      id: 'bio',
      className: 'wide',
      maxLength: 200,
      placeholder: 'About you',
    });
    expect(field).toEqual({
      label: 'Bio',
      hint: 'Shown on your page',
      error: 'Too long',
      hideLabel: true,
      required: true,
      id: 'bio',
      className: 'wide',
    });
    expect(own).toEqual({ maxLength: 200, placeholder: 'About you' });
  });

  it('wires TextField, Select and Textarea the same way', () => {
    render(
      <>
        <TextField label="Name" hint="As printed" error="Required" required id="name" className="one" />
        <Select label="Country" options={[{ value: 'ng', label: 'Nigeria' }]} error="Required" required />
        <Textarea label="Bio" hint="Shown on your page" required />
      </>,
    );
    for (const [control, description] of [
      [screen.getByRole('textbox', { name: 'Name' }), 'As printed Required'],
      [screen.getByRole('combobox', { name: 'Country' }), 'Required'],
      [screen.getByRole('textbox', { name: 'Bio' }), 'Shown on your page'],
    ] as const) {
      expect(control).toBeRequired();
      expect(control).toHaveAccessibleDescription(description);
    }
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('id', 'name');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Name' }).closest('.one')).not.toBeNull();
  });

  it('describes a control by the hint and the error that are shown, in that order', () => {
    expect(fieldDescription('code', 'Six digits', 'Wrong code')).toEqual({
      hintId: 'code-hint',
      errorId: 'code-error',
      hasError: true,
      describedBy: 'code-hint code-error',
    });
    expect(fieldDescription('code', null, 'Wrong code').describedBy).toBe('code-error');
    expect(fieldDescription('code', 'Six digits', '').describedBy).toBe('code-hint');
    expect(fieldDescription('code', undefined, false).describedBy).toBeUndefined();
    expect([undefined, null, false, ''].map(hasFieldError)).toEqual([false, false, false, false]);
    expect(hasFieldError(0)).toBe(true);
  });
});
