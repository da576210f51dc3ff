import { prefetchMediaListing } from '../../features/catalog/reads';
import { catalog } from '../areas';
import type { PublicPage } from './page';

/** /ebooks, /audiobooks, /printbooks: the listing of one book type. */
export const mediaListingPage: PublicPage = {
  path: '/{audiobooks|ebooks|printbooks}',
  screen: catalog('MediaListingScreen'),
  reads: prefetchMediaListing,
};
