import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label', async () => {
    render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
  });

  it('shows the mixed state and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="All" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });

  it('wires hint and error', () => {
    render(<Checkbox label="Terms" hint="Read them first" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Read them first Required');
  });

  it('is always a checkbox', () => {
    // @ts-expect-error type is fixed
    render(<Checkbox label="X" type="radio" />);
    expect(screen.getByRole('checkbox', { name: 'X' })).toBeInTheDocument();
  });
});
