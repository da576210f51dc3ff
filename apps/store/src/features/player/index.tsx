import { authorLine } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { LibraryShelf, Loadable, Screen, Section, sharedClasses } from '../shared';
import classes from './player.module.css';

function PlayerBook({ uid }: { uid: string }) {
  const entry = hooks.library.useGetBook({ params: { id: uid } });
  const title = entry.data?.data.book.title;
  return (
    <Screen title={title ?? 'Player'} description="Listen to an audiobook from your library.">
      <Loadable response={entry}>
        {({ data }) => (
          <>
            <p className={sharedClasses.Muted}>{authorLine(data.book.authors)}</p>
            {data.access.type === 'audiobook' ? (
              <Section title="Tracks">
                <ol className={classes.Tracks}>
                  {data.access.tracks.map((track) => (
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
            )}
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** /apps/player/{uid} plays a library audiobook; /apps/player lists the audiobooks to play. */
export function PlayerScreen() {
  const { uid } = useParams();
  return (
    <div className={classes.App}>
      {uid ? (
        <PlayerBook uid={uid} />
      ) : (
        <Screen title="Player" description="Listen to the audiobooks in your library.">
          <LibraryShelf type="audiobook" />
        </Screen>
      )}
    </div>
  );
}
