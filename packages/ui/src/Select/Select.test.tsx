import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'ng', label: 'Nigeria' },
  { value: 'gh', label: 'Ghana' },
  { value: 'ke', label: 'Kenya', disabled: true },
];

describe('Select', () => {
  it('starts on the placeholder and changes on selection', async () => {
    const onChange = vi.fn();
    render(<Select label="Country" options={options} placeholder="Choose a country" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'gh');
    expect(select).toHaveValue('gh');
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('option', { name: 'Kenya' })).toBeDisabled();
  });

  it('announces an error', () => {
    render(<Select label="Country" options={options} error="Choose a country" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInvalid();
  });

  it('takes options, not children', () => {
    const withChildren = { label: 'X', options: [], children: <option>y</option> };
    // @ts-expect-error children are not accepted
    render(<Select {...withChildren} />);
    expect(screen.getByRole('combobox', { name: 'X' })).toBeInTheDocument();
  });
});
