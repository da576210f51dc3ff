import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

export const authorsPage: PublicPage = {
  path: '/authors',
  screen: catalog('AuthorsScreen'),
  reads: catalogReads('prefetchAuthors'),
};
