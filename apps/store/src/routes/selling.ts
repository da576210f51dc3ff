import type { GuardName } from '../guards';
import { selling } from './areas';
import { route, SIGNED_IN } from './route';

const NOT_YET_AUTHOR: GuardName[] = [...SIGNED_IN, 'redirect_if_already_author'];
const NOT_YET_VOA: GuardName[] = [...SIGNED_IN, 'redirect_if_already_a_voiceover_artist'];

/** Spec §2, selling routes: becoming an author or a voiceover artist. */
export const sellingRoutes = [
  route('/selling', SIGNED_IN, selling('SellingScreen')),
  route('/selling/author', NOT_YET_AUTHOR, selling('BecomeAuthorScreen')),
  route('/selling/author/onboard', NOT_YET_AUTHOR, selling('AuthorOnboardScreen')),
  route('/selling/voa', NOT_YET_VOA, selling('BecomeVoiceoverArtistScreen')),
  route('/selling/voa/onboard', NOT_YET_VOA, selling('VoiceoverOnboardScreen')),
  route(
    '/selling/voa/onboard/{demo|final|personal|studio|vocal}',
    NOT_YET_VOA,
    selling('VoiceoverOnboardScreen'),
  ),
].flat();
