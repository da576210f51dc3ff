// React views of the player core, shared by the store (full player, mini player) and the widget.
import { BookCover, IconButton, PauseIcon, PlayIcon, Select, VisuallyHidden } from '@bookstore/ui';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { PlayerController, PlayerState, SleepTimer } from './controller';
import { Back15Icon, Forward30Icon, NextChapterIcon, PreviousChapterIcon } from './icons';
import { handlePlayerKey, PLAYER_SHORTCUTS, type ShortcutOptions } from './keys';
import { bookLength, formatLeft, formatTime, PLAYBACK_RATES, trackStart } from './math';
import classes from './PlayerCore.module.css';

const clsx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

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

interface ViewProps {
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

/** The current chapter's timeline as a slider; its value text reads "1:05 of 12:30". */
export function SeekSlider({ controller, state, className, label = 'Seek' }: ViewProps & { label?: string }) {
  const duration = state.durations[state.trackIndex] ?? 0;
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return (
    <input
      className={clsx(classes.Seek, className)}
      type="range"
      min={0}
      max={max}
      step={1}
      value={Math.min(state.position, max)}
      aria-label={label}
      aria-valuetext={`${formatTime(state.position)} of ${formatTime(max || Number.NaN)}`}
      disabled={max === 0}
      onChange={(event) => controller.seek(Number(event.currentTarget.value))}
    />
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

const SLEEP_MINUTES = [5, 10, 15, 30, 45, 60, 90];

function sleepValue(sleep: SleepTimer | null, chosen: string): string {
  if (!sleep) return 'off';
  return sleep.mode === 'chapter' ? 'chapter' : chosen;
}

export function SleepSelect({ controller, state, className }: ViewProps) {
  const [chosen, setChosen] = useState('off');
  const { sleep } = state;
  const hint =
    sleep?.mode === 'minutes'
      ? `Stops in ${formatTime(sleep.remaining)}`
      : sleep?.mode === 'chapter'
        ? 'Stops when this chapter ends'
        : undefined;
  return (
    <Select
      className={clsx(classes.Sleep, className)}
      label="Sleep timer"
      size="small"
      hint={hint}
      value={sleepValue(sleep, chosen)}
      options={[
        { value: 'off', label: 'Off' },
        ...SLEEP_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` })),
        { value: 'chapter', label: 'End of chapter' },
      ]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setChosen(value);
        controller.setSleep(
          value === 'off'
            ? null
            : value === 'chapter'
              ? { mode: 'chapter' }
              : { mode: 'minutes', remaining: Number(value) * 60 },
        );
      }}
    />
  );
}

/** Back 15 s, previous chapter, play or pause, next chapter, forward 30 s. */
export function Transport({ controller, state, className }: ViewProps) {
  const last = (state.book?.tracks.length ?? 1) - 1;
  return (
    <div className={clsx(classes.Transport, className)}>
      <IconButton
        label="Previous chapter"
        icon={<PreviousChapterIcon />}
        disabled={!state.book}
        onClick={controller.previous}
      />
      <IconButton
        label="Back 15 seconds"
        icon={<Back15Icon size={28} />}
        disabled={!state.book}
        onClick={() => controller.skip(-15)}
      />
      <PlayButton controller={controller} state={state} />
      <IconButton
        label="Forward 30 seconds"
        icon={<Forward30Icon size={28} />}
        disabled={!state.book}
        onClick={() => controller.skip(30)}
      />
      <IconButton
        label="Next chapter"
        icon={<NextChapterIcon />}
        disabled={!state.book || state.trackIndex >= last}
        onClick={controller.next}
      />
    </div>
  );
}

/** Time left in the chapter and in the book, at the current speed. */
export function timeLeft(state: PlayerState): { chapter: number; book: number } {
  const rate = state.rate || 1;
  const duration = state.durations[state.trackIndex] ?? 0;
  const chapter = Math.max(0, duration - state.position) / rate;
  const elapsed = trackStart(state.durations, state.trackIndex) + state.position;
  const book = Math.max(0, bookLength(state.durations) - elapsed) / rate;
  return { chapter, book };
}

export function ChapterList({ controller, state, className }: ViewProps) {
  const tracks = state.book?.tracks ?? [];
  return (
    <ol className={clsx(classes.Chapters, className)}>
      {tracks.map((track, index) => {
        const current = index === state.trackIndex;
        const length = formatTime(state.durations[index] ?? track.duration);
        return (
          <li key={`${index}:${track.title}`}>
            <button
              type="button"
              className={classes.Chapter}
              // Screen readers say "current" for aria-current; the name is the title and the length.
              aria-current={current ? 'true' : undefined}
              onClick={() => controller.goToTrack(index, true)}
            >
              <span className={classes.ChapterNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={classes.ChapterTitle}>{track.title}</span>
              <span className={classes.ChapterLength}>{length}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Says a chapter change or the sleep timer's stop once, politely; nothing while scrubbing. */
function useAnnouncement(state: PlayerState): string {
  const [message, setMessage] = useState('');
  const previous = useRef({ track: state.trackIndex, book: state.book?.id, sleep: state.sleep });
  useEffect(() => {
    const before = previous.current;
    previous.current = { track: state.trackIndex, book: state.book?.id, sleep: state.sleep };
    if (before.book === state.book?.id && before.track !== state.trackIndex && state.book) {
      const title = state.book.tracks[state.trackIndex]?.title ?? '';
      setMessage(`Chapter ${state.trackIndex + 1}: ${title}`);
    } else if (before.sleep && !state.sleep && !state.playing) {
      setMessage('Sleep timer ended, paused.');
    }
  }, [state.trackIndex, state.book, state.sleep, state.playing]);
  return message;
}

export interface AudioPlayerProps {
  controller: PlayerController;
  /** The heading level of "Chapters" (2 on a page whose title is the h1). */
  headingLevel?: 2 | 3;
  className?: string | undefined;
}

/** The full player: cover, chapter, timeline, transport, speed, sleep timer, chapters and shortcuts. */
export function AudioPlayer({ controller, headingLevel = 2, className }: AudioPlayerProps) {
  const state = usePlayerState(controller);
  usePlayerShortcuts(controller, { back: 15, forward: 30 });
  const announcement = useAnnouncement(state);
  const { book } = state;
  if (!book) return null;
  const track = book.tracks[state.trackIndex];
  const left = timeLeft(state);
  const speed = state.rate === 1 ? '' : ` at ${state.rate}×`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(classes.Player, className)}>
      <div className={classes.Now}>
        <BookCover
          className={classes.Cover}
          src={book.cover ?? null}
          title={book.title}
          alt=""
          loading="eager"
        />
        <div className={classes.NowText}>
          <p className={classes.Kicker}>
            Now playing · {state.trackIndex + 1} of {book.tracks.length}
          </p>
          <p className={classes.NowTitle}>{track?.title}</p>
        </div>
      </div>
      <div className={classes.Timeline}>
        <SeekSlider controller={controller} state={state} label="Position in chapter" />
        <div className={classes.Times}>
          <span>{formatTime(state.position)}</span>
          <span>−{formatTime(Math.ceil(left.chapter))}</span>
        </div>
        <p className={classes.Left}>
          {formatLeft(left.chapter)} left in chapter · {formatLeft(left.book)} left in book{speed}
        </p>
      </div>
      <Transport controller={controller} state={state} />
      <div className={classes.Settings}>
        <SpeedSelect controller={controller} state={state} />
        <SleepSelect controller={controller} state={state} />
      </div>
      {state.error ? (
        <p className={classes.Error} role="alert">
          {state.error}
        </p>
      ) : null}
      <Heading className={classes.Heading}>Chapters</Heading>
      <ChapterList controller={controller} state={state} />
      <details className={classes.Shortcuts}>
        <summary>Keyboard shortcuts</summary>
        <dl>
          {PLAYER_SHORTCUTS.map(([keys, action]) => (
            <div key={keys}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </details>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
