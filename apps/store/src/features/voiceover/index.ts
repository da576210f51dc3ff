// The voiceover area's screens (one chunk): the public artist pages and the artist's dashboard.
import '../../voiceoverRoutes';
export { VoaOfferScreen } from './VoaOfferScreen';
export { VoaOffersScreen } from './VoaOffersScreen';
export { VoaScreen } from './VoaScreen';
export { VoasScreen } from './VoasScreen';
export { VoiceoverDashboardScreen } from './VoiceoverDashboardScreen';
export { JobScreen } from './JobScreen';
export { JobsScreen } from './JobsScreen';
export { NewOfferScreen } from './NewOfferScreen';
export { OffersScreen } from './OffersScreen';
export { VoiceoverProfileScreen } from './VoiceoverProfileScreen';
// The heads of the area's public pages (routes/pages/ names them: `voiceover.heads('voa')`).
export * as heads from './heads';
// The reads of the artists' public pages (routes/pages/ names them: `voiceover.reads(...)`).
export { prefetchVoa, prefetchVoas } from './reads';
