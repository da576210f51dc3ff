// The player core's controls that the full player and a book's sample both show: play, the timeline,
// the speed, the state hook and the shortcuts. The full player's own views are in ./react.tsx.
import { IconButton, PauseIcon, PlayIcon, Select } from '@bookstore/ui';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { PlayerController, PlayerState } from './controller';
import classes from './Controls.module.css';
import { handlePlayerKey, type ShortcutOptions } from './keys';
import { formatTime, PLAYBACK_RATES } from './math';

export const clsx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The controller's state, re-rendering on each change. */
export function usePlayerState(controller: PlayerController): PlayerState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/**
 * Player shortcuts on a container (a widget) or the whole document (a player page). A native listener:
 * the container is not an interactive element.
 */
export function usePlayerShortcuts(
  controller: PlayerController,
  options: ShortcutOptions,
  scope?: RefObject<HTMLElement | null>,
): void {
  const settings = useRef(options);
  useLayoutEffect(() => {
    settings.current = options;
  });
  useEffect(() => {
    const target: HTMLElement | Document | null = scope ? scope.current : document;
    if (!target) return;
    const onKeyDown = (event: Event) => handlePlayerKey(event as KeyboardEvent, controller, settings.current);
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [controller, scope]);
}

export interface ViewProps {
  controller: PlayerController;
  state: PlayerState;
  className?: string | undefined;
}

export function PlayButton({
  controller,
  state,
  playLabel = 'Play',
  pauseLabel = 'Pause',
  size = 'large',
  className,
}: ViewProps & { playLabel?: string; pauseLabel?: string; size?: 'small' | 'medium' | 'large' }) {
  return (
    <IconButton
      className={clsx(classes.Play, className)}
      label={state.playing ? pauseLabel : playLabel}
      icon={state.playing ? <PauseIcon /> : <PlayIcon />}
      variant="primary"
      size={size}
      disabled={!state.book}
      onClick={controller.toggle}
    />
  );
}

/**
 * The current track's timeline as a slider; its value text reads "1:05 of 12:30". A track holding
 * several chapters shows where each starts as a mark, and the value text names the chapter.
 */
export function SeekSlider({ controller, state, className, label = 'Seek' }: ViewProps & { label?: string }) {
  const duration = state.durations[state.trackIndex] ?? 0;
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const inTrack = state.chapters.filter((chapter) => chapter.trackIndex === state.trackIndex);
  const chapter = inTrack.length > 1 ? state.chapters[state.chapterIndex] : undefined;
  const slider = (
    <input
      className={clsx(classes.Seek, inTrack.length > 1 ? undefined : className)}
      type="range"
      min={0}
      max={max}
      step={1}
      value={Math.min(state.position, max)}
      aria-label={label}
      aria-valuetext={`${formatTime(state.position)} of ${formatTime(max || Number.NaN)}${chapter ? `, ${chapter.title}` : ''}`}
      disabled={max === 0}
      onChange={(event) => controller.seek(Number(event.currentTarget.value))}
    />
  );
  if (inTrack.length <= 1 || max === 0) return slider;
  return (
    <div className={clsx(classes.SeekMarked, className)}>
      {slider}
      <div className={classes.Marks} aria-hidden="true">
        {inTrack.slice(1).map((mark) => (
          <span
            key={`${mark.start}`}
            className={classes.Mark}
            style={{ left: `${Math.min(100, (mark.start / max) * 100)}%` }}
          />
        ))}
      </div>
    </div>
  );
}

export function SpeedSelect({ controller, state, className }: ViewProps) {
  return (
    <Select
      className={clsx(classes.Speed, className)}
      label="Speed"
      size="small"
      value={String(state.rate)}
      options={PLAYBACK_RATES.map((value) => ({ value: String(value), label: `${value}×` }))}
      onChange={(event) => controller.setRate(Number(event.currentTarget.value))}
    />
  );
}
