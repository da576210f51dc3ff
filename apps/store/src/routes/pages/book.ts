import { prefetchBook } from '../../features/catalog/reads';
import { catalog } from '../areas';
import type { PublicPage } from './page';

/** A book's page, by uid or slug. */
export const bookPage: PublicPage = {
  path: '/books/:slug',
  screen: catalog('BookDetailScreen'),
  reads: prefetchBook,
  sitemap: { entity: 'books' },
  head: catalog.heads('book'),
};
