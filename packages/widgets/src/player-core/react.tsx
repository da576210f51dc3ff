// React views of the player core, shared by the store (full player, mini player) and the widget.
import { BookCover, Button, IconButton, PauseIcon, PlayIcon, Select, VisuallyHidden } from '@bookstore/ui';
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
  const last = state.chapters.length - 1;
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
        disabled={!state.book || state.chapterIndex >= last}
        onClick={controller.next}
      />
    </div>
  );
}

/** Time left in the chapter and in the book, at the current speed. */
export function timeLeft(state: PlayerState): { chapter: number; book: number } {
  const rate = state.rate || 1;
  const end = state.chapters[state.chapterIndex]?.end ?? state.durations[state.trackIndex] ?? 0;
  const chapter = Math.max(0, end - state.position) / rate;
  const elapsed = trackStart(state.durations, state.trackIndex) + state.position;
  const book = Math.max(0, bookLength(state.durations) - elapsed) / rate;
  return { chapter, book };
}

/** The chapters: the tracks, or the chapters inside them where the files have some. */
export function ChapterList({ controller, state, className }: ViewProps) {
  return (
    <ol className={clsx(classes.Chapters, className)}>
      {state.chapters.map((chapter, index) => {
        const current = index === state.chapterIndex;
        const end = chapter.end > 0 ? chapter.end : (state.book?.tracks[chapter.trackIndex]?.duration ?? 0);
        const length = formatTime(end > 0 ? end - chapter.start : Number.NaN);
        return (
          <li key={`${chapter.trackIndex}:${chapter.start}`}>
            <button
              type="button"
              className={classes.Chapter}
              // Screen readers say "current" for aria-current; the name is the title and the length.
              aria-current={current ? 'true' : undefined}
              onClick={() => controller.goToChapter(index, true)}
            >
              <span className={classes.ChapterNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={classes.ChapterTitle}>{chapter.title}</span>
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
  const previous = useRef({ chapter: state.chapterIndex, book: state.book?.id, sleep: state.sleep });
  useEffect(() => {
    const before = previous.current;
    previous.current = { chapter: state.chapterIndex, book: state.book?.id, sleep: state.sleep };
    if (before.book === state.book?.id && before.chapter !== state.chapterIndex && state.book) {
      const title = state.chapters[state.chapterIndex]?.title ?? '';
      setMessage(`Chapter ${state.chapterIndex + 1}: ${title}`);
    } else if (before.sleep && !state.sleep && !state.playing) {
      setMessage('Sleep timer ended, paused.');
    }
  }, [state.chapterIndex, state.chapters, state.book, state.sleep, state.playing]);
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
  const chapter = state.chapters[state.chapterIndex];
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
            Now playing · {state.chapterIndex + 1} of {state.chapters.length}
          </p>
          <p className={classes.NowTitle}>{chapter?.title}</p>
        </div>
      </div>
      <div className={classes.Timeline}>
        <SeekSlider
          controller={controller}
          state={state}
          // A file holding several chapters is one timeline with their marks.
          label={
            state.chapters.filter((c) => c.trackIndex === state.trackIndex).length > 1
              ? 'Position in track'
              : 'Position in chapter'
          }
        />
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
        <div className={classes.Error} role="alert">
          <p>{state.error}</p>
          <Button size="small" variant="secondary" onClick={controller.retry}>
            Try again
          </Button>
        </div>
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
