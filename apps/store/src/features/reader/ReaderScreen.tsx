import { Button } from '@bookstore/ui';
import { AppLink } from '../../app/AppLink';
import { LibraryApp, sharedClasses } from '../shared';
import classes from './reader.module.css';

/** /apps/reader/{uid} opens a library book; /apps/reader, /reader2 and /oldreader list the ebooks to open. */
export function ReaderScreen() {
  return (
    <LibraryApp
      type="ebook"
      name="Reader"
      bookDescription="Read a book from your library."
      shelfDescription="Read the ebooks in your library."
      className={classes.App}
    >
      {({ access, book }) =>
        access.type === 'ebook' ? (
          <div className={sharedClasses.Actions}>
            <Button href={access.file_url} target="_blank" rel="noopener noreferrer">
              Open the {access.format.toUpperCase()}
            </Button>
            <Button href={access.file_url} download variant="secondary">
              Download
            </Button>
          </div>
        ) : (
          <Button href={`/apps/player/${book.uid}`} linkAs={AppLink}>
            Listen in the player
          </Button>
        )
      }
    </LibraryApp>
  );
}
