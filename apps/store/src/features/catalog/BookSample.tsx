import type { Book } from '@bookstore/api-client/contract';
import { Spinner } from '@bookstore/ui';
import { lazy, Suspense } from 'react';
import classes from './catalog.module.css';

// The player core comes with the first "Listen to a sample", not with every book page.
const SampleAudio = lazy(() => import('./SampleAudio'));

/**
 * An audiobook's sample, playing in the page on the store's own player view (the same the partner
 * widget shows). It stops when it is closed or the page is left (the view closes its player).
 */
export function BookSample({ book, sampleUrl, id }: { book: Book; sampleUrl: string; id: string }) {
  return (
    <div id={id} className={classes.Sample}>
      <Suspense fallback={<Spinner label="Loading the sample" />}>
        <SampleAudio book={book} sampleUrl={sampleUrl} />
      </Suspense>
    </div>
  );
}
