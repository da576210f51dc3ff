// Saving the place through `options.save`: every `saveEvery` seconds of play, at once on the
// controller's moves, a second after a seek; the same place is not sent twice in a row.
import { percentAt } from './math';
import type { PlayerStore } from './state';
import type { PlayerOptions, PlayerProgress } from './types';

export interface ProgressSaver {
  /** Saves the place now (unless it is the one saved last). */
  save(): void;
  /** Saves a second from now, once the listener has stopped seeking. */
  saveSoon(): void;
  /** Counts seconds of play (at 1×); saves once `saveEvery` have passed. */
  played(seconds: number): void;
  /** Forgets the place saved last (another book was loaded). */
  forget(): void;
}

export function createProgressSaver(
  store: PlayerStore,
  { save: send, saveEvery = 10 }: Pick<PlayerOptions, 'save' | 'saveEvery'>,
): ProgressSaver {
  let playedSinceSave = 0;
  let lastSaved = '';
  let seekSaveTimer: ReturnType<typeof setTimeout> | undefined;

  const save = () => {
    clearTimeout(seekSaveTimer);
    playedSinceSave = 0;
    const state = store.state;
    if (!state.book || !send) return;
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
    // A failed save (a promise that rejects, or a throw) lets the same place be sent again.
    try {
      void Promise.resolve(send(progress)).catch(() => {
        lastSaved = '';
      });
    } catch {
      lastSaved = '';
    }
  };

  return {
    save,
    saveSoon() {
      clearTimeout(seekSaveTimer);
      seekSaveTimer = setTimeout(save, 1000);
    },
    played(seconds) {
      playedSinceSave += seconds;
      if (playedSinceSave >= saveEvery) save();
    },
    forget() {
      lastSaved = '';
    },
  };
}
