import { LibraryApp, Section } from '../shared';
import classes from './player.module.css';

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
      {({ access }) =>
        access.type === 'audiobook' ? (
          <Section title="Tracks">
            <ol className={classes.Tracks}>
              {access.tracks.map((track) => (
                <li key={track.index}>
                  <span>{track.title}</span>
                  <audio controls preload="none" src={track.url} aria-label={track.title}>
                    <track kind="captions" />
                  </audio>
                </li>
              ))}
            </ol>
          </Section>
        ) : (
          <p>This book is an ebook; open it in the reader.</p>
        )
      }
    </LibraryApp>
  );
}
