import { pageReads } from './page';

// The reads of the pages whose prefetch is too heavy for the first chunk, loaded with their area.
export const catalogReads = pageReads(() => import('../../features/catalog/pageReads'));
export const voiceoverReads = pageReads(() => import('../../features/voiceover/reads'));
