import { partners } from '../areas';
import type { PublicPage } from './page';

/** The partner programme (issue 43): its terms from the API, the guide, and joining. */
export const partnersPage: PublicPage = {
  path: '/partners',
  screen: partners('PartnersScreen'),
  reads: partners.reads('prefetchProgramme'),
  sitemap: { dated: 'never' },
  head: partners.heads('programme'),
};
