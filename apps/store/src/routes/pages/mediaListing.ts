import { prefetchMediaListing } from '../../features/catalog/reads';
import { catalog } from '../areas';
import type { PublicPage } from './page';

/** /ebooks, /audiobooks, /printbooks: the listing of one book type. */
export const mediaListingPage: PublicPage = {
  path: '/{ebooks|audiobooks|printbooks}',
  screen: catalog('MediaListingScreen'),
  reads: prefetchMediaListing,
  sitemap: { dated: 'catalogue' },
  head: catalog.heads('mediaListing'),
};
