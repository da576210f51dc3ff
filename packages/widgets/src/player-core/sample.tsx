// A book's sample on the player core: the partner-site <bookstore-player> and the store's book page
// ("Listen to a sample") show the same view.
import { authorLine, BookCover, Button, type PersonName } from '@bookstore/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  composePlayerController,
  type PlayerBook,
  type PlayerController,
  type PlayerParts,
} from './controller';
import { formatTime } from './math';
import { PlayButton, SeekSlider, SpeedSelect, usePlayerShortcuts, usePlayerState } from './controls';
import classes from './SamplePlayer.module.css';

/** Seconds an arrow key moves the playhead in a sample. */
export const SEEK_STEP = 5;

const nothing = () => {};
/**
 * A sample saves no place, leaves the lock screen to the page (or to the store's audiobook) and has
 * no sleep timer: its controller's parts do nothing, and the widget's build carries none of theirs.
 */
const SAMPLE_PARTS: PlayerParts = {
  session: () => ({
    updateMetadata: nothing,
    updatePositionState: nothing,
    setPlaybackState: nothing,
    bindActions: nothing,
    clear: nothing,
  }),
  saver: () => ({ save: nothing, saveSoon: nothing, played: nothing, forget: nothing }),
  sleep: () => ({ start: nothing, stop: nothing }),
};

/** The book a sample is of. */
export interface SampleBook {
  uid: string;
  title: string;
  authors: readonly PersonName[];
  cover_path: string | null;
}

/** A start of playback, with the second and the speed it started at. */
export interface SamplePlay {
  currentTime: number;
  playbackRate: number;
}

export interface SamplePlayerProps {
  book: SampleBook;
  sampleUrl: string;
  /** Start playing as soon as the player shows (it was opened by a click on "Listen to a sample"). */
  autoplay?: boolean;
  /** Each start of playback. */
  onPlay?: (play: SamplePlay) => void;
  className?: string | undefined;
}

/**
 * One track, the sample, with play, seek, speed and the player's shortcuts inside the player (Space,
 * arrows seek and Up/Down change the speed). Its own controller: the sample stops when the view goes,
 * and a partner page's lock screen (or the store's audiobook) is not the sample's: no Media Session.
 */
export function SamplePlayer({ book, sampleUrl, autoplay = false, onPlay, className }: SamplePlayerProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const audioSlot = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hintId = useId();
  const sample = useMemo<PlayerBook>(
    () => ({
      id: book.uid,
      title: book.title,
      author: authorLine(book.authors),
      cover: book.cover_path,
      tracks: [{ title: `Sample: ${book.title}`, url: sampleUrl, duration: 0 }],
    }),
    [book, sampleUrl],
  );
  // Loaded at once, so the first render already has working controls.
  const [controller] = useState<PlayerController>(() => {
    const created = composePlayerController({}, SAMPLE_PARTS);
    created.load(sample, null, autoplay);
    return created;
  });
  const state = usePlayerState(controller);
  usePlayerShortcuts(controller, { back: SEEK_STEP, forward: SEEK_STEP, arrowsChangeSpeed: true }, groupRef);

  useEffect(() => {
    // The audio element lives beside the controls (inside a widget's shadow root).
    audioSlot.current?.append(controller.audio);
    controller.load(sample);
  }, [controller, sample]);
  useEffect(() => () => controller.close(), [controller]);
  const latestOnPlay = useRef(onPlay);
  useEffect(() => {
    latestOnPlay.current = onPlay;
  });
  useEffect(() => {
    let wasPlaying = controller.getState().playing;
    return controller.subscribe(() => {
      const { playing, position, rate } = controller.getState();
      if (playing && !wasPlaying) latestOnPlay.current?.({ currentTime: position, playbackRate: rate });
      wasPlaying = playing;
    });
  }, [controller]);

  const byline = authorLine(book.authors);
  const duration = state.durations[0] ?? 0;
  const rootClass = className ? `${classes.Player} ${className}` : classes.Player;

  return (
    <div
      ref={groupRef}
      className={rootClass}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={hintId}
    >
      <div className={classes.Header}>
        <BookCover
          className={classes.Cover}
          src={book.cover_path}
          title={book.title}
          alt=""
          loading="eager"
        />
        <div className={classes.Heading}>
          <p className={classes.Title} id={headingId}>
            Sample: {book.title}
          </p>
          {byline ? <p className={classes.Meta}>{byline}</p> : null}
        </div>
      </div>
      <div ref={audioSlot} hidden />
      <div className={classes.Transport}>
        <PlayButton
          controller={controller}
          state={state}
          size="medium"
          playLabel="Play sample"
          pauseLabel="Pause sample"
        />
        <SeekSlider controller={controller} state={state} className={classes.Seek} />
        <span className={classes.Time} aria-hidden="true">
          {formatTime(state.position)} / {formatTime(duration || Number.NaN)}
        </span>
      </div>
      <div className={classes.Footer}>
        <p className={classes.Hint} id={hintId}>
          Space plays or pauses, arrows seek and change speed.
        </p>
        <SpeedSelect controller={controller} state={state} className={classes.Speed} />
      </div>
      {state.error ? (
        <div className={classes.Error} role="alert">
          <p>The sample could not be loaded. {state.error}</p>
          <Button size="small" variant="secondary" onClick={controller.retry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
