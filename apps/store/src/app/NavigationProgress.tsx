import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import classes from './NavigationProgress.module.css';

/** Spec §9: the bar shows only for navigations longer than the throttle and fills over the duration. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
const TICK_MS = 100;

/**
 * The top progress bar while the router loads the next page (guards, chunks). It creeps toward 100 %
 * over the duration and never quite gets there until the page is ready.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);
  const started = useRef(0);

  useEffect(() => {
    if (!busy) {
      // Shown full (see below) for a moment once the page is ready, then hidden.
      const hide = setTimeout(() => setProgress(null), 500);
      return () => clearTimeout(hide);
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      started.current = Date.now();
      setProgress(0);
      tick = setInterval(() => {
        const elapsed = Date.now() - started.current;
        // Eases toward 100 % (never reached before the page is ready) over the duration.
        setProgress(Math.min(99, ((1 - Math.exp((-3 * elapsed) / PROGRESS_DURATION_MS)) * 100) / 0.95));
      }, TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(show);
      if (tick) clearInterval(tick);
    };
  }, [busy]);

  if (progress === null) return null;
  const shown = busy ? progress : 100;
  return (
    <div
      className={classes.NavigationProgress}
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      data-state={shown >= 100 ? 'done' : 'loading'}
    >
      <div className={classes.Bar} style={{ transform: `scaleX(${shown / 100})` }} />
    </div>
  );
}
