import { voiceover } from '../areas';
import type { PublicPage } from './page';

export const voaPage: PublicPage = {
  path: '/voas/:username',
  screen: voiceover('VoaScreen'),
  reads: voiceover.reads('prefetchVoa'),
  sitemap: { entity: 'artists' },
  head: voiceover.heads('voa'),
};
