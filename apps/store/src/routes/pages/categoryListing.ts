import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

/** /{book_format}/{category_uid}: a category's listing, with its shelves while browsing. */
export const categoryListingPage: PublicPage = {
  path: '/{audiobooks|ebooks|printbooks}/:slug',
  screen: catalog('CategoryListingScreen'),
  reads: catalogReads('prefetchCategoryPage'),
};
