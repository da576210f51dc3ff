import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { editedReview, reviews } from '../fixtures/review-fixtures';
import { RouterLink } from '../fixtures/router-link';
import { ReviewList, type ReviewListProps } from './ReviewList';

const base: ReviewListProps = {
  reviews,
  total: 412,
  page: 2,
  totalPages: 42,
  pageHref: (page) => `/books/b1/reviews?page=${page}`,
  sort: 'helpful',
  onSortChange: vi.fn(),
  clearStarsHref: '/books/b1/reviews',
};

describe('ReviewList', () => {
  it('heads the list with its count, lists the cards and pages through links', () => {
    render(<ReviewList {...base} linkAs={RouterLink} />);
    const section = screen.getByRole('region', { name: 'Reviews (412)' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(within(section).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/app/books/b1/reviews?page=3',
    );
  });

  it('sorts by the four orders', async () => {
    const onSortChange = vi.fn();
    render(<ReviewList {...base} onSortChange={onSortChange} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most helpful', 'Newest', 'Highest rating', 'Lowest rating']);
    await userEvent.selectOptions(sort, 'Lowest rating');
    expect(onSortChange).toHaveBeenCalledWith('lowest');
  });

  it('shows the stars filter with a link that clears it', () => {
    render(<ReviewList {...base} stars={4} reviews={[editedReview]} total={1} totalPages={1} />);
    expect(screen.getByText('Showing 4 stars')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all ratings' })).toHaveAttribute(
      'href',
      '/books/b1/reviews',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says what an empty list means, with and without a filter', () => {
    const { rerender } = render(<ReviewList {...base} reviews={[]} total={0} totalPages={0} />);
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    rerender(<ReviewList {...base} reviews={[]} total={0} totalPages={0} stars={1} />);
    expect(screen.getByRole('heading', { name: 'No 1-star reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all reviews' })).toHaveAttribute(
      'href',
      '/books/b1/reviews',
    );
  });

  it('marks the list busy while a page is read, and the vote being sent', () => {
    const { rerender } = render(<ReviewList {...base} loading />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    rerender(<ReviewList {...base} onHelpful={vi.fn()} helpfulPendingUid={editedReview.uid} />);
    expect(screen.getByRole('button', { name: 'Helpful (37)' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Helpful (214)' })).not.toHaveAttribute('aria-busy');
  });
});
