import { catalog } from '../areas';
import type { PublicPage } from './page';

export const categoriesPage: PublicPage = {
  path: '/categories',
  screen: catalog('CategoriesScreen'),
  reads: catalog.reads('prefetchCategories'),
  sitemap: { dated: 'catalogue' },
  head: catalog.heads('categories'),
};
