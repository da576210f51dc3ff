import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './CodeInput';

const box = (n: number, of = 6) => screen.getByRole('textbox', { name: `Character ${n} of ${of}` });

describe('CodeInput', () => {
  it('types digits box by box, ignores letters and reports completion', async () => {
    const onComplete = vi.fn();
    const onChange = vi.fn();
    render(<CodeInput label="Verification code" onComplete={onComplete} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await userEvent.click(box(1));
    await userEvent.keyboard('4x82913');
    expect(onChange).toHaveBeenLastCalledWith('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
    expect(box(6)).toHaveValue('3');
  });

  it('fills every box from a paste', async () => {
    const onComplete = vi.fn();
    render(<CodeInput label="Code" length={4} onComplete={onComplete} name="verification_code" />);
    await userEvent.click(box(3, 4));
    await userEvent.paste('12-34');
    expect([1, 2, 3, 4].map((n) => (box(n, 4) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledWith('1234');
    expect(document.querySelector('input[name="verification_code"]')).toHaveValue('1234');
  });

  it('fills every box from autofill into the first box', () => {
    const onComplete = vi.fn();
    render(<CodeInput label="Code" onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('goes back with Backspace and moves with arrows', async () => {
    render(<CodeInput label="Code" defaultValue="12" />);
    await userEvent.click(box(3));
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    await userEvent.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();
  });

  it('announces an error on the group', () => {
    render(<CodeInput label="Code" error="Wrong code" />);
    expect(screen.getByRole('group', { name: 'Code' })).toHaveAccessibleDescription('Wrong code');
    expect(box(1)).toBeInvalid();
  });
});
