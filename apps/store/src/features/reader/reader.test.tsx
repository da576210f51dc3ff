import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../shared/testing';

const book = {
  uid: 'B1',
  title: 'Sun Road',
  authors: [{ username: 'ada', first_name: 'Ada', last_name: 'Obi' }],
};
const entry = (access: object) => ({
  data: { data: { id: 1, book, access } },
  error: undefined,
  isLoading: false,
});

const hooks = vi.hoisted(() => ({ library: { useGetBook: vi.fn(), useAll: vi.fn() } }));
vi.mock('../../api', () => ({ hooks }));

const { ReaderScreen } = await import('./index');
const { PlayerScreen } = await import('../player');
const { destroySession } = await import('../../state/session');

describe('the library apps', () => {
  it('open an ebook of the library in the reader', () => {
    hooks.library.useGetBook.mockReturnValue(
      entry({ type: 'ebook', format: 'epub', file_url: 'https://files.example/sun.epub' }),
    );
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    expect(hooks.library.useGetBook).toHaveBeenCalledWith({ params: { id: 'B1' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sun Road');
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the EPUB' })).toHaveAttribute(
      'href',
      'https://files.example/sun.epub',
    );
  });

  it('send an audiobook from the reader to the player, which plays its tracks', () => {
    const audio = entry({ type: 'audiobook', tracks: [{ index: 1, title: 'Chapter 1', url: '/t1.mp3' }] });
    hooks.library.useGetBook.mockReturnValue(audio);
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    expect(screen.getByRole('link', { name: 'Listen in the player' })).toHaveAttribute(
      'href',
      '/apps/player/B1',
    );
    renderAt('/apps/player/:uid', '/apps/player/B1', <PlayerScreen />);
    expect(screen.getByLabelText('Chapter 1')).toHaveAttribute('src', '/t1.mp3');
  });

  it('list the library’s books when no book is named, asking a visitor to sign in', () => {
    destroySession();
    hooks.library.useAll.mockReturnValue({ data: undefined, error: undefined, isLoading: false });
    renderAt('/apps/player', '/apps/player', <PlayerScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Player');
    expect(screen.getByText('Sign in to open your books')).toBeInTheDocument();
    expect(hooks.library.useAll).toHaveBeenCalledWith(null);
  });
});
