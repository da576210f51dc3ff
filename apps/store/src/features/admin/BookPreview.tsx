import type { SellerBook } from '@bookstore/api-client/contract';
import { authorLine, Spinner } from '@bookstore/ui';
import { AudioPlayer, createPlayerController, type PlayerController } from '@bookstore/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hooks } from './api';
import { fileRefusalReason, Loadable } from '../shared';
import classes from './admin.module.css';

// The store's EPUB reader, loaded only when a review opens an ebook (it brings the EPUB engine).
const BookReader = lazy(() =>
  import('../reader/BookReader').then((module) => ({ default: module.BookReader })),
);

/** A preview starts at the beginning and saves no place: the operator does not own the book. */
const NO_PROGRESS = {
  location: null,
  percent: 0,
  track_index: null,
  position_seconds: null,
  updated_at: null,
};

type Tracks = Extract<
  NonNullable<ReturnType<typeof hooks.admin.useBookPreview>['data']>['data']['access'],
  { type: 'audiobook' }
>['tracks'];

/** The store's audio player on a controller of its own: no saved place, not the store's mini player. */
function TrackPlayer({ book, tracks }: { book: SellerBook; tracks: Tracks }) {
  const [controller] = useState<PlayerController>(() =>
    createPlayerController({ mediaSession: false, describeRefusal: fileRefusalReason }),
  );
  useEffect(() => {
    controller.load(
      {
        id: book.uid,
        title: book.title,
        author: authorLine(book.authors),
        cover: book.cover_path,
        tracks: [...tracks]
          .sort((a, b) => a.index - b.index)
          .map((track) => ({
            title: track.title,
            url: track.url,
            duration: track.duration_seconds,
            chapters: track.chapters.map((chapter) => ({
              title: chapter.title,
              start: chapter.start_seconds,
            })),
          })),
      },
      null,
    );
  }, [controller, book, tracks]);
  // Leaving the review stops the preview.
  useEffect(() => () => controller.close(), [controller]);
  return <AudioPlayer controller={controller} />;
}

/** The book's file as buyers will get it: the EPUB in the store's reader, the tracks in its player. */
export function BookPreview({ book }: { book: SellerBook }) {
  const printbook = book.type === 'printbook';
  const preview = hooks.admin.useBookPreview(printbook ? null : { params: { uid: book.uid } });
  if (printbook) {
    return <p className={classes.Muted}>A print book has no file: check the print details and the cover.</p>;
  }
  return (
    <Loadable response={preview}>
      {({ data }) =>
        data.access.type === 'ebook' ? (
          <div className={classes.Preview}>
            <Suspense fallback={<Spinner label="Opening the reader" />}>
              <BookReader
                entry={{ book, progress: NO_PROGRESS, annotations: [] }}
                fileUrl={data.access.file_url}
                preview
                onRefresh={() => preview.mutate()}
              />
            </Suspense>
          </div>
        ) : (
          <TrackPlayer book={book} tracks={data.access.tracks} />
        )
      }
    </Loadable>
  );
}
