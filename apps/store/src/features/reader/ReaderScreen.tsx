import { Button } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { LibraryApp } from '../shared';
import { BookReader } from './BookReader';
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
      {(entry, refresh) =>
        entry.access.type === 'ebook' ? (
          <BookReader
            key={entry.book.uid}
            entry={entry}
            fileUrl={entry.access.file_url}
            onRefresh={refresh}
          />
        ) : (
          <Button href={`/apps/player/${entry.book.uid}`} linkAs={AppLink}>
            Listen in the player
          </Button>
        )
      }
    </LibraryApp>
  );
}
