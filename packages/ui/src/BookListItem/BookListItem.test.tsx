import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { books } from '../fixtures/bookstore-fixtures';
import { BookListItem } from './BookListItem';

describe('BookListItem', () => {
  it('shows the book as a row with its link, type, authors and price', () => {
    render(<BookListItem book={books.stayWithMe} />);
    const row = screen.getByRole('article', { name: 'Stay With Me' });
    expect(screen.getByRole('link', { name: 'Stay With Me' })).toHaveAttribute('href', '/books/bk_9LW2C7RT');
    expect(row).toHaveTextContent('Audiobook');
    expect(row).toHaveTextContent('Ayọ̀bámi Adébáyọ̀');
    expect(row).toHaveTextContent('₦7,250.50');
  });

  it('adds the book to the cart, and shows the action as busy while adding', async () => {
    const onAddToCart = vi.fn();
    const { rerender } = render(<BookListItem book={books.thingsFallApart} onAddToCart={onAddToCart} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to cart', description: 'Things Fall Apart' }),
    );
    expect(onAddToCart).toHaveBeenCalledWith(books.thingsFallApart);
    rerender(<BookListItem book={books.thingsFallApart} onAddToCart={onAddToCart} addingToCart />);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveAttribute('aria-busy', 'true');
  });
});
