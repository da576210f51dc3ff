import { authorLine } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { LibraryShelf } from './LibraryShelf';
import { Loadable } from './Loadable';
import { Screen } from './Screen';
import classes from './shared.module.css';

/** A book of the signed-in user's library with how to open it (`access`). */
export type LibraryEntry = NonNullable<ReturnType<typeof hooks.library.useGetBook>['data']>['data'];

export interface LibraryAppProps {
  /** The type of book the app opens. */
  type: 'ebook' | 'audiobook';
  /** The app's name: its heading on the shelf, and while a book's title loads. */
  name: string;
  /** The description meta of a book's page and of the shelf. */
  bookDescription: string;
  shelfDescription: string;
  className?: string | undefined;
  /**
   * How the app opens a book of the library; `refresh` reads the entry again (fresh signed file links,
   * for a file that could not be fetched).
   */
  children: (entry: LibraryEntry, refresh: () => Promise<unknown>) => ReactNode;
}

function LibraryBook({
  uid,
  name,
  description,
  children,
}: {
  uid: string;
  name: string;
  description: string;
  children: LibraryAppProps['children'];
}) {
  const entry = hooks.library.useGetBook({ params: { id: uid } });
  return (
    <Screen title={entry.data?.data.book.title ?? name} description={description}>
      <Loadable response={entry}>
        {({ data }) => (
          <>
            <p className={classes.Muted}>{authorLine(data.book.authors)}</p>
            {children(data, () => entry.mutate())}
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/**
 * A library app (the reader, the player): /apps/{app}/{uid} opens a book of the library, /apps/{app}
 * lists the library's books of the app's type.
 */
export function LibraryApp({
  type,
  name,
  bookDescription,
  shelfDescription,
  className,
  children,
}: LibraryAppProps) {
  const { uid } = useParams();
  return (
    <div className={className}>
      {uid ? (
        <LibraryBook uid={uid} name={name} description={bookDescription}>
          {children}
        </LibraryBook>
      ) : (
        <Screen title={name} description={shelfDescription}>
          <LibraryShelf type={type} />
        </Screen>
      )}
    </div>
  );
}
