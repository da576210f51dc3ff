import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles with click and Space', async () => {
    const onChange = vi.fn();
    render(<Switch label="Ebook" hint="Show ebooks" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Ebook' });
    expect(toggle).toHaveAccessibleDescription('Show ebooks');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('cannot change its role', () => {
    // @ts-expect-error role is fixed
    render(<Switch label="X" role="checkbox" />);
    expect(screen.getByRole('switch', { name: 'X' })).toBeInTheDocument();
  });
});
