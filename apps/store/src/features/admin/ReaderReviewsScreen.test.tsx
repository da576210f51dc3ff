import { ApiError } from '@bookstore/api-client';
import type { ModerationReview } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, renderAt } from '../shared/testing';

const { api, hooks } = vi.hoisted(() => ({
  api: { reviews: { hide: vi.fn(), keep: vi.fn() } },
  hooks: { reviews: { useQueue: vi.fn() } },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));

const { ReaderReviewsScreen } = await import('./index');

const PATH = '/admin/reviews/readers';

const reported: ModerationReview = {
  uid: 'R1',
  rating: 1,
  title: 'Gives the ending away',
  body: 'The killer is the gardener, and the last chapter says so.',
  status: 'published',
  hidden_reason: null,
  created_at: '2026-11-02T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  book: { uid: 'B1', title: 'Sun Road' },
  reviewer: { username: 'segun', name: 'Segun A.' },
  held: false,
  reports: [
    { reason: 'spoiler', note: 'Ruins the book.', reporter: 'ada', created_at: '2026-11-03T08:00:00Z' },
  ],
};
const held: ModerationReview = {
  ...reported,
  uid: 'R2',
  rating: 5,
  title: 'Cheap copies',
  body: 'Buy it for less at http://example.com',
  status: 'held',
  book: { uid: 'B2', title: 'Moon Road' },
  reviewer: { username: 'deals', name: 'Books Deals NG' },
  held: true,
  reports: [],
};

function queueOf(items: ModerationReview[], total = items.length) {
  return { ...answer({ items, page: 1, per_page: 20, total, last_page: 1 }), mutate: vi.fn() };
}

beforeEach(() => vi.clearAllMocks());

describe('the reader reviews queue', () => {
  it('asks for the filter in the URL, leaves out one the contract refuses, and keeps the filter in the URL', async () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([held]));
    const router = renderAt(PATH, `${PATH}?kind=held&page=2`, <ReaderReviewsScreen />);
    expect(hooks.reviews.useQueue).toHaveBeenLastCalledWith({ query: { page: 2, kind: 'held' } });
    expect(screen.getByText('1 review waiting')).toBeVisible();

    const filters = screen.getByRole('search', { name: 'Filter the reader reviews' });
    // The select applies at once: no Search button beside it.
    expect(within(filters).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(filters).getByLabelText('Show'), 'reported');
    expect(router.state.location.search).toBe('?kind=reported');
    expect(hooks.reviews.useQueue).toHaveBeenLastCalledWith({ query: { page: 1, kind: 'reported' } });

    await router.navigate(`${PATH}?kind=planet`);
    await waitFor(() => expect(hooks.reviews.useQueue).toHaveBeenLastCalledWith({ query: { page: 1 } }));
  });

  it('shows each review with its reports and a link to its book, and says when nothing waits', () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([reported, held]));
    renderAt(PATH, PATH, <ReaderReviewsScreen />);
    const table = screen.getByRole('table', { name: 'Reader reviews to moderate' });
    expect(within(table).getByRole('link', { name: 'Sun Road' })).toHaveAttribute('href', '/books/B1');
    expect(within(table).getByText('1 report')).toBeVisible();
    expect(within(table).getByText('Held: has a link')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Publish the review by Books Deals NG' })).toBeVisible();
  });

  it('says what an empty held queue means', () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([]));
    renderAt(PATH, `${PATH}?kind=held`, <ReaderReviewsScreen />);
    expect(screen.getByRole('heading', { name: 'No held review' })).toBeVisible();
  });

  it('hides a review with the reason given, and the row leaves the queue', async () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([reported, held]));
    api.reviews.hide.mockResolvedValue({
      data: { ...reported, status: 'hidden' },
      message: 'The review is hidden; its writer was mailed.',
    });
    renderAt(PATH, PATH, <ReaderReviewsScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Segun A.' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it hidden/ }), 'A spoiler.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.reviews.hide).toHaveBeenCalledWith({
      params: { reviewUid: 'R1' },
      body: { reason: 'A spoiler.' },
    });
    expect(toast.showSuccess).toHaveBeenCalledWith('The review is hidden; its writer was mailed.');
    expect(screen.queryByRole('rowheader', { name: /Gives the ending away/ })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Cheap copies/ })).toBeVisible();
    expect(screen.getByText('1 review waiting')).toBeVisible();
    expect(screen.getByRole('region', { name: 'The review queue' })).toHaveFocus();
  });

  it('keeps a refused hide in its dialog with the reason typed', async () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([reported]));
    api.reviews.hide.mockRejectedValue(
      new ApiError(422, 'The reason must be at least 3 characters.', { reason: ['Too short.'] }),
    );
    renderAt(PATH, PATH, <ReaderReviewsScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Segun A.' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    const reason = within(dialog).getByRole('textbox', { name: /Why is it hidden/ });
    await userEvent.type(reason, 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    expect(
      await within(dialog).findByText('The review was not hidden: The reason must be at least 3 characters.'),
    ).toBeVisible();
    expect(reason).toHaveValue('No');
    expect(screen.getByRole('rowheader', { name: /Gives the ending away/ })).toBeVisible();
  });

  it('publishes a held review, and the row leaves the queue', async () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([reported, held]));
    api.reviews.keep.mockResolvedValue({ data: held, message: 'The review is kept and shown.' });
    renderAt(PATH, PATH, <ReaderReviewsScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish the review by Books Deals NG' }));
    expect(api.reviews.keep).toHaveBeenCalledWith({ params: { reviewUid: 'R2' }, body: {} });
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Cheap copies/ })).not.toBeInTheDocument(),
    );
    expect(toast.showSuccess).toHaveBeenCalledWith('The review is kept and shown.');
    expect(screen.getByRole('rowheader', { name: /Gives the ending away/ })).toBeVisible();
  });

  it('shows the error toast when a decision fails, and drops a row another operator decided first', async () => {
    hooks.reviews.useQueue.mockReturnValue(queueOf([reported, held]));
    const failure = new ApiError(500, 'Server Error', {});
    api.reviews.keep.mockRejectedValueOnce(failure);
    renderAt(PATH, PATH, <ReaderReviewsScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Keep the review by Segun A.' }));
    await waitFor(() => expect(toast.showError).toHaveBeenCalledWith(failure));
    expect(screen.getByRole('rowheader', { name: /Gives the ending away/ })).toBeVisible();

    const conflict = new ApiError(409, 'This review is not waiting for a decision.', {});
    api.reviews.hide.mockRejectedValueOnce(conflict);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Books Deals NG' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it hidden/ }), 'Advertising.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.showError).toHaveBeenLastCalledWith(conflict);
    expect(screen.queryByRole('rowheader', { name: /Cheap copies/ })).not.toBeInTheDocument();
  });
});
