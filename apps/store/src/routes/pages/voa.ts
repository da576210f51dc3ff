import { voiceover } from '../areas';
import type { PublicPage } from './page';
import { voiceoverReads } from './reads';

export const voaPage: PublicPage = {
  path: '/voas/:username',
  screen: voiceover('VoaScreen'),
  reads: voiceoverReads('prefetchVoa'),
};
