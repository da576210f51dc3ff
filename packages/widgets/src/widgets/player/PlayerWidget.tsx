import { authorLine, BookCover, IconButton, PauseIcon, PlayIcon, Select } from '@bookstore/ui';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useWidget } from '../../runtime/context';
import { PLAY_EVENT } from '../../runtime/events';
import type { WidgetProps } from '../../runtime/mount';
import type { WidgetBook } from '../../runtime/useBook';
import { WithBook } from '../../runtime/WithBook';
import classes from './PlayerWidget.module.css';

/** Playback speeds offered, 0.75× to 2×. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Seconds an arrow key moves the playhead. */
export const SEEK_STEP = 5;

/** `m:ss` (or `h:mm:ss`); unknown durations show as `--:--`. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The next speed up or down the list, staying within 0.75× and 2×. */
export function stepRate(current: number, direction: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((rate) => rate >= current);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const next = Math.min(Math.max(at + direction, 0), PLAYBACK_RATES.length - 1);
  return PLAYBACK_RATES[next] ?? current;
}

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

function isElement(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.matches(selector);
}

function SamplePlayer({ book, sampleUrl }: { book: WidgetBook; sampleUrl: string }) {
  const { emit } = useWidget();
  const audioRef = useRef<HTMLAudioElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const hintId = useId();

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      audio.play().catch(() => setError('The sample could not be played.'));
    } else {
      audio.pause();
    }
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
    audio.currentTime = Math.min(Math.max(seconds, 0), end);
    setCurrentTime(audio.currentTime);
  };

  const changeRate = (next: number) => {
    const audio = audioRef.current;
    if (audio) audio.playbackRate = next;
    setRate(next);
  };

  // Keyboard control for the whole player: Space or K plays and pauses, Left and Right seek, Up and
  // Down change the speed. Controls that own a key (a button's Space, the slider's arrows, the speed
  // select) keep it. A native listener: the group itself is not an interactive element.
  const handlers = useRef({ toggle, seek, changeRate, rate, currentTime });
  useLayoutEffect(() => {
    handlers.current = { toggle, seek, changeRate, rate, currentTime };
  });
  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { target } = event;
      const current = handlers.current;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (isElement(target, 'select')) return;
      if (event.key === ' ' || event.key === 'k' || event.key === 'K') {
        if (event.key === ' ' && isElement(target, 'button, a')) return;
        event.preventDefault();
        current.toggle();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (isElement(target, 'input')) return;
        event.preventDefault();
        current.seek(current.currentTime + (event.key === 'ArrowRight' ? SEEK_STEP : -SEEK_STEP));
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        if (isElement(target, 'input')) return;
        event.preventDefault();
        current.changeRate(stepRate(current.rate, event.key === 'ArrowUp' ? 1 : -1));
      }
    };
    group.addEventListener('keydown', onKeyDown);
    return () => group.removeEventListener('keydown', onKeyDown);
  }, []);

  const onPlay = () => {
    const audio = audioRef.current;
    setPlaying(true);
    setError(null);
    emit(PLAY_EVENT, {
      uid: book.uid,
      title: book.title,
      sampleUrl,
      currentTime: audio?.currentTime ?? 0,
      playbackRate: audio?.playbackRate ?? rate,
    });
  };

  const readDuration = () => setDuration(audioRef.current?.duration ?? Number.NaN);
  const byline = authorLine(book.authors);
  const max = Number.isFinite(duration) ? duration : 0;

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
      {/* The API offers no captions for samples; the title and byline above describe the clip. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={sampleUrl}
        preload="metadata"
        onPlay={onPlay}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={() => setCurrentTime(audioRef.current?.currentTime ?? 0)}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onError={() => setError('The sample could not be loaded.')}
      />
      <div className={classes.Transport}>
        <IconButton
          label={playing ? 'Pause sample' : 'Play sample'}
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          variant="primary"
          onClick={toggle}
        />
        <input
          className={classes.Seek}
          type="range"
          min={0}
          max={max}
          step={1}
          value={Math.min(currentTime, max)}
          aria-label="Seek"
          aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
          disabled={max === 0}
          onChange={(event) => seek(Number(event.currentTarget.value))}
        />
        <span className={classes.Time} aria-hidden="true">
          {formatTime(currentTime)} / {formatTime(duration)}
        </span>
      </div>
      <div className={classes.Footer}>
        <p className={classes.Hint} id={hintId}>
          Space plays or pauses, arrows seek and change speed.
        </p>
        <Select
          className={classes.Speed}
          label="Speed"
          size="small"
          value={String(rate)}
          options={PLAYBACK_RATES.map((value) => ({ value: String(value), label: `${value}×` }))}
          onChange={(event) => changeRate(Number(event.currentTarget.value))}
        />
      </div>
      {error ? (
        <p className={classes.Error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
