import { catalog } from '../areas';
import type { PublicPage } from './page';

/** /books: search and filters over every book type. */
export const booksPage: PublicPage = {
  path: '/books',
  screen: catalog('BooksScreen'),
  reads: catalog.reads('prefetchBooks'),
  sitemap: { dated: 'catalogue' },
  head: catalog.heads('books'),
};
