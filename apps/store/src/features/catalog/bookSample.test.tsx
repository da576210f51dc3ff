import type { Book } from '@bookstore/api-client/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMedia } from '../../../../../packages/widgets/test/media';
import { answer, money } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  public: { useGetBook: vi.fn(), useGetRelatedBooks: vi.fn() },
  // The reviews under the book: none yet.
  reviews: {
    useSummary: vi.fn(() => ({
      data: {
        data: { average: 0, count: 0, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) },
      },
    })),
    useList: vi.fn(() => ({ data: { data: { items: [], page: 1, per_page: 5, total: 0, last_page: 1 } } })),
    useMine: vi.fn(() => ({ data: undefined })),
  },
}));
vi.mock('../../api', () => ({ api: {}, hooks }));

const { BookDetailScreen } = await import('./index');

// The player comes in a lazy chunk: its first import (and transform) can take seconds on a busy machine.
const LAZY = { timeout: 15_000 };

const audiobook: Book = {
  uid: 'AUDIO1',
  slug: 'sun-songs',
  title: 'Sun Songs',
  subtitle: null,
  type: 'audiobook',
  authors: [{ username: 'ada', first_name: 'Ada', middle_name: null, last_name: 'Obi', avatar: null }],
  cover_path: null,
  price: money(4000),
  category: null,
  sub_category: null,
  rating: { average: 0, count: 0 },
  publication_date: '2024-01-01',
  description: 'Songs of the sun.',
  contributors: [],
  language: 'en',
  pages: null,
  duration_seconds: 3600,
  isbn: null,
  publisher: null,
  sample_url: '/media/samples/sun-songs.mp3',
  file: null,
  print: null,
  tags: [],
} as unknown as Book;

beforeEach(() => {
  vi.restoreAllMocks();
  fakeMedia();
  hooks.public.useGetBook.mockReturnValue(answer(audiobook));
  hooks.public.useGetRelatedBooks.mockReturnValue(answer([]));
});

describe("an audiobook's sample", () => {
  it('plays in the page on the store’s player, from the keyboard, pauses, and stops when the page is left', async () => {
    const router = createMemoryRouter(
      [
        { path: '/books/:slug', element: <BookDetailScreen /> },
        { path: '/', element: <p>Home</p> },
      ],
      { initialEntries: ['/books/AUDIO1'] },
    );
    render(<RouterProvider router={router} />);
    // A button that opens the player here, not a link to the raw file in a new tab.
    expect(screen.queryByRole('link', { name: /sample/i })).not.toBeInTheDocument();
    const listen = screen.getByRole('button', { name: 'Listen to a sample' });
    expect(listen).toHaveAttribute('aria-expanded', 'false');
    listen.focus();
    await userEvent.keyboard('{Enter}');

    const player = await screen.findByRole('group', { name: 'Sample: Sun Songs' }, LAZY);
    expect(screen.getByRole('button', { name: 'Close the sample' })).toHaveAttribute('aria-expanded', 'true');
    const audio = player.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/media/samples/sun-songs.mp3');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();

    await userEvent.click(within(player).getByRole('button', { name: 'Pause sample' }));
    expect(audio?.paused).toBe(true);
    await userEvent.click(within(player).getByRole('button', { name: 'Play sample' }));
    expect(audio?.paused).toBe(false);

    await router.navigate('/');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(audio?.paused).toBe(true);
    expect(audio).not.toHaveAttribute('src');
  });

  it('closes, and stops, with the same button', async () => {
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/books/:slug', element: <BookDetailScreen /> }], {
          initialEntries: ['/books/AUDIO1'],
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Listen to a sample' }));
    const audio = (await screen.findByRole('group', { name: 'Sample: Sun Songs' }, LAZY)).querySelector(
      'audio',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close the sample' }));
    expect(screen.queryByRole('group', { name: 'Sample: Sun Songs' })).not.toBeInTheDocument();
    expect(audio?.paused).toBe(true);
  });
});
