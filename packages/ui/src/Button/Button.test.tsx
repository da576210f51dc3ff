import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { RouterLink } from '../fixtures/router-link';

describe('Button', () => {
  it('is a button of type button by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Checkout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with href, or through a custom link component', () => {
    render(
      <>
        <Button href="/checkout">Checkout</Button>
        <Button href="/cart" linkAs={RouterLink}>
          Cart
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/app/cart');
  });

  it('forwards the ref and merges className on the root', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="mine" type="submit" variant="danger" size="small">
        Delete
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(ref.current).toHaveClass('mine');
    expect(ref.current).toHaveAttribute('type', 'submit');
    expect(ref.current).toHaveAttribute('data-size', 'small');
  });

  it('forbids button-only props on links', () => {
    const linkProps = { href: '/x', disabled: true, children: 'Link' } as const;
    // @ts-expect-error a link cannot be disabled
    render(<Button {...linkProps} />);
    // @ts-expect-error `as` is only for links
    render(<Button as="a">No href</Button>);
    expect(screen.getByRole('link', { name: 'Link' })).toBeInTheDocument();
  });
});
