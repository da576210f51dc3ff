import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../shared/testing';

const book = {
  uid: 'B1',
  title: 'Sun Road',
  authors: [{ username: 'ada', first_name: 'Ada', last_name: 'Obi' }],
};
const entry = (access: object) => ({
  data: {
    data: {
      id: 1,
      book,
      access,
      annotations: [],
      progress: { location: null, percent: 0, track_index: null, position_seconds: null, updated_at: null },
    },
  },
  error: undefined,
  isLoading: false,
});

const hooks = vi.hoisted(() => ({ library: { useGetBook: vi.fn(), useList: vi.fn() } }));
vi.mock('../../api', () => ({ hooks, api: { library: {} }, API_BASE_URL: '/' }));
const engine = vi.hoisted(() => ({ loadBook: vi.fn(), createView: vi.fn() }));
vi.mock('./engine', async (original) => ({ ...((await original()) as object), ...engine }));

const { ReaderScreen } = await import('./index');
const { BookError } = await import('./engine');
const { destroySession } = await import('../../state/session');

describe('the library apps', () => {
  it('open an ebook of the library in the reader, never as a download, with a clear error for a bad file', async () => {
    hooks.library.useGetBook.mockReturnValue(
      entry({ type: 'ebook', format: 'epub', file_url: 'https://files.example/sun.epub' }),
    );
    engine.loadBook.mockRejectedValue(
      new BookError('This EPUB file is damaged and cannot be opened.', 'broken'),
    );
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    expect(hooks.library.useGetBook).toHaveBeenCalledWith({ params: { id: 'B1' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sun Road');
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    expect(engine.loadBook).toHaveBeenCalledWith('https://files.example/sun.epub', expect.any(AbortSignal));
    expect(await screen.findByRole('alert')).toHaveTextContent('This EPUB file is damaged');
    expect(screen.queryByRole('link', { name: /download|open the epub/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('send an audiobook from the reader to the player', () => {
    const audio = entry({ type: 'audiobook', tracks: [{ index: 1, title: 'Chapter 1', url: '/t1.mp3' }] });
    hooks.library.useGetBook.mockReturnValue(audio);
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    expect(screen.getByRole('link', { name: 'Listen in the player' })).toHaveAttribute(
      'href',
      '/apps/player/B1',
    );
  });

  it('list the library’s books when no book is named, asking a visitor to sign in', () => {
    destroySession();
    hooks.library.useList.mockReturnValue({ data: undefined, error: undefined, isLoading: false });
    renderAt('/apps/reader', '/apps/reader', <ReaderScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reader');
    expect(screen.getByText('Sign in to open your books')).toBeInTheDocument();
    expect(hooks.library.useList).toHaveBeenCalledWith(null);
  });
});
