import { voiceover } from '../areas';
import type { PublicPage } from './page';

/** The voiceover artists' directory, filtered by the URL. */
export const voasPage: PublicPage = {
  path: '/voas',
  screen: voiceover('VoasScreen'),
  reads: voiceover.reads('prefetchVoas'),
  sitemap: { dated: 'never' },
  head: voiceover.heads('voas'),
};
