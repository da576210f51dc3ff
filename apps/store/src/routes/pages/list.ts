import { catalog } from '../areas';
import type { PublicPage } from './page';

export const listPage: PublicPage = {
  path: '/lists/:id',
  screen: catalog('ListScreen'),
  reads: catalog.reads('prefetchList'),
  sitemap: { entity: 'lists' },
  head: catalog.heads('list'),
};
