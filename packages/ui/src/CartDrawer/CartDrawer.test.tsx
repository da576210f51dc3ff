import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartItems } from '../fixtures/bookstore-fixtures';
import { CartDrawer } from './CartDrawer';

const noop = () => undefined;

describe('CartDrawer', () => {
  it('is a dialog titled Cart that says when the cart is empty', () => {
    render(<CartDrawer open onClose={noop} items={[]} />);
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    expect(within(dialog).getByText('You have no item in your Cart')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<CartDrawer open={false} onClose={noop} items={cartItems} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists each cart item with its type and unit price, and the total', async () => {
    const onCheckout = vi.fn();
    render(<CartDrawer open onClose={noop} items={cartItems} onCheckout={onCheckout} />);
    const rows = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Things Fall Apart');
    expect(rows[0]).toHaveTextContent('Printbook');
    expect(rows[0]).toHaveTextContent('₦12,500.00');
    expect(rows[0]).toHaveTextContent('₦25,000.00');
    expect(rows[2]).toHaveTextContent('Audiobook');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('₦52,750.49');
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('offers quantity plus and minus only for print books', () => {
    render(<CartDrawer open onClose={noop} items={cartItems} onIncrease={noop} onDecrease={noop} />);
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Things Fall Apart' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of The Famished Road' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /quantity of Half of a Yellow Sun/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /quantity of Stay With Me/ })).not.toBeInTheDocument();
  });

  it('increases, decreases and removes cart items', async () => {
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    const onRemove = vi.fn();
    render(
      <CartDrawer
        open
        onClose={noop}
        items={cartItems}
        onIncrease={onIncrease}
        onDecrease={onDecrease}
        onRemove={onRemove}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Things Fall Apart' }));
    expect(onIncrease).toHaveBeenCalledWith(cartItems[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Things Fall Apart' }));
    expect(onDecrease).toHaveBeenCalledWith(cartItems[0]);
    // A quantity of 1 cannot go lower; the remove button takes the item away.
    expect(screen.getByRole('button', { name: 'Decrease quantity of The Famished Road' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Stay With Me from cart' }));
    expect(onRemove).toHaveBeenCalledWith(cartItems[2]);
  });

  it('disables the controls of a cart item whose call is running', () => {
    render(
      <CartDrawer
        open
        onClose={noop}
        items={cartItems}
        onIncrease={noop}
        onRemove={noop}
        pendingItemIds={[301]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity of Things Fall Apart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Things Fall Apart from cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Stay With Me from cart' })).toBeEnabled();
  });

  it('links Checkout and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<CartDrawer open onClose={onClose} items={cartItems} checkoutHref="/checkout" />);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders into the given container', () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(<CartDrawer open onClose={noop} items={[]} container={host} />);
    expect(within(host).getByRole('dialog', { name: 'Cart' })).toBeInTheDocument();
    host.remove();
  });
});
