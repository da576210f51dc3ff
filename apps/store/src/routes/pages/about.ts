import { pages } from '../areas';
import type { PublicPage } from './page';

export const aboutPage: PublicPage = {
  path: '/about',
  screen: pages('AboutScreen'),
  sitemap: { dated: 'never' },
};
