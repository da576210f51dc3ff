import { ApiError } from '@bookstore/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, money, renderAt } from '../shared/testing';
import { sellerBook } from './testBook';

const { api, hooks } = vi.hoisted(() => ({
  api: { selling: { deleteBook: vi.fn(), createBook: vi.fn() } },
  hooks: {
    public: { useListSupportedCountries: vi.fn() },
    selling: {
      useListBooks: vi.fn(),
      useGetBook: vi.fn(),
      useVerifyBookInfo: vi.fn(),
      useBookActivities: vi.fn(),
      useListCategories: vi.fn(),
      useListSubCategories: vi.fn(),
    },
  },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof Toast>()),
  ...toast,
}));

const { MyBooksScreen, NewBookScreen, MyBookScreen, EditBookScreen } = await import('./index');

const page = (items: unknown[]) =>
  answer({ items, page: 1, per_page: 20, total: items.length, last_page: 1 });

beforeEach(() => {
  vi.clearAllMocks();
  hooks.selling.useListCategories.mockReturnValue(answer([]));
  hooks.selling.useListSubCategories.mockReturnValue(answer([]));
  hooks.public.useListSupportedCountries.mockReturnValue(answer([]));
});

describe('the author’s book list', () => {
  it('sends the filters in the URL to the API and changes them from the controls', async () => {
    hooks.selling.useListBooks.mockReturnValue(
      page([sellerBook({ price: money(2500), sales_count: 7, status: 'published' })]),
    );
    const router = renderAt(
      '/dashboard/mybooks',
      '/dashboard/mybooks?status=draft&type=ebook&keyword=sun&page=2',
      <MyBooksScreen />,
    );
    expect(hooks.selling.useListBooks).toHaveBeenLastCalledWith({
      query: { page: 2, status: 'draft', type: 'ebook', keyword: 'sun' },
    });
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Sun Road' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1',
    );
    expect(item).toHaveTextContent('Ebook');
    expect(item).toHaveTextContent('Published');
    expect(item).toHaveTextContent('₦2,500');
    expect(item).toHaveTextContent('Sales7');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(router.state.location.search).toBe('?status=rejected&type=ebook&keyword=sun');
    expect(hooks.selling.useListBooks).toHaveBeenLastCalledWith({
      query: { page: 1, status: 'rejected', type: 'ebook', keyword: 'sun' },
    });

    const keyword = screen.getByRole('searchbox', { name: 'Title or keyword' });
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'moon{Enter}');
    expect(hooks.selling.useListBooks).toHaveBeenLastCalledWith({
      query: { page: 1, status: 'rejected', type: 'ebook', keyword: 'moon' },
    });
  });

  it('leaves out a status the API does not know', () => {
    hooks.selling.useListBooks.mockReturnValue(page([]));
    renderAt('/dashboard/mybooks', '/dashboard/mybooks?status=lost', <MyBooksScreen />);
    expect(hooks.selling.useListBooks).toHaveBeenLastCalledWith({ query: { page: 1 } });
  });

  it('tells “no books yet” from “nothing matches”, which offers to clear the filters', async () => {
    hooks.selling.useListBooks.mockReturnValue(page([]));
    renderAt('/dashboard/mybooks', '/dashboard/mybooks', <MyBooksScreen />);
    expect(screen.getByRole('heading', { name: 'No books yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first book' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/new',
    );

    const router = renderAt('/dashboard/mybooks', '/dashboard/mybooks?type=audiobook', <MyBooksScreen />);
    expect(screen.getByRole('heading', { name: 'No book matches these filters' })).toBeInTheDocument();
    // One beside the filters, one in the empty state.
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1] as HTMLElement);
    expect(router.state.location.search).toBe('');
  });

  it('asks before deleting a book, then deletes it and says so', async () => {
    hooks.selling.useListBooks.mockReturnValue(page([sellerBook()]));
    api.selling.deleteBook.mockResolvedValue({ data: null, message: '"Sun Road" has been deleted.' });
    renderAt('/dashboard/mybooks', '/dashboard/mybooks', <MyBooksScreen />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Sun Road' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Sun Road”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the book' }));
    expect(api.selling.deleteBook).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Sun Road' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Sun Road”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete book' }));
    expect(api.selling.deleteBook).toHaveBeenCalledWith({ params: { uid: 'B1' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.showSuccess).toHaveBeenCalledWith('"Sun Road" has been deleted.');
  });

  it('keeps the dialog open with the server’s refusal when a book cannot be deleted', async () => {
    hooks.selling.useListBooks.mockReturnValue(page([sellerBook({ sales_count: 3 })]));
    const refusal = new ApiError(409, 'A book with sales cannot be deleted.', {});
    api.selling.deleteBook.mockRejectedValue(refusal);
    renderAt('/dashboard/mybooks', '/dashboard/mybooks', <MyBooksScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sun Road' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete book' }));
    expect(toast.showError).toHaveBeenCalledWith(refusal);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('a new book', () => {
  it('posts the title and type, then opens the first edit step', async () => {
    api.selling.createBook.mockResolvedValue({
      data: sellerBook({ uid: 'N7', title: 'Night Rain', type: 'audiobook' }),
      message: 'Your book draft has been created.',
    });
    const router = renderAt('/dashboard/mybooks/new', '/dashboard/mybooks/new', <NewBookScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Night Rain');
    await userEvent.click(screen.getByRole('radio', { name: /Audiobook/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create book' }));
    expect(api.selling.createBook).toHaveBeenCalledWith({ body: { title: 'Night Rain', type: 'audiobook' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/mybooks/N7/edit/basic_info'));
  });

  it('shows the server’s field error on the title and keeps what was typed', async () => {
    api.selling.createBook.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        title: ['You already have a book with this title.'],
      }),
    );
    const router = renderAt('/dashboard/mybooks/new', '/dashboard/mybooks/new', <NewBookScreen />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    await userEvent.type(title, 'Sun Road');
    await userEvent.click(screen.getByRole('button', { name: 'Create book' }));
    expect(await screen.findByText('You already have a book with this title.')).toBeInTheDocument();
    expect(title).toHaveValue('Sun Road');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/dashboard/mybooks/new');
  });
});

describe('one of the author’s books', () => {
  it('says a change to the book on sale is in review, or rejected with the reason (issue 41)', () => {
    const change = {
      uid: 'CH1',
      kind: 'pre_publication' as const,
      changed: ['title' as const, 'cover_path' as const],
      submitted_at: '2026-11-05T10:00:00Z',
      decided_at: null,
    };
    hooks.selling.useVerifyBookInfo.mockReturnValue(answer({ ready: true, missing: [] }));
    hooks.selling.useBookActivities.mockReturnValue(answer([]));
    hooks.selling.useGetBook.mockReturnValue(
      answer(
        sellerBook({
          status: 'published',
          pending_change: { ...change, status: 'in_review', rejection_reason: null },
        }),
      ),
    );
    renderAt('/dashboard/mybooks/:slug', '/dashboard/mybooks/B1', <MyBookScreen />);
    const note = screen.getByRole('note', { name: 'Changes in review' });
    expect(note).toHaveTextContent('approved version until your change is approved');
    expect(within(note).getByRole('button', { name: 'Withdraw the change' })).toBeInTheDocument();
    expect(screen.getByText('Changes in review', { selector: '[class*="Badge"], span' })).toBeInTheDocument();
    cleanup();

    hooks.selling.useGetBook.mockReturnValue(
      answer(
        sellerBook({
          status: 'published',
          pending_change: { ...change, status: 'rejected', rejection_reason: 'The new title misleads.' },
        }),
      ),
    );
    renderAt('/dashboard/mybooks/:slug', '/dashboard/mybooks/B1', <MyBookScreen />);
    expect(screen.getByRole('note', { name: 'Why your changes were rejected' })).toHaveTextContent(
      'The new title misleads.',
    );
  });

  it('shows its facts, the rejection reason, and links each missing item to its step', () => {
    hooks.selling.useGetBook.mockReturnValue(
      answer(sellerBook({ status: 'rejected', rejection_reason: 'The cover is blurred.' })),
    );
    hooks.selling.useVerifyBookInfo.mockReturnValue(
      answer({
        ready: false,
        missing: [
          { step: 'advance_info', field: 'price', message: 'Set the price.' },
          { step: 'contributors', field: 'contributors', message: 'Add at least one contributor.' },
        ],
      }),
    );
    hooks.selling.useBookActivities.mockReturnValue(
      answer([
        {
          id: 1,
          book_uid: 'B1',
          action: 'rejected',
          description: 'Rejected: the cover is blurred.',
          created_at: '2026-11-05T10:00:00Z',
        },
      ]),
    );
    renderAt('/dashboard/mybooks/:slug', '/dashboard/mybooks/B1', <MyBookScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sun Road');
    const note = screen.getByRole('note', { name: /rejected/i });
    expect(note).toHaveTextContent('The cover is blurred.');
    expect(within(note).getByRole('link', { name: 'Fix the book' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1/edit/basic_info',
    );
    expect(within(note).getByRole('link', { name: 'send it again for review' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1/edit/publish',
    );
    expect(screen.getByRole('link', { name: 'Set the price.' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1/edit/advance_info',
    );
    expect(screen.getByRole('link', { name: 'Add at least one contributor.' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1/edit/contributors',
    );
    expect(screen.getByText('Rejected: the cover is blurred.').closest('li')).toHaveTextContent('5 Nov 2026');
    expect(screen.queryByRole('link', { name: 'View in store' })).not.toBeInTheDocument();
  });

  it('says a book in review waits for the store’s reviewers, since the day it was sent', () => {
    hooks.selling.useGetBook.mockReturnValue(
      answer(sellerBook({ status: 'in_review', submitted_at: '2026-11-03T09:30:00Z' })),
    );
    hooks.selling.useVerifyBookInfo.mockReturnValue(answer({ ready: true, missing: [] }));
    hooks.selling.useBookActivities.mockReturnValue(answer([]));
    renderAt('/dashboard/mybooks/:slug', '/dashboard/mybooks/B1', <MyBookScreen />);
    expect(screen.getByRole('note', { name: 'Review' })).toHaveTextContent('In review since 3 Nov 2026');
    expect(screen.queryByRole('note', { name: /rejected/i })).not.toBeInTheDocument();
  });

  it('shows the reason a book was taken down', () => {
    hooks.selling.useGetBook.mockReturnValue(
      answer(sellerBook({ status: 'unpublished', rejection_reason: 'A rights holder asked for it.' })),
    );
    hooks.selling.useVerifyBookInfo.mockReturnValue(answer({ ready: true, missing: [] }));
    hooks.selling.useBookActivities.mockReturnValue(answer([]));
    renderAt('/dashboard/mybooks/:slug', '/dashboard/mybooks/B1', <MyBookScreen />);
    expect(screen.getByRole('note', { name: 'Why the book was taken down' })).toHaveTextContent(
      'A rights holder asked for it.',
    );
  });

  it('links a published book to its store page and deletes it after asking', async () => {
    hooks.selling.useGetBook.mockReturnValue(answer(sellerBook({ status: 'published' })));
    hooks.selling.useVerifyBookInfo.mockReturnValue(answer({ ready: true, missing: [] }));
    hooks.selling.useBookActivities.mockReturnValue(answer([]));
    api.selling.deleteBook.mockResolvedValue({ data: null, message: 'Deleted.' });
    const router = renderAt('/dashboard/mybooks/:slug', '/dashboard/mybooks/B1', <MyBookScreen />);
    expect(screen.getByRole('link', { name: 'View in store' })).toHaveAttribute('href', '/books/sun-road-b1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(api.selling.deleteBook).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete book' }));
    expect(api.selling.deleteBook).toHaveBeenCalledWith({ params: { uid: 'B1' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/mybooks'));
  });
});

describe('the book editor', () => {
  it('shows the book’s title and the steps as a stepper: done, being edited, still to do', () => {
    hooks.selling.useGetBook.mockReturnValue(
      answer(
        sellerBook({
          steps: {
            basic_info: true,
            advance_info: false,
            contributors: false,
            cover: false,
            printbook: true,
            publish: false,
          },
        }),
      ),
    );
    renderAt(
      '/dashboard/mybooks/:slug/edit/*',
      '/dashboard/mybooks/B1/edit/advance_info',
      <EditBookScreen />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sun Road');
    expect(screen.getByRole('link', { name: 'Back to book' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1',
    );
    const steps = screen.getByRole('navigation', { name: 'Edit steps' });
    expect(within(steps).getByRole('link', { name: /Basic info.*completed/ })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/B1/edit/basic_info',
    );
    expect(within(steps).getByRole('link', { name: /Price and details/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByRole('link', { name: /Publish.*not started/ })).toBeInTheDocument();
    // An ebook has no print edition step.
    expect(within(steps).queryByRole('link', { name: /Print edition/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /Step 2 of 5.*Price and details/ }),
    ).toBeInTheDocument();
  });

  it('moves to the next step after a save', async () => {
    const book = sellerBook({
      description: 'A long enough description of the book for the store page, well over fifty.',
      category: { uid: 'C1', category_name: 'Fiction' },
    });
    hooks.selling.useGetBook.mockReturnValue(answer(book));
    hooks.selling.useListCategories.mockReturnValue(answer([{ uid: 'C1', category_name: 'Fiction' }]));
    const saved = { data: { ...book, steps: { ...book.steps, basic_info: true } }, message: 'Saved.' };
    const updateBasicInfo = vi.fn().mockResolvedValue(saved);
    Object.assign(api.selling, { updateBasicInfo });
    const router = renderAt(
      '/dashboard/mybooks/:slug/edit/*',
      '/dashboard/mybooks/B1/edit/basic_info',
      <EditBookScreen />,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Basic info' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/mybooks/B1/edit/advance_info'),
    );
    expect(updateBasicInfo).toHaveBeenCalledWith(expect.objectContaining({ params: { uid: 'B1' } }));
  });
});
