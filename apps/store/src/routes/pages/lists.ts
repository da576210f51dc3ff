import { catalog } from '../areas';
import type { PublicPage } from './page';

export const listsPage: PublicPage = {
  path: '/lists',
  screen: catalog('ListsScreen'),
  reads: catalog.reads('prefetchLists'),
  sitemap: { dated: 'catalogue' },
  head: catalog.heads('lists'),
};
