import { type VoiceoverArtistSummary } from '@bookstore/api-client/contract';
import { artistName, Button, PauseIcon, PlayIcon } from '@bookstore/ui';
import { useCallback, useRef, useState } from 'react';
import { showError } from '../../feedback/toast';
import classes from './public.module.css';

/** "1:05" from 65 seconds. */
function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * One audio element for the whole listing, so starting a demo stops the one playing. `playing` is the
 * uid of the artist whose demo plays.
 */
export function useDemoPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const toggle = useCallback(
    (artistUid: string, url: string) => {
      const element = audio.current;
      if (!element) return;
      if (playing === artistUid) {
        element.pause();
        setPlaying(null);
        return;
      }
      element.pause();
      element.src = url;
      setPlaying(artistUid);
      const started = element.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => {
        // A newer toggle interrupted this one: not a failure to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setPlaying(null);
        void showError(new Error('The demo could not be played.'));
      });
    },
    [playing],
  );
  const element = (
    // Demos are voice samples without speech captions; the title names each one.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio ref={audio} preload="none" hidden onEnded={() => setPlaying(null)} />
  );
  return { playing, toggle, element };
}

export function DemoButton({
  artist,
  playing,
  onToggle,
}: {
  artist: VoiceoverArtistSummary;
  playing: boolean;
  onToggle: () => void;
}) {
  if (!artist.demo) return <p className={classes.NoDemo}>No demo yet</p>;
  const name = artistName(artist);
  return (
    <div className={classes.Demo}>
      <Button
        variant="secondary"
        size="small"
        onClick={onToggle}
        aria-pressed={playing}
        aria-label={`${playing ? 'Pause' : 'Play'} demo by ${name}`}
        leadingIcon={playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
      >
        {playing ? 'Pause' : 'Play'}
      </Button>
      <span className={classes.DemoTitle}>
        {artist.demo.title} · {formatSeconds(artist.demo.duration_seconds)}
      </span>
    </div>
  );
}
