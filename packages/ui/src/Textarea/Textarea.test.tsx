import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is labelled, takes text and counts characters', async () => {
    render(<Textarea label="Bio" maxLength={100} showCount hint="Shown on your profile" />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    expect(box).toHaveAccessibleDescription('Shown on your profile');
    await userEvent.type(box, 'Narrator');
    expect(box).toHaveValue('Narrator');
    expect(screen.getByText('8 / 100')).toBeInTheDocument();
  });

  it('announces an error', () => {
    render(<Textarea label="Bio" error="Too short" />);
    expect(screen.getByRole('textbox', { name: 'Bio' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription('Too short');
  });
});
