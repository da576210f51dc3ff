// The mini player: the store's audiobook keeps playing while the shopper browses, with the basics at
// hand and a way back to the full player. Loaded only once a book was opened in the player.
import { BookCover, CloseIcon, IconButton } from '@bookstore/ui';
import { Back15Icon, formatTime, Forward30Icon, PlayButton, usePlayerState } from '@bookstore/widgets';
import { closePlayer, storePlayer } from './session';
import { AppLink } from '../../links/AppLink';
import classes from './MiniPlayer.module.css';

export default function MiniPlayer() {
  const controller = storePlayer();
  const state = usePlayerState(controller);
  const { book } = state;
  if (!book) return null;
  // The chapter playing: a track, or a chapter inside it when the file has them.
  const chapter = state.chapters[state.chapterIndex]?.title ?? book.tracks[state.trackIndex]?.title;
  const duration = state.durations[state.trackIndex] ?? 0;
  const done = duration > 0 ? Math.min(100, (state.position / duration) * 100) : 0;
  return (
    <section className={classes.Bar} aria-label="Now playing">
      <div className={classes.Progress} aria-hidden="true">
        <div className={classes.Done} style={{ inlineSize: `${done}%` }} />
      </div>
      <AppLink href={`/apps/player/${book.id}`} className={classes.Info}>
        <BookCover className={classes.Cover} src={book.cover ?? null} title={book.title} alt="" />
        <span className={classes.Text}>
          <span className={classes.Title}>{book.title}</span>
          <span className={classes.Chapter}>
            {chapter}
            <span className={classes.Time}>
              {' · '}
              {formatTime(state.position)} / {formatTime(duration || Number.NaN)}
            </span>
          </span>
        </span>
      </AppLink>
      <div className={classes.Controls}>
        <IconButton
          className={classes.Skip}
          label="Back 15 seconds"
          icon={<Back15Icon size={24} />}
          onClick={() => controller.skip(-15)}
        />
        <PlayButton controller={controller} state={state} size="medium" />
        <IconButton
          className={classes.Skip}
          label="Forward 30 seconds"
          icon={<Forward30Icon size={24} />}
          onClick={() => controller.skip(30)}
        />
        <IconButton
          label="Close the player"
          icon={<CloseIcon />}
          onClick={() => {
            closePlayer();
            // The bar goes away with the focused button: the page's content takes the focus.
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        />
      </div>
    </section>
  );
}
