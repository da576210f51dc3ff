// The selling area's screens (one chunk): the selling accounts, their introductions and onboarding.
import '../../voiceoverRoutes';
export { SellingScreen } from './SellingScreen';
export { BecomeAuthorScreen } from './BecomeAuthorScreen';
export { BecomeVoiceoverArtistScreen } from './BecomeVoiceoverArtistScreen';
export { AuthorOnboardScreen } from './AuthorOnboardScreen';
export { VoiceoverOnboardScreen } from './VoiceoverOnboardScreen';
