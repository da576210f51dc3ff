import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartButton } from './CartButton';

describe('CartButton', () => {
  it('announces the cart count and shows it as a badge', () => {
    render(<CartButton count={3} />);
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeVisible();
  });

  it('says "item" for one, hides the badge when empty and shows large counts in full', () => {
    const { rerender } = render(<CartButton count={1} />);
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    rerender(<CartButton count={0} />);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    rerender(<CartButton count={120} />);
    expect(screen.getByRole('button', { name: 'Cart, 120 items' })).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
  });

  it('opens the cart and reflects whether it is open', async () => {
    const onClick = vi.fn();
    render(<CartButton count={2} expanded={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
