import { authorLine, BookCover } from '@bookstore/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPlayerController, type PlayerBook, type PlayerController } from '../../player-core/controller';
import {
  PlayButton,
  SeekSlider,
  SpeedSelect,
  usePlayerShortcuts,
  usePlayerState,
} from '../../player-core/react';
import { formatTime } from '../../player-core/math';
import { useWidget } from '../../runtime/context';
import { PLAY_EVENT } from '../../runtime/events';
import type { WidgetProps } from '../../runtime/mount';
import type { WidgetBook } from '../../runtime/useBook';
import { WithBook } from '../../runtime/WithBook';
import classes from './PlayerWidget.module.css';

export { formatTime, PLAYBACK_RATES, stepRate } from '../../player-core/math';

/** Seconds an arrow key moves the playhead in a sample. */
export const SEEK_STEP = 5;

/** `<bookstore-player uid="...">`: plays an audiobook's sample from the API. */
export function PlayerWidget({ uid }: WidgetProps) {
  return (
    <WithBook uid={uid} loadingLabel="Loading sample" classes={classes}>
      {(book) =>
        book.sample_url ? (
          <SamplePlayer book={book} sampleUrl={book.sample_url} />
        ) : (
          <p className={classes.Status}>{book.title} has no audio sample.</p>
        )
      }
    </WithBook>
  );
}

/**
 * A book's sample on the player core (the store's audiobook player runs on the same controller and
 * views): one track, the sample, with play, seek, speed and the player's shortcuts inside the widget.
 */
function SamplePlayer({ book, sampleUrl }: { book: WidgetBook; sampleUrl: string }) {
  const { emit } = useWidget();
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
  // Loaded at once, so the first render already has working controls. A partner page's lock screen
  // belongs to the partner's own media, not to a short sample: no Media Session here.
  const [controller] = useState<PlayerController>(() => {
    const created = createPlayerController({ mediaSession: false });
    created.load(sample);
    return created;
  });
  const state = usePlayerState(controller);
  usePlayerShortcuts(controller, { back: SEEK_STEP, forward: SEEK_STEP, arrowsChangeSpeed: true }, groupRef);

  useEffect(() => {
    // The audio element lives in the widget's shadow root, next to its controls.
    audioSlot.current?.append(controller.audio);
    controller.load(sample);
  }, [controller, sample]);
  useEffect(() => () => controller.close(), [controller]);
  // The host hears each start of playback (bookstore:play), with the time and the speed.
  useEffect(() => {
    let wasPlaying = controller.getState().playing;
    return controller.subscribe(() => {
      const { playing, position, rate } = controller.getState();
      if (playing && !wasPlaying) {
        emit(PLAY_EVENT, {
          uid: book.uid,
          title: book.title,
          sampleUrl,
          currentTime: position,
          playbackRate: rate,
        });
      }
      wasPlaying = playing;
    });
  }, [controller, emit, book, sampleUrl]);

  const byline = authorLine(book.authors);
  const duration = state.durations[0] ?? 0;

  return (
    <div
      ref={groupRef}
      className={classes.Player}
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
        <p className={classes.Error} role="alert">
          The sample could not be loaded.
        </p>
      ) : null}
    </div>
  );
}
