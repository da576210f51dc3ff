import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  editedReview,
  heldReview,
  longReview,
  ownReview,
  ratingOnlyReview,
} from '../fixtures/review-fixtures';
import { RouterLink } from '../fixtures/router-link';
import { excerpt, reviewParagraphs } from './review';
import { ReviewCard } from './ReviewCard';

describe('ReviewCard', () => {
  it('read-only, says how many found it helpful and offers no vote, report or sign-in', () => {
    render(<ReviewCard review={editedReview} readOnly onReport={vi.fn()} onHelpful={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Review by Tunde Bakare' });
    expect(card).toHaveTextContent('37 readers found it helpful');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the reader, the UTC day, the stars, the badge, the edit and the paragraphs', () => {
    render(<ReviewCard review={editedReview} />);
    const card = screen.getByRole('article', { name: 'Review by Tunde Bakare' });
    expect(card).toHaveTextContent('Verified purchase');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('2 Nov 2026')).toHaveAttribute('datetime', '2026-11-02T18:40:00Z');
    expect(screen.getByText(/Edited/)).toHaveTextContent('Edited 5 Nov 2026');
    expect(screen.getByRole('heading', { level: 3, name: 'Worth it for Ugwu alone' })).toBeInTheDocument();
  });

  it('toggles the helpful vote as a pressed button', async () => {
    const onHelpful = vi.fn();
    const { rerender } = render(<ReviewCard review={editedReview} onHelpful={onHelpful} />);
    const button = screen.getByRole('button', { name: 'Helpful (37)' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onHelpful).toHaveBeenCalledWith(editedReview);
    rerender(
      <ReviewCard
        review={{ ...editedReview, votedHelpful: false, helpfulCount: 36 }}
        onHelpful={onHelpful}
      />,
    );
    expect(screen.getByRole('button', { name: 'Helpful (36)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a second press while the vote is being sent', async () => {
    const onHelpful = vi.fn();
    render(<ReviewCard review={editedReview} onHelpful={onHelpful} helpfulPending />);
    await userEvent.click(screen.getByRole('button', { name: 'Helpful (37)' }));
    expect(onHelpful).not.toHaveBeenCalled();
  });

  it('offers a signed-out visitor the sign-in link instead of the vote', () => {
    render(<ReviewCard review={editedReview} signInHref="/login?redirect=/books/b1" linkAs={RouterLink} />);
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Helpful \(37\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute(
      'href',
      '/app/login?redirect=/books/b1',
    );
  });

  it("disables the vote on one's own review, says why, and offers no report", async () => {
    const onEdit = vi.fn();
    render(<ReviewCard review={ownReview} onHelpful={vi.fn()} onReport={vi.fn()} onEdit={onEdit} />);
    expect(screen.getByRole('article', { name: 'Your review' })).toBeInTheDocument();
    const helpful = screen.getByRole('button', { name: 'Helpful (3)' });
    expect(helpful).toBeDisabled();
    expect(helpful).toHaveAccessibleDescription('Readers vote on your review; you can’t.');
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect(onEdit).toHaveBeenCalledWith(ownReview);
  });

  it('names the review a Report button is about', async () => {
    const onReport = vi.fn();
    render(<ReviewCard review={editedReview} onReport={onReport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report the review by Tunde Bakare' }));
    expect(onReport).toHaveBeenCalledWith(editedReview);
  });

  it('cuts a long text with Read more, which shows and hides the rest', async () => {
    render(<ReviewCard review={longReview} />);
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toHaveTextContent(/…$/);
    expect(screen.queryByText(/Buy the paperback/)).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByText(/Buy the paperback/)).toBeInTheDocument();
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.children).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(/Buy the paperback/)).not.toBeInTheDocument();
  });

  it('shows a rating without text, and a held review with its notice', () => {
    const { unmount } = render(<ReviewCard review={ratingOnlyReview} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    unmount();
    render(<ReviewCard review={heldReview} />);
    expect(
      screen.getByText('Awaiting a check: reviews with links are read by our team first.'),
    ).toBeInTheDocument();
  });
});

describe('review text', () => {
  it('splits paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(reviewParagraphs('One\nstill one\n\n  \n\nTwo  \n \nThree')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
  });

  it('cuts at a space near the limit, or keeps a short text whole', () => {
    expect(excerpt('short', 10)).toBe('short');
    expect(excerpt('The war as the people lived it', 16)).toBe('The war as the…');
    expect(excerpt('x'.repeat(30), 20)).toBe(`${'x'.repeat(20)}…`);
  });
});
