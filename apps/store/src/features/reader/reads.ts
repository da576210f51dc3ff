// The library app's data prefetch (routes/public.ts): on a page load of /apps/reader/{uid} or
// /apps/player/{uid}, the library book (its signed file link, the saved place, the notes) starts
// downloading with the route's chunk instead of after it. Small on purpose: the route tables are in the
// first chunk, so this imports nothing of the reader.
import { prefetchRead } from '../../api';
import type { DataPrefetch } from '../../page/reads';
import { sessionActive } from '../../state/session';

/** The read LibraryApp's `hooks.library.useGetBook` makes, so both share one cache key. */
export const libraryBookRead = (uid: string) => ({ params: { id: uid } });

export const prefetchLibraryBook: DataPrefetch = ({ params }) => {
  // Signed out, the route's guard sends the visitor to sign in: no call that can only answer 401.
  if (params.uid && sessionActive.peek()) prefetchRead('library', 'getBook', libraryBookRead(params.uid));
};
