import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bookList, books } from '../fixtures/bookstore-fixtures';
import { BookGrid, type BookView } from './BookGrid';

function Controlled() {
  const [view, setView] = useState<BookView>('grid');
  return <BookGrid books={bookList} view={view} onViewChange={setView} heading="Trending" />;
}

describe('BookGrid', () => {
  it('lists every book under its heading', () => {
    render(<BookGrid books={bookList} heading="New releases" />);
    const section = screen.getByRole('region', { name: 'New releases' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(bookList.length);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(bookList.length);
  });

  it('switches between grid and list with pressed toggles', async () => {
    render(<Controlled />);
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks its cards to be drawn when near the screen only when asked to', () => {
    const { rerender } = render(<BookGrid books={bookList} heading="New releases" />);
    const grid = screen.getByRole('region', { name: 'New releases' });
    expect(grid).not.toHaveAttribute('data-skip-offscreen');
    rerender(<BookGrid books={bookList} heading="New releases" skipOffscreen />);
    expect(grid).toHaveAttribute('data-skip-offscreen', 'true');
  });

  it('hides the toggle when the view cannot change', () => {
    render(<BookGrid books={bookList} view="list" />);
    expect(screen.queryByRole('group', { name: 'Book view' })).not.toBeInTheDocument();
  });

  it('adds a book to the cart and marks the one being added as busy', async () => {
    const onAddToCart = vi.fn();
    render(<BookGrid books={bookList} onAddToCart={onAddToCart} addingToCartUid={books.stayWithMe.uid} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to cart', description: 'Things Fall Apart' }),
    );
    expect(onAddToCart).toHaveBeenCalledWith(books.thingsFallApart);
    expect(screen.getByRole('button', { name: /Add to cart/, description: 'Stay With Me' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the empty message and the loading state', () => {
    const { rerender } = render(<BookGrid books={[]} emptyMessage="No audiobooks in this category yet" />);
    expect(screen.getByRole('heading', { name: 'No audiobooks in this category yet' })).toBeInTheDocument();
    rerender(<BookGrid books={bookList} loading heading="Trending" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading books');
    expect(screen.getByRole('region', { name: 'Trending' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a failure in place of the books and the empty message, after the loading state', () => {
    const failure = <p role="alert">The books could not be loaded</p>;
    const { rerender } = render(
      <BookGrid books={[]} heading="Trending" emptyMessage="No books here yet" failure={failure} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The books could not be loaded');
    expect(screen.queryByText('No books here yet')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    rerender(<BookGrid books={[]} heading="Trending" loading failure={failure} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading books');
  });
});
