// The sleep timer's clock: minutes left count down only while playing; at zero the player pauses.
// ("End of chapter" needs no clock: the media element wiring stops at the chapter's end.)
import type { PlayerStore } from './state';

export interface SleepClock {
  /** Starts counting when a minutes timer is set and the player is playing. */
  start(): void;
  stop(): void;
}

export function createSleepClock(store: PlayerStore, pause: () => void): SleepClock {
  let timer: ReturnType<typeof setInterval> | undefined;
  let tick = 0;

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const start = () => {
    if (timer !== undefined || store.state.sleep?.mode !== 'minutes' || !store.state.playing) return;
    tick = Date.now();
    timer = setInterval(() => {
      const sleep = store.state.sleep;
      if (sleep?.mode !== 'minutes') return stop();
      const now = Date.now();
      const remaining = sleep.remaining - (now - tick) / 1000;
      tick = now;
      if (remaining <= 0) {
        stop();
        store.set({ sleep: null });
        pause();
      } else store.set({ sleep: { mode: 'minutes', remaining } });
    }, 1000);
  };

  return { start, stop };
}
