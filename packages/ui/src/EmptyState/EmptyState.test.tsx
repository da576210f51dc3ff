import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading at the given level, description and action', () => {
    render(
      <EmptyState
        title="No orders yet"
        description="Books you buy show up here."
        headingLevel={3}
        action={<a href="/books">Browse books</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Books you buy show up here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse books' })).toBeInTheDocument();
  });

  it('allows only sensible heading levels', () => {
    // @ts-expect-error h1 belongs to the page
    render(<EmptyState title="x" headingLevel={1} />);
    expect(screen.getByRole('heading', { name: 'x' })).toBeInTheDocument();
  });
});
