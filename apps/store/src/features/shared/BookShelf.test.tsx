import type { BookSummary } from '@bookstore/api-client/contract';
import { describe, expect, it } from 'vitest';
import { BookShelf } from './BookShelf';
import { renderAt } from './testing';

const srcset = '/media/covers/uploaded/ab12-160w.webp 160w, /media/covers/uploaded/ab12-320w.webp 320w';

const book: BookSummary = {
  uid: 'BK1',
  slug: 'purple-hibiscus-bk1',
  title: 'Purple Hibiscus',
  subtitle: null,
  type: 'ebook',
  price: { amount: 1800, currency_code: 'NGN', currency_symbol: '₦' },
  cover_path: '/media/covers/uploaded/ab12.jpg',
  cover_srcset: srcset,
  authors: [
    {
      username: 'cna',
      first_name: 'Chimamanda',
      middle_name: null,
      last_name: 'Adichie',
      display_name: 'Chimamanda Adichie',
      avatar: null,
    },
  ],
  category: null,
  rating: { average: 4, count: 3 },
  publication_date: null,
};

describe('a shelf of book cards', () => {
  it('gives each cover its copies and the sizes of a card in the grid, so a phone loads a narrow copy', () => {
    renderAt('*', '/', <BookShelf books={[book]} />);
    const cover = document.querySelector('img');
    expect(cover).toHaveAttribute('src', book.cover_path);
    expect(cover).toHaveAttribute('srcset', srcset);
    // Two columns up to 420 px wide: half the screen less the gutters and the card's padding.
    expect(cover?.getAttribute('sizes')).toMatch(/^\(max-width:420px\) calc\(50vw - 48px\),/);
  });

  it('passes the sizes of a scrolling row when the shelf is one', () => {
    renderAt('*', '/', <BookShelf books={[book]} coverSizes="(max-width:420px) 124px,154px" />);
    expect(document.querySelector('img')).toHaveAttribute('sizes', '(max-width:420px) 124px,154px');
  });

  it('leaves its cards off screen undrawn until they come near (the long shelves and listings of a page)', () => {
    renderAt('*', '/', <BookShelf books={[book]} heading="Trending" />);
    expect(document.querySelector('section')).toHaveAttribute('data-skip-offscreen', 'true');
  });
});
