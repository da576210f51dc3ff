import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chapterAt,
  chaptersOf,
  createPlayerController,
  handlePlayerKey,
  timeLeft,
  type PlayerBook,
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

describe('player core: sleep timer', () => {
  it('pauses after the minutes chosen, counting only while playing', async () => {
    vi.useFakeTimers();
    player.load(book);
    player.setSleep({ mode: 'minutes', remaining: 5 * 60 });
    vi.advanceTimersByTime(60_000);
    expect(player.getState().sleep).toEqual({ mode: 'minutes', remaining: 300 });
    await player.play();
    vi.advanceTimersByTime(2 * 60_000);
    const sleep = player.getState().sleep;
    expect(sleep?.mode === 'minutes' && Math.round(sleep.remaining)).toBe(180);
    vi.advanceTimersByTime(3 * 60_000);
    expect(player.getState()).toMatchObject({ playing: false, sleep: null });
  });

  it('stops at the end of the chapter, ready at the start of the next', async () => {
    player.load(book);
    await player.play();
    player.setSleep({ mode: 'chapter' });
    end(player.audio);
    expect(player.getState()).toMatchObject({ trackIndex: 1, position: 0, playing: false, sleep: null });
    expect(player.audio.play).toHaveBeenCalledTimes(1);
  });
});

describe('player core: shortcuts', () => {
  const press = (key: string, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'target', { value: target });
    return handlePlayerKey(event, player, { back: 15, forward: 30 });
  };

  it('plays, skips, changes chapter and speed, and leaves keys to controls that own them', async () => {
    player.load(book, { trackIndex: 0, position: 20 });
    metadata(player.audio, 60);
    expect(press('k')).toBe(true);
    expect(player.getState().playing).toBe(true);
    press('ArrowLeft');
    expect(player.getState().position).toBe(5);
    press('l');
    expect(player.getState().position).toBe(35);
    press('+');
    expect(player.getState().rate).toBe(1.25);
    press('n');
    expect(player.getState().trackIndex).toBe(1);
    const slider = document.createElement('input');
    slider.type = 'range';
    expect(press('ArrowLeft', slider)).toBe(false);
    const button = document.createElement('button');
    expect(press(' ', button)).toBe(false);
    const search = document.createElement('input');
    expect(press('k', search)).toBe(false);
    expect(press('ArrowUp')).toBe(false);
  });
});

describe('player core: chapters inside a track', () => {
  const chaptered: PlayerBook = {
    id: 'bk_AUDIO002',
    title: 'The Delta',
    author: 'A. Obi',
    cover: null,
    tracks: [
      {
        title: 'Part 1',
        url: 'https://media.test/p1.mp3?sig=a',
        duration: 100,
        // Out of order on purpose, and one mark past the file's end.
        chapters: [
          { title: 'Storm', start: 40 },
          { title: 'Prologue', start: 0 },
          { title: 'Harbour', start: 70 },
          { title: 'Beyond', start: 130 },
        ],
      },
      { title: 'Part 2', url: 'https://media.test/p2.mp3?sig=a', duration: 50, chapters: [] },
    ],
  };

  it('lists the chapters inside each file, or the file as one chapter', () => {
    const list = chaptersOf(chaptered.tracks, [100, 50]);
    expect(list).toEqual([
      { title: 'Prologue', trackIndex: 0, start: 0, end: 40 },
      { title: 'Storm', trackIndex: 0, start: 40, end: 70 },
      { title: 'Harbour', trackIndex: 0, start: 70, end: 100 },
      { title: 'Part 2', trackIndex: 1, start: 0, end: 50 },
    ]);
    expect(chapterAt(list, 0, 39.9)).toBe(0);
    expect(chapterAt(list, 0, 40)).toBe(1);
    expect(chapterAt(list, 0, 99)).toBe(2);
    expect(chapterAt(list, 1, 10)).toBe(3);
    // A first chapter starting later: the opening part is a chapter under the track's title.
    expect(chaptersOf([{ title: 'Intro', chapters: [{ title: 'One', start: 12 }] }], [60])).toEqual([
      { title: 'Intro', trackIndex: 0, start: 0, end: 12 },
      { title: 'One', trackIndex: 0, start: 12, end: 60 },
    ]);
  });

  it('follows the chapter while playing, with the time left in it', async () => {
    player.load(chaptered);
    await player.play();
    metadata(player.audio, 100);
    expect(player.getState().chapters).toHaveLength(4);
    reach(player.audio, 45);
    expect(player.getState().chapterIndex).toBe(1);
    player.setRate(2);
    expect(timeLeft(player.getState())).toEqual({ chapter: 12.5, book: 52.5 });
  });

  it('goes to the next and previous chapter inside the file and across files', () => {
    player.load(chaptered);
    metadata(player.audio, 100);
    reach(player.audio, 45);
    player.next();
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 70, chapterIndex: 2 });
    expect(player.audio.getAttribute('src')).toBe(chaptered.tracks[0]?.url);
    player.next();
    expect(player.getState()).toMatchObject({ trackIndex: 1, position: 0, chapterIndex: 3 });
    expect(player.audio.getAttribute('src')).toBe(chaptered.tracks[1]?.url);
    player.next();
    expect(player.getState().chapterIndex).toBe(3);
    // Back into the first file at its last chapter's start.
    player.previous();
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 70, chapterIndex: 2 });
    expect(player.audio.getAttribute('src')).toBe(chaptered.tracks[0]?.url);
    metadata(player.audio, 100);
    expect(player.audio.currentTime).toBe(70);
    // More than 3 seconds in: the start of this chapter, then the one before.
    reach(player.audio, 80);
    player.previous();
    expect(player.getState()).toMatchObject({ position: 70, chapterIndex: 2 });
    player.previous();
    expect(player.getState()).toMatchObject({ trackIndex: 0, position: 40, chapterIndex: 1 });
    player.goToChapter(0);
    expect(player.getState()).toMatchObject({ position: 0, chapterIndex: 0 });
    expect(saved.at(-1)).toMatchObject({ bookId: chaptered.id, trackIndex: 0, position: 0 });
  });

  it('stops the sleep timer at the end of a chapter inside the file', async () => {
    player.load(chaptered);
    await player.play();
    metadata(player.audio, 100);
    player.setSleep({ mode: 'chapter' });
    reach(player.audio, 39);
    expect(player.getState().playing).toBe(true);
    reach(player.audio, 40.3);
    expect(player.getState()).toMatchObject({ playing: false, sleep: null, position: 40, chapterIndex: 1 });
  });

  it('names the chapter on the lock screen (Media Session)', async () => {
    const media = {
      metadata: null as { album: string } | null,
      playbackState: 'none',
      setActionHandler: vi.fn(),
      setPositionState: vi.fn(),
    };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: media });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        album: string;
        constructor(init: { album: string }) {
          this.album = init.album;
        }
      },
    );
    try {
      const withSession = createPlayerController();
      withSession.load(chaptered);
      await withSession.play();
      metadata(withSession.audio, 100);
      expect(media.metadata?.album).toBe('Prologue');
      reach(withSession.audio, 71);
      expect(media.metadata?.album).toBe('Harbour');
      withSession.close();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    }
  });
});
