import type { GuardName } from '../guards';
import { dashboard, mybooks, voiceover } from './areas';
import { route, SIGNED_IN } from './route';

const SELLER: GuardName[] = [...SIGNED_IN, 'is_user_a_seller'];
const DASHBOARD: GuardName[] = [...SELLER, 'seller_account_2fa'];
// Rule 2 decides author pages alone: is_user_a_seller would send a user with neither role to /selling.
const AUTHOR: GuardName[] = [...SIGNED_IN, 'is_user_an_author', 'seller_account_2fa'];
const VOICEOVER: GuardName[] = [...SELLER, 'is_user_a_voiceover_artist', 'seller_account_2fa'];

/** Spec §2, seller dashboard routes. The 2-factor check itself needs no session_id cookie. */
export const dashboardRoutes = [
  route('/dashboard', DASHBOARD, dashboard('DashboardScreen')),
  route('/dashboard/security_check', SELLER, dashboard('SecurityCheckScreen')),

  route('/dashboard/mybooks', AUTHOR, mybooks('MyBooksScreen')),
  route('/dashboard/mybooks/new', AUTHOR, mybooks('NewBookScreen')),
  route('/dashboard/mybooks/:slug', AUTHOR, mybooks('MyBookScreen')),
  route(
    '/dashboard/mybooks/:slug/edit/{advance_info|basic_info|contributors|cover|printbook|publish}',
    AUTHOR,
    mybooks('EditBookScreen'),
  ),
  // Revenue and bank accounts are every seller's: a voiceover artist withdraws their jobs' earnings.
  route('/dashboard/revenue', DASHBOARD, dashboard('RevenueScreen')),
  route('/dashboard/revenue/bank', DASHBOARD, dashboard('BankAccountsScreen')),
  route('/dashboard/sales', AUTHOR, dashboard('SalesScreen')),

  route('/dashboard/voiceover', VOICEOVER, voiceover('VoiceoverDashboardScreen')),
  route('/dashboard/voiceover/jobs', VOICEOVER, voiceover('JobsScreen')),
  route('/dashboard/voiceover/jobs/:uid', VOICEOVER, voiceover('JobScreen')),
  route('/dashboard/voiceover/offers', VOICEOVER, voiceover('OffersScreen')),
  route('/dashboard/voiceover/offers/new', VOICEOVER, voiceover('NewOfferScreen')),
  route('/dashboard/voiceover/profile', VOICEOVER, voiceover('VoiceoverProfileScreen')),
  route(
    '/dashboard/voiceover/profile/{demo|final|personal|studio|vocal}',
    VOICEOVER,
    voiceover('VoiceoverProfileScreen'),
  ),
].flat();
