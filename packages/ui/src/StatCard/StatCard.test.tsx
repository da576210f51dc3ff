import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the label, value and a spoken change', () => {
    render(<StatCard label="Revenue" value="₦12,500.00" change={12.46} changeLabel="vs last month" />);
    expect(screen.getByText('Revenue')).toBeInTheDocument();
    expect(screen.getByText('₦12,500.00')).toBeInTheDocument();
    expect(screen.getByText('Up 12.5%')).toBeInTheDocument();
    expect(screen.getByText('Up 12.5%').parentElement).toHaveAttribute('data-trend', 'positive');
  });

  it('treats a rise as negative when inverted', () => {
    render(<StatCard label="Refunds" value="3" change={-10} invertChange />);
    expect(screen.getByText('Down 10%').parentElement).toHaveAttribute('data-trend', 'positive');
  });

  it('needs a value', () => {
    // @ts-expect-error value is required
    render(<StatCard label="Orders" />);
    expect(screen.getByText('Orders')).toBeInTheDocument();
  });
});
