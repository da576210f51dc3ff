import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

export const listPage: PublicPage = {
  path: '/lists/:id',
  screen: catalog('ListScreen'),
  reads: catalogReads('prefetchList'),
};
