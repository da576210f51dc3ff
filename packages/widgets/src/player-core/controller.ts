// The player core: one HTMLAudioElement driven through an audiobook's tracks (its chapters), with a
// small subscribable state for any UI (the store's player and mini player, the partner-site widget).
// No framework here: the React views in ./react.tsx read it through useSyncExternalStore.
// The controller composes the parts, each with one job: the state (./state), the media element
// wiring (./playback), saving the place (./saving), the lock screen (./media-session) and the sleep
// timer's clock (./sleep); the track and chapter arithmetic is ./math.
import { bookLength, clampRate, locate, stepRate, trackStart } from './math';
import { createMediaSession, type PlayerMediaSession } from './media-session';
import { createPlayback } from './playback';
import { createProgressSaver, type ProgressSaver } from './saving';
import { createSleepClock, type SleepClock } from './sleep';
import { createPlayerStore, type PlayerStore } from './state';
import { initialState, type PlayerController, type PlayerOptions } from './types';

export type {
  PlayerBook,
  PlayerController,
  PlayerOptions,
  PlayerPosition,
  PlayerProgress,
  PlayerState,
  PlayerTrack,
  SleepTimer,
} from './types';

/** Chapters this many seconds in go back to their own start on "previous". */
const RESTART_THRESHOLD = 3;

/**
 * The parts of a controller that a player may go without: the lock screen, saving the place and the
 * sleep timer's clock. A book's sample has none of them (./sample.tsx), so its build leaves their code out.
 */
export interface PlayerParts {
  session(store: PlayerStore): PlayerMediaSession;
  saver(store: PlayerStore): ProgressSaver;
  sleep(store: PlayerStore, pause: () => void): SleepClock;
}

/** The player's controller with every part: the store's player and mini player. */
export function createPlayerController(options: PlayerOptions = {}): PlayerController {
  return composePlayerController(options, {
    session: (store) => createMediaSession(options.mediaSession !== false, store),
    saver: (store) => createProgressSaver(store, options),
    sleep: createSleepClock,
  });
}

/** A controller made of the given parts (createPlayerController's are the real ones). */
export function composePlayerController(options: PlayerOptions, parts: PlayerParts): PlayerController {
  const audio = options.audio ?? document.createElement('audio');
  audio.preload = 'metadata';
  const store = createPlayerStore(() => session.updateMetadata());
  const session = parts.session(store);
  const saver = parts.saver(store);
  const sleep = parts.sleep(store, () => controller.pause());
  const playback = createPlayback({
    audio,
    store,
    saver,
    session,
    sleep,
    refresh: options.refresh,
    describeRefusal: options.describeRefusal,
    seek: (position) => controller.seek(position),
  });
  const { set } = store;

  const controller: PlayerController = {
    audio,
    getState: () => store.state,
    subscribe: store.subscribe,
    load(book, at, autoplay = false) {
      if (store.state.book?.id === book.id) {
        // The same book (another screen opened it, or its URLs were re-signed): keep playing.
        // The current track keeps its source; a failing one is re-signed through `refresh`.
        set({ book });
        return;
      }
      if (store.state.book) {
        saver.save();
        audio.pause();
      }
      saver.forget();
      const trackIndex = Math.min(Math.max(at?.trackIndex ?? 0, 0), Math.max(book.tracks.length - 1, 0));
      const duration = book.tracks[trackIndex]?.duration ?? 0;
      const position = Math.max(0, Math.min(at?.position ?? 0, duration > 0 ? duration : Infinity));
      set({
        ...initialState(),
        rate: store.state.rate,
        book,
        durations: book.tracks.map((track) => track.duration),
        trackIndex: -1,
      });
      audio.removeAttribute('src');
      session.bindActions(controller);
      playback.setTrack(trackIndex, position, autoplay);
    },
    play: playback.play,
    pause: playback.pause,
    toggle() {
      if (audio.paused) void controller.play();
      else controller.pause();
    },
    seek(position) {
      const { durations, trackIndex } = store.state;
      const duration = durations[trackIndex] ?? 0;
      const target = Math.max(0, duration > 0 ? Math.min(position, duration) : position);
      playback.seekTo(target);
      set({ position: target, finished: false });
      session.updatePositionState();
      saver.saveSoon();
    },
    skip(seconds) {
      const { durations, trackIndex, position } = store.state;
      const target = trackStart(durations, trackIndex) + position + seconds;
      const total = bookLength(durations);
      const spot = locate(durations, total > 0 ? Math.min(target, total) : target);
      if (spot.trackIndex === trackIndex || total <= 0) controller.seek(position + seconds);
      else {
        playback.setTrack(spot.trackIndex, spot.position, playback.wantsToPlay());
        saver.saveSoon();
      }
    },
    goToTrack(index, autoplay = playback.wantsToPlay()) {
      if (!store.state.book?.tracks[index]) return;
      playback.setTrack(index, 0, autoplay);
      saver.save();
    },
    goToChapter(index, autoplay = playback.wantsToPlay()) {
      const chapter = store.state.chapters[index];
      if (!chapter) return;
      if (chapter.trackIndex === store.state.trackIndex && audio.getAttribute('src')) {
        controller.seek(chapter.start);
        if (autoplay && !store.state.playing) void controller.play();
      } else playback.setTrack(chapter.trackIndex, chapter.start, autoplay);
      saver.save();
    },
    previous() {
      const chapter = store.currentChapter();
      if (!chapter) return;
      if (store.state.position - chapter.start > RESTART_THRESHOLD || store.state.chapterIndex === 0) {
        controller.seek(chapter.start);
      } else controller.goToChapter(store.state.chapterIndex - 1);
    },
    next() {
      const { chapterIndex, chapters } = store.state;
      if (chapterIndex < chapters.length - 1) controller.goToChapter(chapterIndex + 1);
    },
    setRate(rate) {
      const next = clampRate(rate);
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
      set({ rate: next });
      session.updatePositionState();
    },
    stepRate(direction) {
      controller.setRate(stepRate(store.state.rate, direction));
    },
    setSleep(timer) {
      sleep.stop();
      set({ sleep: timer });
      sleep.start();
    },
    retry: playback.retry,
    flush: saver.save,
    close() {
      saver.save();
      sleep.stop();
      playback.stop();
      session.clear();
      set({ ...initialState(), rate: store.state.rate });
    },
  };
  return controller;
}
