import type { GuardName } from '../guards';
import { partners } from './areas';
import { route, SIGNED_IN } from './route';

// A partner's pages (issue 43): a signed-in user with the partner role; anyone else goes to /partners,
// which explains the programme and lets them join. Not the seller's security check: a partner need not
// be a seller, and nothing here moves money (withdrawals are the seller's revenue pages, checked there).
const PARTNER: GuardName[] = [...SIGNED_IN, 'is_user_a_partner'];

/** The partner's pages under the dashboard (an extension of spec §2), one lazy chunk with /partners. */
export const partnerRoutes = [
  route('/dashboard/partner', PARTNER, partners('PartnerOverviewScreen')),
  route('/dashboard/partner/orders', PARTNER, partners('PartnerOrdersScreen')),
  route('/dashboard/partner/embed', PARTNER, partners('EmbedBuilderScreen')),
  route('/dashboard/partner/settings', PARTNER, partners('PartnerSettingsScreen')),
].flat();
