import { Button } from '@bookstore/ui';
import { useState } from 'react';
import { AppLink } from '../../links/AppLink';
import { sharedClasses } from '../shared';
import type { BookError } from './engine';
import classes from './reader.module.css';

/** The library, where the reader comes from and goes back to. */
export const LIBRARY_PATH = '/myaccount/library';

const HEADINGS: Record<BookError['kind'], string> = {
  network: 'The book could not be downloaded',
  http: 'The book’s file could not be opened',
  broken: 'This book cannot be opened',
  drm: 'This book is protected',
};

/**
 * Why the book is not shown, and the ways on: when its file could not be fetched, "Try again" (with a
 * fresh signed link, `onRetry`) and the way back to the library. A damaged or protected file would fail
 * the same way again, so it gets only the way back.
 */
export function ReaderError({
  error,
  onRetry,
  library = true,
}: {
  error: BookError;
  /** Asks for the file again; without it there is nothing to try again. */
  onRetry?: (() => Promise<void>) | undefined;
  /** Whether the way back to the library is offered (not in the back office's preview). */
  library?: boolean;
}) {
  const [retrying, setRetrying] = useState(false);
  const fetchFailed = error.kind === 'network' || error.kind === 'http';
  return (
    <div className={classes.Error} role="alert">
      <h2>{HEADINGS[error.kind]}</h2>
      <p>{error.message}</p>
      <div className={sharedClasses.Actions}>
        {fetchFailed && onRetry ? (
          <Button
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              void onRetry().finally(() => setRetrying(false));
            }}
          >
            Try again
          </Button>
        ) : null}
        {library ? (
          <Button href={LIBRARY_PATH} linkAs={AppLink} variant="secondary">
            Back to your library
          </Button>
        ) : null}
      </div>
    </div>
  );
}
