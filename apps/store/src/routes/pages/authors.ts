import { catalog } from '../areas';
import type { PublicPage } from './page';

export const authorsPage: PublicPage = {
  path: '/authors',
  screen: catalog('AuthorsScreen'),
  reads: catalog.reads('prefetchAuthors'),
  sitemap: { dated: 'catalogue' },
  head: catalog.heads('authors'),
};
