import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('reads "New" for the new variant without text', () => {
    render(<Badge variant="new" />);
    expect(screen.getByText('New')).toHaveAttribute('data-variant', 'new');
  });

  it('shows its text and book type variant', () => {
    render(
      <Badge variant="audiobook" className="extra">
        audiobook
      </Badge>,
    );
    const badge = screen.getByText('audiobook');
    expect(badge).toHaveAttribute('data-variant', 'audiobook');
    expect(badge).toHaveClass('extra');
  });

  it('accepts only known variants', () => {
    // @ts-expect-error not a variant
    render(<Badge variant="purple">x</Badge>);
    expect(screen.getByText('x')).toBeInTheDocument();
  });
});
