import { catalog } from '../areas';
import type { PublicPage } from './page';
import { catalogReads } from './reads';

/** /books: search and filters over every book type. */
export const booksPage: PublicPage = {
  path: '/books',
  screen: catalog('BooksScreen'),
  reads: catalogReads('prefetchBooks'),
};
