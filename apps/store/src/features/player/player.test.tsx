import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMedia } from '../../../../../packages/widgets/test/media';
import { answer, renderAt } from '../shared/testing';

const audiobook = {
  id: 1,
  book: {
    uid: 'A1',
    title: 'Sun Songs',
    cover_path: null,
    authors: [{ username: 'ada', first_name: 'Ada', last_name: 'Obi' }],
  },
  access: {
    type: 'audiobook',
    tracks: [
      { index: 1, title: 'Chapter 1', url: '/api/files/t1.mp3?sig=a', duration_seconds: 60, chapters: [] },
    ],
  },
  annotations: [],
  progress: { location: null, percent: 0, track_index: null, position_seconds: null, updated_at: null },
};

const hooks = vi.hoisted(() => ({ library: { useGetBook: vi.fn() } }));
const api = vi.hoisted(() => ({ library: { getBook: vi.fn(), saveProgress: vi.fn(async () => undefined) } }));
vi.mock('../../api', () => ({
  hooks,
  api,
  withoutLoginRedirect: (call: () => unknown) => call(),
}));

const { PlayerScreen } = await import('./index');

const audio = () => document.querySelector<HTMLAudioElement>('audio[data-bookstore-player]');

beforeEach(() => {
  vi.clearAllMocks();
  fakeMedia();
  hooks.library.useGetBook.mockReturnValue(answer(audiobook));
  api.library.getBook.mockResolvedValue({ data: audiobook });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the player when a track cannot be loaded', () => {
  it('says the server refused the file (not "check your connection"), tries again with a fresh link and leads back to the library', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 403 })),
    );
    renderAt('/apps/player/:uid', '/apps/player/A1', <PlayerScreen />);
    await waitFor(() => expect(audio()?.getAttribute('src')).toBe('/api/files/t1.mp3?sig=a'));
    // The first failure is taken for an expired link and re-signed once; the second is the answer.
    audio()?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(api.library.getBook).toHaveBeenCalledTimes(1));
    audio()?.dispatchEvent(new Event('error'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The audio file could not be opened: its link has expired or is not valid.',
    );
    expect(alert).not.toHaveTextContent(/connection/i);
    expect(screen.getByRole('link', { name: 'Your library' })).toHaveAttribute('href', '/myaccount/library');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.library.getBook).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('asks to check the connection when the file could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // Another book: the store's one player keeps the first as it was.
    const other = {
      ...audiobook,
      book: { ...audiobook.book, uid: 'A2' },
      access: { ...audiobook.access, tracks: [{ ...audiobook.access.tracks[0], url: '/api/files/a2.mp3' }] },
    };
    hooks.library.useGetBook.mockReturnValue(answer(other));
    api.library.getBook.mockResolvedValue({ data: other });
    renderAt('/apps/player/:uid', '/apps/player/A2', <PlayerScreen />);
    await waitFor(() => expect(audio()?.getAttribute('src')).toBe('/api/files/a2.mp3'));
    audio()?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(api.library.getBook).toHaveBeenCalled());
    audio()?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection');
  });
});
