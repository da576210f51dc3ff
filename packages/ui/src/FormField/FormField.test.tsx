import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, useFormField } from './FormField';

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

  it('needs a label', () => {
    // @ts-expect-error label is required
    render(<FormField>{(control) => <input {...control} />}</FormField>);
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });
});
