import type { AuthorReviews as AuthorReviewsData } from '@bookstore/api-client/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '../shared/testing';

const hooks = vi.hoisted(() => ({ reviews: { useAuthorReviews: vi.fn() } }));
vi.mock('../../api', () => ({ hooks }));

const { AuthorReviews } = await import('./AuthorReviews');

const withReviews: AuthorReviewsData = {
  summary: {
    average: 4.33,
    count: 3,
    distribution: [
      { stars: 5, count: 2 },
      { stars: 4, count: 0 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
  },
  new_count: 2,
  reviews: [
    {
      uid: 'R1',
      rating: 5,
      title: 'Could not put it down',
      body: 'Read it in one night.',
      reviewer_name: 'Ada Obi',
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-21T09:00:00Z',
      verified_purchase: true,
      helpful_count: 4,
      book: { uid: 'B1', title: 'Sun Road' },
    },
    {
      uid: 'R2',
      rating: 3,
      title: null,
      body: null,
      reviewer_name: 'Tunde B.',
      created_at: '2026-11-18T10:00:00Z',
      updated_at: '2026-11-18T10:00:00Z',
      verified_purchase: true,
      helpful_count: 0,
      book: { uid: 'B2', title: 'Moon Road' },
    },
  ],
};

describe('the reviews of an author’s books on the dashboard', () => {
  it('shows the figures without star links, the new reviews’ count and the latest reviews, read-only, under their books', () => {
    hooks.reviews.useAuthorReviews.mockReturnValue(answer(withReviews));
    renderAt('/dashboard', '/dashboard', <AuthorReviews />);
    expect(hooks.reviews.useAuthorReviews).toHaveBeenCalledWith({});
    const section = screen.getByRole('region', { name: 'All your books' });
    expect(within(section).getByText('3 ratings')).toBeVisible();
    expect(within(section).getByText('5 stars, 67% of ratings')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    // The stat card: its label, then its figure.
    expect(screen.getByText('New reviews, last 30 days').parentElement?.parentElement).toHaveTextContent(
      'New reviews, last 30 days2',
    );

    const latest = screen.getByRole('region', { name: 'Latest reviews' });
    const cards = within(latest).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Review by Ada Obi',
      'Review by Tunde B.',
    ]);
    expect(within(latest).getByRole('link', { name: 'Sun Road' })).toHaveAttribute('href', '/books/B1');
    expect(within(latest).getByRole('link', { name: 'Moon Road' })).toHaveAttribute('href', '/books/B2');
    expect(cards[0]).toHaveTextContent('Edited 21 Nov 2026');
    expect(cards[0]).toHaveTextContent('4 readers found it helpful');
    expect(cards[1]).not.toHaveTextContent('Edited');
    expect(within(latest).queryByRole('button')).not.toBeInTheDocument();
    expect(within(latest).queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
  });

  it('tells an author without reviews where they will come from', () => {
    hooks.reviews.useAuthorReviews.mockReturnValue(
      answer({
        summary: {
          average: 0,
          count: 0,
          distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
        },
        new_count: 0,
        reviews: [],
      }),
    );
    renderAt('/dashboard', '/dashboard', <AuthorReviews />);
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews of your books' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'No reviews yet' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
