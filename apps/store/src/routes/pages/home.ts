import { prefetchHome } from '../../features/catalog/reads';
import { catalog, home } from '../areas';
import type { PublicPage } from './page';

/** The landing page: the curated content and the strips of the preferred book type. */
export const homePage: PublicPage = {
  path: '/',
  screen: home('HomeScreen'),
  reads: prefetchHome,
  sitemap: { dated: 'catalogue' },
  // The landing's own chunk stays small (the home route's initial JS): its head comes with the catalogue's.
  head: catalog.heads('home'),
};
