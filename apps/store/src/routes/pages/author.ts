import { catalog } from '../areas';
import type { PublicPage } from './page';

export const authorPage: PublicPage = {
  path: '/authors/:username',
  screen: catalog('AuthorScreen'),
  reads: catalog.reads('prefetchAuthor'),
  sitemap: { entity: 'authors' },
  head: catalog.heads('author'),
};
