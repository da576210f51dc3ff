import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon, SearchIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology by default', () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('become a labelled image when given a title', () => {
    render(<CartIcon title="Cart" size={32} />);
    const img = screen.getByRole('img', { name: 'Cart' });
    expect(img).toHaveAttribute('width', '32');
    expect(img).not.toHaveAttribute('aria-hidden');
  });
});
