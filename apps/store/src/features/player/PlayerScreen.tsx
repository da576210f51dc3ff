import { Button } from '@bookstore/ui';
import { AudioPlayer } from '@bookstore/widgets';
import { useEffect } from 'react';
import { AppLink } from '../../links/AppLink';
import MiniPlayer from './MiniPlayer';
import { LibraryApp, type LibraryEntry } from '../shared';
import { playerBar } from './nowPlaying';
import { openAudiobook, storePlayer } from './session';
import classes from './player.module.css';

/**
 * The full player for one audiobook. The controller is the store's one player, so leaving for the
 * store keeps the book playing in the layout's mini player, and coming back picks it up as it is.
 */
function BookPlayer({ entry }: { entry: LibraryEntry }) {
  const controller = storePlayer();
  useEffect(() => {
    if (entry.access.type !== 'audiobook') return;
    openAudiobook({ ...entry, access: entry.access });
    // From now on the store's pages show the mini player, which keeps this book playing.
    playerBar.value = MiniPlayer;
  }, [entry]);
  return (
    <>
      <nav className={classes.Nav} aria-label="Leave the player">
        <Button href="/myaccount/library" linkAs={AppLink} variant="secondary" size="small">
          Your library
        </Button>
        <Button href="/" linkAs={AppLink} variant="ghost" size="small">
          Keep listening in the store
        </Button>
      </nav>
      <AudioPlayer controller={controller} className={classes.Player} />
    </>
  );
}

/** /apps/player/{uid} plays a library audiobook; /apps/player lists the audiobooks to play. */
export function PlayerScreen() {
  return (
    <LibraryApp
      type="audiobook"
      name="Player"
      bookDescription="Listen to an audiobook from your library."
      shelfDescription="Listen to the audiobooks in your library."
      className={classes.App}
    >
      {(entry) =>
        entry.access.type === 'audiobook' ? (
          <BookPlayer entry={entry} />
        ) : (
          <Button href={`/apps/reader/${entry.book.uid}`} linkAs={AppLink}>
            Read in the reader
          </Button>
        )
      }
    </LibraryApp>
  );
}
