import type { DataPrefetch } from './route';
import { expandPath } from './route';
import {
  prefetchAuthor,
  prefetchAuthors,
  prefetchBooks,
  prefetchCategories,
  prefetchCategoryPage,
  prefetchList,
  prefetchLists,
  prefetchSubCategory,
} from '../features/catalog/pageReads';
import { prefetchVoa, prefetchVoas } from '../features/voiceover/reads';

/**
 * The data prefetch of the server-rendered pages whose route rows (public.ts) name none, or a
 * looser one, by route path: the server reads the keys they name before its one render pass
 * (entry-server.tsx), as it does for the rows' own. Kept out of the route tables because those are in
 * the browser's first chunk, which has no room for these reads (the home route's 125 KB budget: they
 * bring the listing filters and the API contract's constants along); a server-rendered page carries
 * its data anyway, and a client-rendered one reads it from its screen. Only entry-server.tsx imports it.
 */
export const serverPrefetch: ReadonlyMap<string, DataPrefetch> = new Map([
  // The rows' own leaves the shelves to the screen whenever the URL has a query; this one tests as the
  // screen does (no filter, page or sort).
  ...expandPath('/{audiobooks|ebooks|printbooks}/:slug').map((path) => [path, prefetchCategoryPage] as const),
  ...expandPath('/{audiobooks|ebooks|printbooks}/:slug/:id').map(
    (path) => [path, prefetchSubCategory] as const,
  ),
  ['/books', prefetchBooks],
  ['/categories', prefetchCategories],
  ['/authors', prefetchAuthors],
  ['/authors/:username', prefetchAuthor],
  ['/lists', prefetchLists],
  ['/lists/:id', prefetchList],
  ['/voas', prefetchVoas],
  ['/voas/:username', prefetchVoa],
]);
