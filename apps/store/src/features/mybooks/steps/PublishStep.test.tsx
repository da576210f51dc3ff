import { ApiError } from '@bookstore/api-client';
import type { SellerBook } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import type * as ToastModule from '../../../feedback/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '../../shared/testing';
import { sellerBook } from '../testBook';

const { api, hooks, mutate } = vi.hoisted(() => ({
  api: { selling: { publishBook: vi.fn() } },
  hooks: { selling: { useVerifyBookInfo: vi.fn() } },
  mutate: vi.fn(),
}));
vi.mock('../../../api', () => ({ api, hooks }));
vi.mock('../../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

const { PublishStep } = await import('./PublishStep');
const toast = await import('../../../feedback/toast');

const PATH = '/dashboard/mybooks/:slug/edit/publish';
const URL_ = '/dashboard/mybooks/B1/edit/publish';

function verification(data: unknown) {
  return { ...answer(data), mutate };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the publish step', () => {
  it('lists what is missing with links to its steps, and keeps Publish off', () => {
    hooks.selling.useVerifyBookInfo.mockReturnValue(
      verification({
        ready: false,
        missing: [
          { step: 'cover', field: 'cover', message: 'The book needs a cover.' },
          { step: 'advance_info', field: 'price', message: 'The book needs a price.' },
        ],
      }),
    );
    renderAt(PATH, URL_, <PublishStep book={sellerBook()} onSaved={vi.fn()} />);
    expect(hooks.selling.useVerifyBookInfo).toHaveBeenCalledWith(
      { params: { uid: 'B1' } },
      { revalidateOnMount: true },
    );
    const items = within(screen.getByRole('list', { name: /missing before publication/i })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('The book needs a cover.');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Go to Content and cover' }),
    ).toHaveAttribute('href', '/dashboard/mybooks/B1/edit/cover');
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Go to Price and details' }),
    ).toHaveAttribute('href', '/dashboard/mybooks/B1/edit/advance_info');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('publishes a ready book and shows its new status with links onwards', async () => {
    hooks.selling.useVerifyBookInfo.mockReturnValue(verification({ ready: true, missing: [] }));
    const published = sellerBook({ status: 'published' });
    api.selling.publishBook.mockResolvedValueOnce({ data: published, message: 'The book is published.' });
    const onSaved = vi.fn();
    // Like the editor: the saved book comes back as the step's book.
    function Editor() {
      const [book, setBook] = useState<SellerBook>(sellerBook());
      return (
        <PublishStep
          book={book}
          onSaved={(saved, options) => {
            onSaved(saved, options);
            setBook(saved);
          }}
        />
      );
    }
    renderAt(PATH, URL_, <Editor />);
    expect(screen.getByText('Everything needed to publish is there.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Publish' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(api.selling.publishBook).toHaveBeenCalledWith({ params: { uid: 'B1' } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(published, { stay: true }));
    expect(toast.showSuccess).toHaveBeenCalledWith('The book is published.');
    expect(mutate).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Your book is published' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See it in the store' })).toHaveAttribute(
      'href',
      '/books/sun-road-b1',
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('shows a published book’s status and the links to its page and to My books', () => {
    hooks.selling.useVerifyBookInfo.mockReturnValue(verification({ ready: true, missing: [] }));
    renderAt(PATH, URL_, <PublishStep book={sellerBook({ status: 'published' })} onSaved={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your book is published' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in the store' })).toHaveAttribute(
      'href',
      '/books/sun-road-b1',
    );
    expect(screen.getByRole('link', { name: 'Back to My books' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks',
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByText('Everything needed to publish is there.')).not.toBeInTheDocument();
  });

  it('still lists what went missing after publication', () => {
    hooks.selling.useVerifyBookInfo.mockReturnValue(
      verification({
        ready: false,
        missing: [{ step: 'cover', field: 'cover', message: 'The book needs a cover.' }],
      }),
    );
    renderAt(PATH, URL_, <PublishStep book={sellerBook({ status: 'published' })} onSaved={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Missing since publication' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Content and cover' })).toBeInTheDocument();
  });

  it('says a book in review is waiting, without a store link', () => {
    hooks.selling.useVerifyBookInfo.mockReturnValue(verification({ ready: true, missing: [] }));
    renderAt(PATH, URL_, <PublishStep book={sellerBook({ status: 'in_review' })} onSaved={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your book is in review' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See it in the store' })).not.toBeInTheDocument();
  });

  it('shows a refusal as the error toast and checks the list again', async () => {
    hooks.selling.useVerifyBookInfo.mockReturnValue(verification({ ready: true, missing: [] }));
    const refusal = new ApiError(422, 'The book needs a cover.', { cover: ['The book needs a cover.'] });
    api.selling.publishBook.mockRejectedValueOnce(refusal);
    const onSaved = vi.fn();
    renderAt(PATH, URL_, <PublishStep book={sellerBook()} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.showError).toHaveBeenCalledWith(refusal));
    expect(onSaved).not.toHaveBeenCalled();
    expect(mutate).toHaveBeenCalled();
  });
});
