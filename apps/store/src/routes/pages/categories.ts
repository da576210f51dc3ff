import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

export const categoriesPage: PublicPage = {
  path: '/categories',
  screen: catalog('CategoriesScreen'),
  reads: catalogReads('prefetchCategories'),
};
