import { pages } from '../areas';
import type { PublicPage } from './page';

export const privacyPolicyPage: PublicPage = {
  path: '/private-policy',
  screen: pages('PrivacyPolicyScreen'),
  sitemap: { dated: 'never' },
};
