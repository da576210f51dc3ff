import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

export const listsPage: PublicPage = {
  path: '/lists',
  screen: catalog('ListsScreen'),
  reads: catalogReads('prefetchLists'),
};
