import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { RouterLink } from '../fixtures/router-link';

describe('Link', () => {
  it('renders an anchor, and an external one opens a new tab and says so', () => {
    render(
      <>
        <Link href="/about">About</Link>
        <Link href="https://example.com" external>
          Partner
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    const external = screen.getByRole('link', { name: /^Partner ?\(opens in a new tab\)$/ });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders through a router link component', () => {
    render(
      <Link href="/cart" linkAs={RouterLink}>
        Cart
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/app/cart');
  });

  it('needs an href', () => {
    // @ts-expect-error href is required
    render(<Link>Nowhere</Link>);
    expect(screen.getByText('Nowhere')).toBeInTheDocument();
  });
});
