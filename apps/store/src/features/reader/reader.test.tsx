import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  mutate: vi.fn(async () => undefined),
});

const hooks = vi.hoisted(() => ({ library: { useGetBook: vi.fn(), useList: vi.fn() } }));
vi.mock('../../api', () => ({ hooks, api: { library: {} }, API_BASE_URL: '/' }));
const engine = vi.hoisted(() => ({ loadBook: vi.fn(), createView: vi.fn() }));
vi.mock('./engine', async (original) => ({ ...((await original()) as object), ...engine }));

const { ReaderScreen } = await import('./index');
const { BookError, fileRefused } = await import('./engine');
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

  it('say what happened when the server refuses the file, try again with a fresh link, and lead back to the library', async () => {
    const response = entry({ type: 'ebook', format: 'epub', file_url: 'https://files.example/sun.epub' });
    hooks.library.useGetBook.mockReturnValue(response);
    engine.loadBook.mockReset();
    engine.loadBook.mockRejectedValueOnce(fileRefused(403)).mockReturnValueOnce(new Promise(() => undefined));
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The book’s file could not be opened');
    expect(alert).toHaveTextContent('Its link has expired or is not valid.');
    expect(alert).not.toHaveTextContent(/connection/i);
    expect(screen.getByRole('link', { name: 'Back to your library' })).toHaveAttribute(
      'href',
      '/myaccount/library',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(engine.loadBook).toHaveBeenCalledTimes(2));
    expect(response.mutate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Opening the book')).toBeInTheDocument();
  });

  it('ask to check the connection only when the file could not be reached', async () => {
    hooks.library.useGetBook.mockReturnValue(
      entry({ type: 'ebook', format: 'epub', file_url: 'https://files.example/sun.epub' }),
    );
    engine.loadBook.mockReset();
    engine.loadBook.mockRejectedValue(
      new BookError('The connection to the server failed. Check your connection and try again.', 'network'),
    );
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('have a way back to the library in the reader’s toolbar', () => {
    hooks.library.useGetBook.mockReturnValue(
      entry({ type: 'ebook', format: 'epub', file_url: 'https://files.example/sun.epub' }),
    );
    engine.loadBook.mockReturnValue(new Promise(() => undefined));
    renderAt('/apps/reader/:uid', '/apps/reader/B1', <ReaderScreen />);
    const toolbar = screen.getByRole('toolbar', { name: 'Reader' });
    expect(within(toolbar).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/myaccount/library',
    );
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
