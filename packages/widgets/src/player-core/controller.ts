// The player core: one HTMLAudioElement driven through an audiobook's tracks (its chapters), with a
// small subscribable state for any UI (the store's player and mini player, the partner-site widget).
// No framework here: the React views in ./react.tsx read it through useSyncExternalStore.
import {
  bookLength,
  chapterAt,
  chaptersOf,
  clampRate,
  locate,
  percentAt,
  stepRate,
  trackStart,
  type PlayerChapter,
  type TrackChapterMark,
} from './math';

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
  /** Saves the place now (page hidden, closing). */
  flush(): void;
  /** Stops, forgets the book and the state. */
  close(): void;
}

/** Chapters this many seconds in go back to their own start on "previous". */
const RESTART_THRESHOLD = 3;

function initialState(): PlayerState {
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

export function createPlayerController(options: PlayerOptions = {}): PlayerController {
  const audio = options.audio ?? document.createElement('audio');
  audio.preload = 'metadata';
  const saveEvery = options.saveEvery ?? 10;
  const listeners = new Set<() => void>();
  let state = initialState();
  /** A position to apply once the track's metadata is there (setting it earlier may be ignored). */
  let pendingSeek: number | null = null;
  let playWhenReady = false;
  let playedSinceSave = 0;
  let lastTime = 0;
  let refreshedFor: string | null = null;
  let seekSaveTimer: ReturnType<typeof setTimeout> | undefined;
  let sleepTimer: ReturnType<typeof setInterval> | undefined;
  let sleepTick = 0;
  let lastSaved = '';

  const set = (patch: Partial<PlayerState>) => {
    const before = state;
    state = { ...state, ...patch };
    // The chapter list follows the book and the known durations; the chapter, the track and second.
    if (state.book !== before.book || state.durations !== before.durations) {
      state.chapters = state.book ? chaptersOf(state.book.tracks, state.durations) : [];
    }
    state.chapterIndex = chapterAt(state.chapters, state.trackIndex, state.position);
    const chapter = state.chapters[state.chapterIndex];
    const previous = before.chapters[before.chapterIndex];
    if (state.book && state.book === before.book && chapter && chapter.title !== previous?.title)
      updateMetadata();
    for (const listener of listeners) listener();
  };

  const currentChapter = (): PlayerChapter | undefined => state.chapters[state.chapterIndex];

  const currentTrack = () => state.book?.tracks[state.trackIndex];

  // -- Saving ------------------------------------------------------------------------------------

  const save = () => {
    clearTimeout(seekSaveTimer);
    playedSinceSave = 0;
    if (!state.book || !options.save) return;
    const position = Math.round(state.position * 10) / 10;
    const progress: PlayerProgress = {
      bookId: state.book.id,
      trackIndex: state.trackIndex,
      position,
      percent: state.finished ? 100 : percentAt(state.durations, state.trackIndex, position),
    };
    const key = `${state.book.id}:${progress.trackIndex}:${progress.position}`;
    if (key === lastSaved) return;
    lastSaved = key;
    try {
      void Promise.resolve(options.save(progress)).catch(() => {
        lastSaved = '';
      });
    } catch {
      lastSaved = '';
    }
  };

  const saveSoon = () => {
    clearTimeout(seekSaveTimer);
    seekSaveTimer = setTimeout(save, 1000);
  };

  // -- Media Session -----------------------------------------------------------------------------

  const session = (): MediaSession | undefined =>
    options.mediaSession !== false && typeof navigator !== 'undefined' && 'mediaSession' in navigator
      ? navigator.mediaSession
      : undefined;

  const updatePositionState = () => {
    const media = session();
    const duration = state.durations[state.trackIndex] ?? 0;
    if (!media?.setPositionState || !(duration > 0)) return;
    try {
      media.setPositionState({
        duration,
        playbackRate: state.rate,
        position: Math.min(state.position, duration),
      });
    } catch {
      // Out-of-range figures while a track changes: the next update corrects it.
    }
  };

  const updateMetadata = () => {
    const media = session();
    const book = state.book;
    if (!media || !book || typeof MediaMetadata === 'undefined') return;
    media.metadata = new MediaMetadata({
      title: book.title,
      artist: book.author ?? '',
      album: currentChapter()?.title ?? currentTrack()?.title ?? '',
      artwork: book.cover ? [{ src: book.cover, sizes: '512x512' }] : [],
    });
    updatePositionState();
  };

  let handlersSet = false;
  const setActionHandlers = () => {
    const media = session();
    if (!media || handlersSet) return;
    handlersSet = true;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void controller.play()],
      ['pause', () => controller.pause()],
      ['seekbackward', (details) => controller.skip(-(details.seekOffset ?? 15))],
      ['seekforward', (details) => controller.skip(details.seekOffset ?? 30)],
      ['previoustrack', () => controller.previous()],
      ['nexttrack', () => controller.next()],
      ['seekto', (details) => controller.seek(details.seekTime ?? state.position)],
    ];
    for (const [action, handler] of handlers) {
      try {
        media.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
  };

  // -- Sleep timer -------------------------------------------------------------------------------

  const stopSleepClock = () => {
    clearInterval(sleepTimer);
    sleepTimer = undefined;
  };

  const startSleepClock = () => {
    if (sleepTimer !== undefined || state.sleep?.mode !== 'minutes' || !state.playing) return;
    sleepTick = Date.now();
    sleepTimer = setInterval(() => {
      const sleep = state.sleep;
      if (sleep?.mode !== 'minutes') return stopSleepClock();
      const now = Date.now();
      const remaining = sleep.remaining - (now - sleepTick) / 1000;
      sleepTick = now;
      if (remaining <= 0) {
        stopSleepClock();
        set({ sleep: null });
        controller.pause();
      } else set({ sleep: { mode: 'minutes', remaining } });
    }, 1000);
  };

  // -- Tracks ------------------------------------------------------------------------------------

  const setTrack = (index: number, position: number, autoplay: boolean) => {
    const book = state.book;
    const track = book?.tracks[index];
    if (!book || !track) return;
    const changed = index !== state.trackIndex || audio.getAttribute('src') !== track.url;
    set({ trackIndex: index, position, finished: false, error: null });
    if (changed) {
      // A URL that already had its one refresh keeps the mark; any other track gets a fresh chance.
      if (refreshedFor !== track.url) refreshedFor = null;
      audio.src = track.url;
      audio.defaultPlaybackRate = state.rate;
      audio.playbackRate = state.rate;
      updateMetadata();
    }
    pendingSeek = position > 0 ? position : null;
    lastTime = position;
    // Browsers honour a start position set before the metadata arrives; it is set again once it does.
    if (position > 0 || !changed) audio.currentTime = position;
    playWhenReady = autoplay;
    if (autoplay) void controller.play();
  };

  const onEnded = () => {
    const book = state.book;
    if (!book) return;
    const last = state.trackIndex >= book.tracks.length - 1;
    if (state.sleep?.mode === 'chapter') {
      // The timer ends with the chapter: the next one is ready to start where the listener left.
      set({ sleep: null, playing: false });
      if (!last) setTrack(state.trackIndex + 1, 0, false);
      save();
      return;
    }
    if (last) {
      set({ playing: false, finished: true, position: state.durations[state.trackIndex] ?? state.position });
      save();
      return;
    }
    setTrack(state.trackIndex + 1, 0, true);
    save();
  };

  const onError = () => {
    const book = state.book;
    const track = currentTrack();
    if (!book || !track || !audio.getAttribute('src')) return;
    const wasPlaying = playWhenReady || state.playing;
    const position = pendingSeek ?? state.position;
    if (options.refresh && refreshedFor !== track.url) {
      refreshedFor = track.url;
      set({ buffering: true });
      options
        .refresh(book)
        .then((tracks) => {
          if (!tracks || state.book?.id !== book.id) throw new Error('no tracks');
          const fresh = tracks[state.trackIndex];
          if (fresh) refreshedFor = fresh.url;
          set({ book: { ...book, tracks }, buffering: false });
          setTrack(state.trackIndex, position, wasPlaying);
        })
        .catch(() => set({ buffering: false, playing: false, error: 'This chapter could not be loaded.' }));
      return;
    }
    set({ buffering: false, playing: false, error: 'This chapter could not be loaded.' });
  };

  const readDuration = () => {
    if (!Number.isFinite(audio.duration) || audio.duration <= 0) return;
    if (state.durations[state.trackIndex] !== audio.duration) {
      const durations = [...state.durations];
      durations[state.trackIndex] = audio.duration;
      set({ durations });
    }
    if (pendingSeek !== null) {
      if (Math.abs(audio.currentTime - pendingSeek) > 0.5) audio.currentTime = pendingSeek;
      pendingSeek = null;
    }
    updatePositionState();
  };

  const onTimeUpdate = () => {
    if (pendingSeek !== null) return;
    const time = audio.currentTime;
    const delta = time - lastTime;
    lastTime = time;
    const chapterBefore = state.chapterIndex;
    set({ position: time });
    if (!state.playing) return;
    const chapter = currentChapter();
    if (
      state.sleep?.mode === 'chapter' &&
      delta > 0 &&
      delta < 2 &&
      chapter &&
      state.chapterIndex === chapterBefore + 1 &&
      chapter.trackIndex === state.trackIndex
    ) {
      // Played into the next chapter of the same file: the timer stops at its start, ready to go on.
      set({ sleep: null });
      controller.pause();
      controller.seek(chapter.start);
      return;
    }
    if (delta > 0 && delta < 2) playedSinceSave += delta / Math.max(state.rate, 0.01);
    if (playedSinceSave >= saveEvery) save();
  };

  audio.addEventListener('loadedmetadata', readDuration);
  audio.addEventListener('durationchange', readDuration);
  audio.addEventListener('timeupdate', onTimeUpdate);
  audio.addEventListener('play', () => {
    set({ playing: true, finished: false, error: null });
    const media = session();
    if (media) media.playbackState = 'playing';
    startSleepClock();
  });
  audio.addEventListener('pause', () => {
    if (audio.ended) return;
    playWhenReady = false;
    // A pause that comes in after another book was loaded has nothing of its own to save.
    const wasPlaying = state.playing;
    set({ playing: false, buffering: false });
    const media = session();
    if (media) media.playbackState = 'paused';
    stopSleepClock();
    if (wasPlaying) save();
  });
  audio.addEventListener('waiting', () => set({ buffering: true }));
  audio.addEventListener('playing', () => set({ buffering: false }));
  audio.addEventListener('canplay', () => set({ buffering: false }));
  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', onError);

  const controller: PlayerController = {
    audio,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(book, at, autoplay = false) {
      if (state.book?.id === book.id) {
        // The same book (another screen opened it, or its URLs were re-signed): keep playing.
        // The current track keeps its source; a failing one is re-signed through `refresh`.
        set({ book });
        return;
      }
      if (state.book) {
        save();
        audio.pause();
      }
      lastSaved = '';
      const trackIndex = Math.min(Math.max(at?.trackIndex ?? 0, 0), Math.max(book.tracks.length - 1, 0));
      const duration = book.tracks[trackIndex]?.duration ?? 0;
      const position = Math.max(0, Math.min(at?.position ?? 0, duration > 0 ? duration : Infinity));
      set({
        ...initialState(),
        rate: state.rate,
        book,
        durations: book.tracks.map((track) => track.duration),
        trackIndex: -1,
      });
      audio.removeAttribute('src');
      setActionHandlers();
      setTrack(trackIndex, position, autoplay);
    },
    async play() {
      if (!state.book || !audio.getAttribute('src')) return;
      if (state.finished) setTrack(0, 0, false);
      playWhenReady = true;
      set({ buffering: audio.readyState < 3 });
      try {
        await audio.play();
      } catch (error) {
        // An interrupted play (pause, a new track) is not a failure; a refused one (autoplay) is.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        playWhenReady = false;
        set({ playing: false, buffering: false });
      }
    },
    pause() {
      playWhenReady = false;
      audio.pause();
    },
    toggle() {
      if (audio.paused) void controller.play();
      else controller.pause();
    },
    seek(position) {
      const duration = state.durations[state.trackIndex] ?? 0;
      const target = Math.max(0, duration > 0 ? Math.min(position, duration) : position);
      if (pendingSeek !== null) pendingSeek = target;
      audio.currentTime = target;
      lastTime = target;
      set({ position: target, finished: false });
      updatePositionState();
      saveSoon();
    },
    skip(seconds) {
      const { durations, trackIndex, position } = state;
      const target = trackStart(durations, trackIndex) + position + seconds;
      const total = bookLength(durations);
      const spot = locate(durations, total > 0 ? Math.min(target, total) : target);
      if (spot.trackIndex === trackIndex || total <= 0) controller.seek(position + seconds);
      else {
        setTrack(spot.trackIndex, spot.position, state.playing || playWhenReady);
        saveSoon();
      }
    },
    goToTrack(index, autoplay = state.playing || playWhenReady) {
      if (!state.book?.tracks[index]) return;
      setTrack(index, 0, autoplay);
      save();
    },
    goToChapter(index, autoplay = state.playing || playWhenReady) {
      const chapter = state.chapters[index];
      if (!chapter) return;
      if (chapter.trackIndex === state.trackIndex && audio.getAttribute('src')) {
        controller.seek(chapter.start);
        if (autoplay && !state.playing) void controller.play();
      } else setTrack(chapter.trackIndex, chapter.start, autoplay);
      save();
    },
    previous() {
      const chapter = currentChapter();
      if (!chapter) return;
      if (state.position - chapter.start > RESTART_THRESHOLD || state.chapterIndex === 0) {
        controller.seek(chapter.start);
      } else controller.goToChapter(state.chapterIndex - 1);
    },
    next() {
      if (state.chapterIndex < state.chapters.length - 1) controller.goToChapter(state.chapterIndex + 1);
    },
    setRate(rate) {
      const next = clampRate(rate);
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
      set({ rate: next });
      updatePositionState();
    },
    stepRate(direction) {
      controller.setRate(stepRate(state.rate, direction));
    },
    setSleep(timer) {
      stopSleepClock();
      set({ sleep: timer });
      startSleepClock();
    },
    flush: save,
    close() {
      save();
      stopSleepClock();
      audio.pause();
      audio.removeAttribute('src');
      pendingSeek = null;
      playWhenReady = false;
      const media = session();
      if (media) media.metadata = null;
      set({ ...initialState(), rate: state.rate });
    },
  };
  return controller;
}
