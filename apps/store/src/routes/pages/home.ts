import { prefetchHome } from '../../features/catalog/reads';
import { home } from '../areas';
import type { PublicPage } from './page';

/** The landing page: the curated content and the strips of the preferred book type. */
export const homePage: PublicPage = {
  path: '/',
  screen: home('HomeScreen'),
  reads: prefetchHome,
  sitemap: { dated: 'catalogue' },
  head: home.heads('homeHead'),
};
