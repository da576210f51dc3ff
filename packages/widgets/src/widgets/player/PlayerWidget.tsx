import { SamplePlayer } from '../../player-core/sample';
import { useWidget } from '../../runtime/context';
import { PLAY_EVENT } from '../../runtime/events';
import type { WidgetProps } from '../../runtime/mount';
import { WithBook } from '../../runtime/WithBook';
import classes from './PlayerWidget.module.css';

export { formatTime, PLAYBACK_RATES, stepRate } from '../../player-core/math';
export { SEEK_STEP } from '../../player-core/sample';

/**
 * `<bookstore-player uid="...">`: plays an audiobook's sample from the API (the player core's sample
 * view, which the store's book page shows too); the host hears each start of playback (bookstore:play).
 */
export function PlayerWidget({ uid }: WidgetProps) {
  const { emit } = useWidget();
  return (
    <WithBook uid={uid} loadingLabel="Loading sample" classes={classes}>
      {(book) => {
        const sampleUrl = book.sample_url;
        if (!sampleUrl) return <p className={classes.Status}>{book.title} has no audio sample.</p>;
        return (
          <SamplePlayer
            book={book}
            sampleUrl={sampleUrl}
            onPlay={(play) => emit(PLAY_EVENT, { uid: book.uid, title: book.title, sampleUrl, ...play })}
          />
        );
      }}
    </WithBook>
  );
}
