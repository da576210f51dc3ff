import { pages } from '../areas';
import type { PublicPage } from './page';

export const termsOfUsePage: PublicPage = {
  path: '/term-of-use',
  screen: pages('TermsOfUseScreen'),
  sitemap: { dated: 'never' },
};
