// The player's public shapes: a book and its tracks, the place, the state any UI reads, the options
// and the controller's commands.
import type { PlayerChapter, TrackChapterMark } from './math';

export interface PlayerTrack {
  title: string;
  url: string;
  /** Seconds, as the API reports it; replaced by the file's own duration once it is known. */
  duration: number;
  /** Chapters inside the file (MP3 CHAP frames, an M4B's chapters); absent or empty: one chapter. */
  chapters?: TrackChapterMark[] | undefined;
}

export interface PlayerBook {
  /** The book's uid: loading the same book again keeps playing (new signed URLs are taken over). */
  id: string;
  title: string;
  author?: string | undefined;
  cover?: string | null | undefined;
  tracks: PlayerTrack[];
}

/** Where the listener is: a track and the second within it. */
export interface PlayerPosition {
  trackIndex: number;
  position: number;
}

export interface PlayerProgress extends PlayerPosition {
  /** The book's id (its uid). */
  bookId: string;
  /** 0–100 through the whole book. */
  percent: number;
}

/** Minutes left (counted while playing), or stop at the end of the current chapter. */
export type SleepTimer = { mode: 'minutes'; remaining: number } | { mode: 'chapter' };

export interface PlayerState {
  book: PlayerBook | null;
  trackIndex: number;
  /** Seconds into the current track. */
  position: number;
  /** Each track's length in seconds (the file's own once loaded). */
  durations: number[];
  /** The chapter list: the tracks, or the chapters inside them where the files have some. */
  chapters: PlayerChapter[];
  /** The chapter playing (an index into `chapters`). */
  chapterIndex: number;
  playing: boolean;
  /** Waiting for data after play was asked for. */
  buffering: boolean;
  rate: number;
  sleep: SleepTimer | null;
  /** The book played to its end. */
  finished: boolean;
  /** Why the current track could not be loaded, for the listener (a refused link, the connection). */
  error: string | null;
}

export interface PlayerOptions {
  /** The audio element to drive (a test's, or one a widget keeps in its shadow root); created if absent. */
  audio?: HTMLAudioElement;
  /** Saves the place (debounced: every `saveEvery` seconds of play, on pause, chapter change, seek). */
  save?: (progress: PlayerProgress) => unknown;
  /** Seconds of play between saves while playing (10). */
  saveEvery?: number;
  /**
   * New tracks (fresh signed URLs) when a track fails to load: signed URLs expire after an hour, and a
   * media element cannot tell a 403 from other failures, so one refresh is tried on any load error.
   */
  refresh?: (book: PlayerBook) => Promise<PlayerTrack[] | null | undefined>;
  /**
   * What an answer other than 2xx for a track's URL means, for the listener ("its link has expired");
   * without it the player names the status.
   */
  describeRefusal?: (status: number) => string;
  /** The lock screen and headset controls (Media Session API); on by default where it exists. */
  mediaSession?: boolean;
}

export interface PlayerController {
  readonly audio: HTMLAudioElement;
  getState(): PlayerState;
  subscribe(listener: () => void): () => void;
  /** Opens a book at a place (paused unless `autoplay`); the same book only takes its new URLs. */
  load(book: PlayerBook, at?: PlayerPosition | null, autoplay?: boolean): void;
  play(): Promise<void>;
  pause(): void;
  toggle(): void;
  /** Seconds within the current track. */
  seek(position: number): void;
  /** Moves by seconds through the book, across chapters (negative goes back). */
  skip(seconds: number): void;
  goToTrack(index: number, autoplay?: boolean): void;
  /** Plays from the start of an entry of `chapters` (in this track or another). */
  goToChapter(index: number, autoplay?: boolean): void;
  /** The previous chapter, or the start of this one when more than 3 seconds in. */
  previous(): void;
  next(): void;
  setRate(rate: number): void;
  stepRate(direction: 1 | -1): void;
  setSleep(timer: SleepTimer | null): void;
  /** After a track failed to load: loads it again with fresh links, at the same second, and plays. */
  retry(): void;
  /** Saves the place now (page hidden, closing). */
  flush(): void;
  /** Stops, forgets the book and the state. */
  close(): void;
}

/** The state of a player with no book (the speed is kept across books by the controller). */
export function initialState(): PlayerState {
  return {
    book: null,
    trackIndex: 0,
    position: 0,
    durations: [],
    chapters: [],
    chapterIndex: 0,
    playing: false,
    buffering: false,
    rate: 1,
    sleep: null,
    finished: false,
    error: null,
  };
}
