import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fewRatings, noRatings, ratingSummary } from '../fixtures/review-fixtures';
import { RouterLink } from '../fixtures/router-link';
import { RatingSummary, ratingShares } from './RatingSummary';

const starsHref = (stars: number) => `/books/b1?stars=${stars}`;

describe('RatingSummary', () => {
  it('shows the average, the count and a link per row from 5 to 1 stars, named with its share', () => {
    render(<RatingSummary summary={ratingSummary} starsHref={starsHref} />);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('1,284 ratings')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.split('%')[0])).toEqual([
      '5 stars, 62',
      '4 stars, 22',
      '3 stars, 9',
      '2 stars, 3',
      '1 star, 4',
    ]);
    expect(screen.getByRole('link', { name: '1 star, 4% of ratings' })).toHaveAttribute(
      'href',
      '/books/b1?stars=1',
    );
  });

  it('without a list to filter, shows the rows as text, not links', () => {
    render(<RatingSummary summary={ratingSummary} />);
    const rows = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(rows).queryAllByRole('link')).toEqual([]);
    expect(within(rows).getByText('5 stars, 62% of ratings')).toBeInTheDocument();
  });

  it('marks the filter in force, through the router link', () => {
    render(
      <RatingSummary summary={ratingSummary} starsHref={starsHref} activeStars={3} linkAs={RouterLink} />,
    );
    const active = screen.getByRole('link', { name: '3 stars, 9% of ratings' });
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(active).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: '5 stars, 62% of ratings' })).not.toHaveAttribute('aria-current');
  });

  it('links no row that has no ratings, and orders rows sent out of order', () => {
    render(
      <RatingSummary
        summary={{ ...fewRatings, distribution: [...fewRatings.distribution].reverse() }}
        starsHref={starsHref}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/books/b1?stars=5',
      '/books/b1?stars=4',
      '/books/b1?stars=3',
    ]);
    expect(screen.getByText('2 stars, 0% of ratings')).toBeInTheDocument();
  });

  it('says there are no ratings yet instead of empty bars', () => {
    render(<RatingSummary summary={noRatings} starsHref={starsHref} />);
    expect(screen.getByRole('heading', { name: 'No ratings yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts shares from the rows, so they never pass 100 % each', () => {
    expect(ratingShares({ average: 5, count: 2, distribution: [{ stars: 5, count: 2 }] })[0]).toEqual({
      stars: 5,
      count: 2,
      percent: 100,
    });
  });
});
