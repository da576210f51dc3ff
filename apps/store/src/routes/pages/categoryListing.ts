import { catalog } from '../areas';
import type { PublicPage } from './page';

/** /{book_format}/{category_uid}: a category's listing, with its shelves while browsing. */
export const categoryListingPage: PublicPage = {
  path: '/{audiobooks|ebooks|printbooks}/:slug',
  screen: catalog('CategoryListingScreen'),
  reads: catalog.reads('prefetchCategoryPage'),
  sitemap: { entity: 'categories' },
  head: catalog.heads('categoryListing'),
};
