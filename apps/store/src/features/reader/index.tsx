import { authorLine, Button } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { LibraryShelf, Loadable, Screen, sharedClasses } from '../shared';
import classes from './reader.module.css';

function ReaderBook({ uid }: { uid: string }) {
  const entry = hooks.library.useGetBook({ params: { id: uid } });
  const title = entry.data?.data.book.title;
  return (
    <Screen title={title ?? 'Reader'} description="Read a book from your library.">
      <Loadable response={entry}>
        {({ data }) => (
          <>
            <p className={sharedClasses.Muted}>{authorLine(data.book.authors)}</p>
            {data.access.type === 'ebook' ? (
              <div className={sharedClasses.Actions}>
                <Button href={data.access.file_url} target="_blank" rel="noopener noreferrer">
                  Open the {data.access.format.toUpperCase()}
                </Button>
                <Button href={data.access.file_url} download variant="secondary">
                  Download
                </Button>
              </div>
            ) : (
              <Button href={`/apps/player/${uid}`} as={AppLink}>
                Listen in the player
              </Button>
            )}
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** /apps/reader/{uid} opens a library book; /apps/reader, /reader2 and /oldreader list the ebooks to open. */
export function ReaderScreen() {
  const { uid } = useParams();
  return (
    <div className={classes.App}>
      {uid ? (
        <ReaderBook uid={uid} />
      ) : (
        <Screen title="Reader" description="Read the ebooks in your library.">
          <LibraryShelf type="ebook" />
        </Screen>
      )}
    </div>
  );
}
