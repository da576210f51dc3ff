import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '../fixtures/router-link';
import { ReviewEligibility } from './ReviewEligibility';

describe('ReviewEligibility', () => {
  it('says why each viewer cannot review', () => {
    const { rerender } = render(<ReviewEligibility reason="not_purchased" />);
    expect(screen.getByText('Only readers who bought this book can review it.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<ReviewEligibility reason="own_book" />);
    expect(screen.getByText('Authors can’t review their own books.')).toBeInTheDocument();
    rerender(<ReviewEligibility reason="refunded" />);
    expect(screen.getByText(/was refunded, so you can no longer review it/)).toBeInTheDocument();
  });

  it('offers a signed-out visitor the sign-in link, through the router', () => {
    render(
      <ReviewEligibility reason="signed_out" signInHref="/login?redirect=/books/b1" linkAs={RouterLink} />,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/app/login?redirect=/books/b1');
    expect(link).toHaveAttribute('data-router');
  });
});
