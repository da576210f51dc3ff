import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows the amount with the currency symbol, comma thousands and two decimals', () => {
    render(<Price amount={12500} currencySymbol="₦" />);
    expect(screen.getByText('₦12,500.00')).toBeInTheDocument();
  });

  it('formats numeric strings and passes attributes to the root', () => {
    render(<Price amount="1999.5" currencySymbol="$" aria-label="Total" className="extra" />);
    const price = screen.getByLabelText('Total');
    expect(price).toHaveTextContent('$1,999.50');
    expect(price).toHaveClass('extra');
  });
});
