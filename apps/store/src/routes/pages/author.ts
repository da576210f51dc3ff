import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

export const authorPage: PublicPage = {
  path: '/authors/:username',
  screen: catalog('AuthorScreen'),
  reads: catalogReads('prefetchAuthor'),
};
