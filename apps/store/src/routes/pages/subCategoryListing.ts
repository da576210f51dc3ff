import { catalog } from '../areas';
import type { PublicPage } from './page';

/** /{book_format}/{category_uid}/{sub_category_uid}: a sub-category's listing. */
export const subCategoryListingPage: PublicPage = {
  path: '/{audiobooks|ebooks|printbooks}/:slug/:id',
  screen: catalog('SubCategoryListingScreen'),
  reads: catalog.reads('prefetchSubCategory'),
  sitemap: { entity: 'sub-categories' },
  head: catalog.heads('subCategoryListing'),
};
