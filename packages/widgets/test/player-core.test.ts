import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookLength,
  clampRate,
  createPlayerController,
  formatLeft,
  locate,
  percentAt,
  PLAYBACK_RATES,
  stepRate,
  timeLeft,
  trackStart,
  type PlayerController,
  type PlayerProgress,
} from '../src/player-core';
import { book, end, freshPlayer, metadata, reach, restoreFakes } from './player-core-support';

let player: PlayerController;
let saved: PlayerProgress[];

beforeEach(() => {
  saved = [];
  player = freshPlayer(saved);
});

afterEach(restoreFakes);

describe('player core: chapter math', () => {
  const durations = [60, 120, 30];
  it('places seconds of the book among the chapters', () => {
    expect(bookLength(durations)).toBe(210);
    expect(trackStart(durations, 2)).toBe(180);
    expect(locate(durations, 0)).toEqual({ trackIndex: 0, position: 0 });
    expect(locate(durations, 75)).toEqual({ trackIndex: 1, position: 15 });
    expect(locate(durations, 180)).toEqual({ trackIndex: 2, position: 0 });
    expect(locate(durations, 999)).toEqual({ trackIndex: 2, position: 30 });
    expect(locate(durations, -5)).toEqual({ trackIndex: 0, position: 0 });
    expect(percentAt(durations, 1, 45)).toBe(50);
    expect(percentAt([], 0, 10)).toBe(0);
  });

  it('counts the time left in the chapter and the book at the current speed', () => {
    const state = { ...player.getState(), durations, trackIndex: 1, position: 20, rate: 2 };
    expect(timeLeft(state)).toEqual({ chapter: 50, book: 65 });
    expect(formatLeft(3900)).toBe('1 h 5 min');
    expect(formatLeft(720)).toBe('12 min');
    expect(formatLeft(40)).toBe('40 s');
  });
});

describe('player core: speed', () => {
  it('offers 0.5× to 3× in steps of 0.25 and clamps anything else', () => {
    expect(PLAYBACK_RATES).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3]);
    expect(stepRate(3, 1)).toBe(3);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(clampRate(5)).toBe(3);
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(1.3)).toBe(1.25);
  });

  it('keeps the speed across chapters (a new source resets a media element to its default rate)', () => {
    player.load(book);
    player.stepRate(1);
    player.stepRate(1);
    expect(player.getState().rate).toBe(1.5);
    player.next();
    expect(player.audio.getAttribute('src')).toBe(book.tracks[1]?.url);
    expect(player.audio.playbackRate).toBe(1.5);
    expect(player.audio.defaultPlaybackRate).toBe(1.5);
  });
});

describe('player core: playing a book', () => {
  it('plays, pauses and saves the place on pause', async () => {
    player.load(book);
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 0, playing: false });
    await player.play();
    expect(player.getState().playing).toBe(true);
    metadata(player.audio, 61);
    expect(player.getState().durations).toEqual([61, 120, 30]);
    reach(player.audio, 12);
    player.pause();
    expect(player.getState().playing).toBe(false);
    expect(saved.at(-1)).toEqual({ bookId: book.id, trackIndex: 0, position: 12, percent: 5.7 });
  });

  it('saves every 10 seconds of play, not on every tick', async () => {
    player.load(book);
    await player.play();
    metadata(player.audio, 60);
    for (let second = 1; second <= 9; second++) reach(player.audio, second);
    expect(saved).toHaveLength(0);
    reach(player.audio, 10);
    expect(saved).toEqual([{ bookId: book.id, trackIndex: 0, position: 10, percent: 4.8 }]);
    for (let second = 11; second <= 15; second++) reach(player.audio, second);
    expect(saved).toHaveLength(1);
  });

  it('resumes where it stopped: the track, then the second once the metadata is read', () => {
    player.load(book, { trackIndex: 1, position: 42.5 });
    expect(player.audio.getAttribute('src')).toBe(book.tracks[1]?.url);
    expect(player.getState()).toMatchObject({ trackIndex: 1, position: 42.5, playing: false });
    // A browser that dropped the early start position is put right when the metadata arrives.
    player.audio.currentTime = 0;
    metadata(player.audio, 120);
    expect(player.audio.currentTime).toBe(42.5);
    expect(saved).toHaveLength(0);
  });

  it('advances to the next chapter at the end of one and stops at the end of the book', async () => {
    player.load(book, { trackIndex: 1, position: 119 });
    await player.play();
    end(player.audio);
    expect(player.getState()).toMatchObject({ trackIndex: 2, position: 0, playing: true });
    expect(player.audio.getAttribute('src')).toBe(book.tracks[2]?.url);
    end(player.audio);
    expect(player.getState()).toMatchObject({ trackIndex: 2, playing: false, finished: true });
    expect(saved.at(-1)).toMatchObject({ trackIndex: 2, percent: 100 });
  });

  it('skips back 15 and forward 30 seconds across chapters', () => {
    player.load(book, { trackIndex: 1, position: 10 });
    metadata(player.audio, 120);
    player.skip(-15);
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 55 });
    metadata(player.audio, 60);
    player.skip(30);
    expect(player.getState()).toMatchObject({ trackIndex: 1, position: 25 });
    metadata(player.audio, 120);
    player.skip(-15);
    expect(player.getState()).toMatchObject({ trackIndex: 1, position: 10 });
    expect(player.audio.currentTime).toBe(10);
  });

  it('goes to the start of the chapter, then the previous one; next stops at the last', () => {
    player.load(book, { trackIndex: 1, position: 30 });
    metadata(player.audio, 120);
    player.previous();
    expect(player.getState()).toMatchObject({ trackIndex: 1, position: 0 });
    player.previous();
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 0 });
    player.goToTrack(2);
    player.next();
    expect(player.getState().trackIndex).toBe(2);
    expect(saved.map((progress) => progress.trackIndex)).toEqual([0, 2]);
  });

  it('loading the same book again keeps playing and takes the new URLs', async () => {
    player.load(book, { trackIndex: 0, position: 5 });
    await player.play();
    const renewed = { ...book, tracks: book.tracks.map((track) => ({ ...track, url: `${track.url}b` })) };
    player.load(renewed, { trackIndex: 2, position: 0 });
    expect(player.getState()).toMatchObject({ trackIndex: 0, playing: true });
    expect(player.getState().book?.tracks[1]?.url).toBe(`${book.tracks[1]?.url}b`);
  });
});

describe('player core: expired links', () => {
  it('re-signs the tracks once when one fails to load, and resumes at the same second', async () => {
    const refresh = vi.fn(async () =>
      book.tracks.map((track) => ({ ...track, url: track.url.replace('sig=a', 'sig=b') })),
    );
    const listener = createPlayerController({
      mediaSession: false,
      refresh,
      describeRefusal: (status) => (status === 403 ? 'its link has expired' : `status ${status}`),
    });
    listener.load(book, { trackIndex: 1, position: 33 });
    listener.audio.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(listener.audio.getAttribute('src')).toBe('https://media.test/2.mp3?sig=b'));
    expect(listener.getState()).toMatchObject({ trackIndex: 1, position: 33, error: null });
    // The fresh link failing too is a real error: no endless refreshing, and the answer says why.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 403 })),
    );
    listener.audio.dispatchEvent(new Event('error'));
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(listener.getState().error).toBe('The audio file could not be opened: its link has expired.'),
    );
    expect(fetch).toHaveBeenCalledWith('https://media.test/2.mp3?sig=b', expect.anything());
  });

  it('says what happened to a track that does not load: a refusal, not "check your connection"', async () => {
    // Without the host's words for its links, the status itself.
    const listener = createPlayerController({ mediaSession: false });
    for (const [status, why] of [
      [404, 'the server answered 404'],
      [502, 'the server answered 502'],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('', { status })),
      );
      listener.load({ ...book, id: `refused-${status}` });
      listener.audio.dispatchEvent(new Event('error'));
      await vi.waitFor(() =>
        expect(listener.getState().error).toBe(`The audio file could not be opened: ${why}.`),
      );
    }
  });

  it('asks to check the connection when no answer came, and tries again with fresh links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const refresh = vi.fn(async () =>
      book.tracks.map((track) => ({ ...track, url: track.url.replace('sig=a', 'sig=c') })),
    );
    const listener = createPlayerController({ mediaSession: false, refresh });
    listener.load(book, { trackIndex: 0, position: 12 });
    listener.audio.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    listener.audio.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(listener.getState().error).toMatch(/Check your connection/));
    expect(listener.getState().playing).toBe(false);

    listener.retry();
    expect(listener.getState().error).toBeNull();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(listener.getState()).toMatchObject({ playing: true, position: 12 }));
    expect(listener.audio.getAttribute('src')).toBe('https://media.test/1.mp3?sig=c');
  });
});
