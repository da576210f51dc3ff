// The media element wiring: one audio element playing the book's tracks. It loads a track at a
// second, starts and stops play, and turns the element's events into the player's state (durations,
// position, playing, buffering), the next track at a track's end, one re-signing of a failing URL and
// what to tell the listener when a track cannot be loaded.
import { describeLoadFailure } from './failure';
import type { PlayerMediaSession } from './media-session';
import type { ProgressSaver } from './saving';
import type { SleepClock } from './sleep';
import type { PlayerStore } from './state';
import type { PlayerBook, PlayerOptions } from './types';

export interface PlaybackDeps {
  audio: HTMLAudioElement;
  store: PlayerStore;
  saver: ProgressSaver;
  session: PlayerMediaSession;
  sleep: SleepClock;
  refresh: PlayerOptions['refresh'];
  describeRefusal: PlayerOptions['describeRefusal'];
  /** The controller's seek (it also saves soon and tells the lock screen). */
  seek: (position: number) => void;
}

export interface Playback {
  /** Loads a track of the book at a second (the same track only moves there); plays if asked. */
  setTrack(index: number, position: number, autoplay: boolean): void;
  play(): Promise<void>;
  pause(): void;
  /** Moves the element within the current track (a seek waiting for the metadata takes the new second). */
  seekTo(position: number): void;
  /** Playing, or asked to play and waiting for data: a move keeps playing. */
  wantsToPlay(): boolean;
  /** Stops and empties the element. */
  stop(): void;
  /** After a load error: the current track again with fresh links (when it can), at the same second. */
  retry(): void;
}

export function createPlayback({
  audio,
  store,
  saver,
  session,
  sleep,
  refresh,
  describeRefusal,
  seek,
}: PlaybackDeps): Playback {
  const set = store.set;
  /** A position to apply once the track's metadata is there (setting it earlier may be ignored). */
  let pendingSeek: number | null = null;
  let playWhenReady = false;
  let lastTime = 0;
  let refreshedFor: string | null = null;

  const setTrack = (index: number, position: number, autoplay: boolean) => {
    const book = store.state.book;
    const track = book?.tracks[index];
    if (!book || !track) return;
    const changed = index !== store.state.trackIndex || audio.getAttribute('src') !== track.url;
    set({ trackIndex: index, position, finished: false, error: null });
    if (changed) {
      // A URL that already had its one refresh keeps the mark; any other track gets a fresh chance.
      if (refreshedFor !== track.url) refreshedFor = null;
      audio.src = track.url;
      audio.defaultPlaybackRate = store.state.rate;
      audio.playbackRate = store.state.rate;
      session.updateMetadata();
    }
    pendingSeek = position > 0 ? position : null;
    lastTime = position;
    // Browsers honour a start position set before the metadata arrives; it is set again once it does.
    if (position > 0 || !changed) audio.currentTime = position;
    playWhenReady = autoplay;
    if (autoplay) void play();
  };

  const play = async () => {
    if (!store.state.book || !audio.getAttribute('src')) return;
    if (store.state.finished) setTrack(0, 0, false);
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
  };

  const onEnded = () => {
    const { book, trackIndex, sleep: timer, durations, position } = store.state;
    if (!book) return;
    const last = trackIndex >= book.tracks.length - 1;
    if (timer?.mode === 'chapter') {
      // The timer ends with the chapter: the next one is ready to start where the listener left.
      set({ sleep: null, playing: false });
      if (!last) setTrack(trackIndex + 1, 0, false);
    } else if (last) {
      set({ playing: false, finished: true, position: durations[trackIndex] ?? position });
    } else {
      setTrack(trackIndex + 1, 0, true);
    }
    saver.save();
  };

  /** Says why `url` did not load, once that is known (unless the listener has moved on since). */
  const fail = (url: string) => {
    const code = audio.error?.code;
    set({ buffering: true, playing: false });
    playWhenReady = false;
    void describeLoadFailure(url, code, describeRefusal).then((message) => {
      if (store.currentTrack()?.url === url) set({ buffering: false, playing: false, error: message });
    });
  };

  /** Loads the current track again at `position`, with fresh links from `refresh` when there is one. */
  const reload = async (book: PlayerBook, position: number, autoplay: boolean) => {
    const tracks = refresh ? await refresh(book) : book.tracks;
    if (!tracks || store.state.book?.id !== book.id) throw new Error('no tracks');
    // These links had their refresh: if they fail too, that is the answer.
    refreshedFor = tracks[store.state.trackIndex]?.url ?? null;
    set({ book: { ...book, tracks }, buffering: false });
    setTrack(store.state.trackIndex, position, autoplay);
  };

  const onError = () => {
    const book = store.state.book;
    const track = store.currentTrack();
    if (!book || !track || !audio.getAttribute('src')) return;
    const wasPlaying = playWhenReady || store.state.playing;
    const position = pendingSeek ?? store.state.position;
    if (!refresh || refreshedFor === track.url) {
      fail(track.url);
      return;
    }
    refreshedFor = track.url;
    set({ buffering: true });
    reload(book, position, wasPlaying).catch(() => fail(track.url));
  };

  const readDuration = () => {
    if (!Number.isFinite(audio.duration) || audio.duration <= 0) return;
    const { durations, trackIndex } = store.state;
    if (durations[trackIndex] !== audio.duration) {
      const next = [...durations];
      next[trackIndex] = audio.duration;
      set({ durations: next });
    }
    if (pendingSeek !== null) {
      if (Math.abs(audio.currentTime - pendingSeek) > 0.5) audio.currentTime = pendingSeek;
      pendingSeek = null;
    }
    session.updatePositionState();
  };

  const onTimeUpdate = () => {
    if (pendingSeek !== null) return;
    const time = audio.currentTime;
    const delta = time - lastTime;
    lastTime = time;
    const chapterBefore = store.state.chapterIndex;
    set({ position: time });
    const state = store.state;
    if (!state.playing) return;
    const chapter = store.currentChapter();
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
      pause();
      seek(chapter.start);
      return;
    }
    saver.played(delta > 0 && delta < 2 ? delta / Math.max(state.rate, 0.01) : 0);
  };

  const pause = () => {
    playWhenReady = false;
    audio.pause();
  };

  audio.addEventListener('loadedmetadata', readDuration);
  audio.addEventListener('durationchange', readDuration);
  audio.addEventListener('timeupdate', onTimeUpdate);
  audio.addEventListener('play', () => {
    set({ playing: true, finished: false, error: null });
    session.setPlaybackState('playing');
    sleep.start();
  });
  audio.addEventListener('pause', () => {
    if (audio.ended) return;
    playWhenReady = false;
    // A pause that comes in after another book was loaded has nothing of its own to save.
    const wasPlaying = store.state.playing;
    set({ playing: false, buffering: false });
    session.setPlaybackState('paused');
    sleep.stop();
    if (wasPlaying) saver.save();
  });
  audio.addEventListener('waiting', () => set({ buffering: true }));
  audio.addEventListener('playing', () => set({ buffering: false }));
  audio.addEventListener('canplay', () => set({ buffering: false }));
  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', onError);

  return {
    setTrack,
    play,
    pause,
    seekTo(position) {
      if (pendingSeek !== null) pendingSeek = position;
      audio.currentTime = position;
      lastTime = position;
    },
    wantsToPlay: () => store.state.playing || playWhenReady,
    stop() {
      audio.pause();
      audio.removeAttribute('src');
      pendingSeek = null;
      playWhenReady = false;
    },
    retry() {
      const book = store.state.book;
      const track = store.currentTrack();
      if (!book || !track || !store.state.error) return;
      const position = pendingSeek ?? store.state.position;
      set({ error: null, buffering: true });
      // Without a source the same link loads anew (the element keeps a failed one as it is).
      audio.removeAttribute('src');
      reload(book, position, true).catch(() => fail(track.url));
    },
  };
}
