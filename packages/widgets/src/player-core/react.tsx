// React views of the player core, shared by the store (full player, mini player) and the widget: the
// controls a sample shows too (./controls) and the full player's own views.
import { BookCover, Button, IconButton, Select, VisuallyHidden } from '@bookstore/ui';
import { useEffect, useRef, useState } from 'react';
import type { PlayerController, PlayerState, SleepTimer } from './controller';
import {
  clsx,
  PlayButton,
  SeekSlider,
  SpeedSelect,
  usePlayerShortcuts,
  usePlayerState,
  type ViewProps,
} from './controls';
import { Back15Icon, Forward30Icon, NextChapterIcon, PreviousChapterIcon } from './icons';
import { PLAYER_SHORTCUTS } from './keys';
import { bookLength, formatLeft, formatTime, trackStart } from './math';
import classes from './PlayerCore.module.css';

export { PlayButton, SeekSlider, SpeedSelect, usePlayerShortcuts, usePlayerState } from './controls';

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
