import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close cart" icon={<CloseIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('requires a label', () => {
    // @ts-expect-error label is required
    render(<IconButton icon={<CloseIcon />} />);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
