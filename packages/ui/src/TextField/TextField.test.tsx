import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled input that takes typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Title" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'Half of a Yellow Sun');
    expect(input).toHaveValue('Half of a Yellow Sun');
    expect(onChange).toHaveBeenCalledTimes(20);
  });

  it('wires hint and error, and forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Email" hint="Used to sign in" error="Email is taken" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Used to sign in Email is taken');
  });

  it('requires a label', () => {
    // @ts-expect-error label is required
    render(<TextField />);
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });
});
