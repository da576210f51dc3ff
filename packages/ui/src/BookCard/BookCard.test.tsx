import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { books } from '../fixtures/bookstore-fixtures';
import { BookListItem } from '../BookListItem';
import { BookCard } from './BookCard';
import { splitBookViewProps } from './bookView';
import { RouterLink } from '../fixtures/router-link';

describe('BookCard', () => {
  it('shows the title as a link to the book, the type, authors, rating and price', () => {
    render(<BookCard book={books.deathAndTheKingsHorseman} />);
    const card = screen.getByRole('article', { name: "Death and the King's Horseman" });
    expect(
      screen.getByRole('heading', { level: 3, name: "Death and the King's Horseman" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Death and the King's Horseman" })).toHaveAttribute(
      'href',
      '/books/bk_8ZC3W5HM',
    );
    expect(card).toHaveTextContent('Printbook');
    expect(card).toHaveTextContent('Akinwande Oluwole Soyinka, Chinua Achebe');
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5, from 1,204 ratings' })).toBeInTheDocument();
    expect(card).toHaveTextContent('₦6,000.00');
  });

  it("draws the cover's copies at the grid's sizes, or the sizes it is given", () => {
    const srcset = '/media/a-160w.webp 160w, /media/a-320w.webp 320w';
    const book = { ...books.stayWithMe, cover_srcset: srcset };
    const { container, unmount } = render(<BookCard book={book} />);
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('srcset', srcset);
    expect(cover).toHaveAttribute('sizes', '(max-width:420px) calc(50vw - 48px),240px');
    unmount();
    const row = render(<BookListItem book={book} coverSizes="64px" />);
    expect(row.container.querySelector('img')).toHaveAttribute('sizes', '64px');
  });

  it('takes a plain number as the rating', () => {
    render(<BookCard book={{ ...books.stayWithMe, rating: 3.5 }} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  });

  it('has no add-to-cart action unless one is given', () => {
    render(<BookCard book={books.halfOfAYellowSun} />);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('adds the book to the cart', async () => {
    const onAddToCart = vi.fn();
    render(<BookCard book={books.halfOfAYellowSun} onAddToCart={onAddToCart} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to cart', description: 'Half of a Yellow Sun' }),
    );
    expect(onAddToCart).toHaveBeenCalledWith(books.halfOfAYellowSun);
  });

  it('renders links through the given link component', () => {
    render(
      <BookCard
        book={books.stayWithMe}
        href="/audiobooks/stay-with-me"
        linkAs={RouterLink}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('link', { name: 'Stay With Me' })).toHaveAttribute(
      'href',
      '/app/audiobooks/stay-with-me',
    );
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('says "Added ✓" on the add-to-cart button once the book was added, still described by the title', () => {
    const { rerender } = render(<BookCard book={books.stayWithMe} onAddToCart={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    rerender(<BookCard book={books.stayWithMe} onAddToCart={() => undefined} addedToCart />);
    const button = screen.getByRole('button', { name: 'Added ✓' });
    expect(button).toHaveAccessibleDescription('Stay With Me');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('splits view props from the article attributes', () => {
    const onAddToCart = vi.fn();
    const [view, rest] = splitBookViewProps({
      book: books.deathAndTheKingsHorseman,
      href: '/b',
      onAddToCart,
      coverLoading: 'eager' as const,
      coverSizes: '64px',
      id: 'card',
      'data-testid': 'x',
    });
    expect(Object.keys(view).sort()).toEqual(
      [
        'addedToCart',
        'addingToCart',
        'book',
        'coverLoading',
        'coverSizes',
        'headingLevel',
        'href',
        'linkAs',
        'onAddToCart',
      ].sort(),
    );
    expect(view.onAddToCart).toBe(onAddToCart);
    expect(rest).toEqual({ id: 'card', 'data-testid': 'x' });
  });

  it('gives the grid card and the list item the same title, byline and add-to-cart wiring', async () => {
    const onAddToCart = vi.fn();
    const book = books.deathAndTheKingsHorseman;
    render(
      <>
        <BookCard book={book} onAddToCart={onAddToCart} id="grid" />
        <BookListItem book={book} onAddToCart={onAddToCart} id="list" />
      </>,
    );
    const articles = screen.getAllByRole('article', { name: book.title });
    expect(articles.map((article) => article.id)).toEqual(['grid', 'list']);
    const buttons = screen.getAllByRole('button', { name: 'Add to cart' });
    for (const button of buttons) {
      expect(button).toHaveAccessibleDescription(book.title);
      await userEvent.click(button);
    }
    expect(onAddToCart).toHaveBeenCalledTimes(2);
    expect(onAddToCart).toHaveBeenLastCalledWith(book);
  });
});
