import type { GuardName } from '../guards';
import { admin } from './areas';
import { route, SIGNED_IN } from './route';

// Visitors go to /login; signed-in users who are not operators see the Not Found page.
const OPERATOR: GuardName[] = [...SIGNED_IN, 'is_user_an_operator'];
const BACK_OFFICE: GuardName[] = [...OPERATOR, 'operator_2fa'];

/** The back office (issue 28, an extension of spec §2): the operators' pages, one lazy chunk. */
export const adminRoutes = [
  route('/admin', BACK_OFFICE, admin('OverviewScreen')),
  route('/admin/security_check', OPERATOR, admin('AdminSecurityCheckScreen')),
  route('/admin/reviews/books', BACK_OFFICE, admin('BookReviewsScreen')),
  route('/admin/reviews/books/:uid', BACK_OFFICE, admin('BookReviewScreen')),
  route('/admin/reviews/changes', BACK_OFFICE, admin('BookChangesScreen')),
  route('/admin/reviews/changes/:uid', BACK_OFFICE, admin('BookChangeScreen')),
  route('/admin/reviews/voiceovers', BACK_OFFICE, admin('VoiceoverReviewsScreen')),
  route('/admin/reviews/voiceovers/:username', BACK_OFFICE, admin('VoiceoverReviewScreen')),
  route('/admin/reviews/readers', BACK_OFFICE, admin('ReaderReviewsScreen')),
  route('/admin/books', BACK_OFFICE, admin('BooksScreen')),
  route('/admin/offers', BACK_OFFICE, admin('OffersScreen')),
  route('/admin/orders', BACK_OFFICE, admin('OrdersScreen')),
  route('/admin/orders/:id', BACK_OFFICE, admin('OrderScreen')),
  route('/admin/payouts', BACK_OFFICE, admin('PayoutsScreen')),
  route('/admin/users', BACK_OFFICE, admin('UsersScreen')),
  route('/admin/partners', BACK_OFFICE, admin('PartnersScreen')),
  route('/admin/audit', BACK_OFFICE, admin('AuditLogScreen')),
].flat();
