// The player's state: one object replaced on each change, with the chapter list and the chapter
// playing derived from it, and the listeners (the views, through useSyncExternalStore) told.
import { chapterAt, chaptersOf, type PlayerChapter } from './math';
import { initialState, type PlayerState, type PlayerTrack } from './types';

export interface PlayerStore {
  readonly state: PlayerState;
  set(patch: Partial<PlayerState>): void;
  subscribe(listener: () => void): () => void;
  currentChapter(): PlayerChapter | undefined;
  currentTrack(): PlayerTrack | undefined;
}

/** `onChapterChange` runs when another chapter of the same book starts playing (the lock screen's album). */
export function createPlayerStore(onChapterChange: () => void): PlayerStore {
  const listeners = new Set<() => void>();
  let state = initialState();

  return {
    get state() {
      return state;
    },
    set(patch) {
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
        onChapterChange();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentChapter: () => state.chapters[state.chapterIndex],
    currentTrack: () => state.book?.tracks[state.trackIndex],
  };
}
