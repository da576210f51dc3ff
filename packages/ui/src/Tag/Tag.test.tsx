import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows text and a labelled remove button when removable', async () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>Poetry</Tag>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Poetry' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('has no button when not removable', () => {
    render(<Tag>Poetry</Tag>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('needs content', () => {
    // @ts-expect-error children are required
    render(<Tag />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
