// The partner programme's screens (issue 43; one chunk): /partners and the partner's dashboard pages.
import '../../partnersRoutes';
export { PartnersScreen } from './PartnersScreen';
export { PartnerOverviewScreen } from './PartnerOverviewScreen';
export { PartnerOrdersScreen } from './PartnerOrdersScreen';
export { EmbedBuilderScreen } from './EmbedBuilderScreen';
export { PartnerSettingsScreen } from './PartnerSettingsScreen';
export { prefetchProgramme } from './reads';
export * as heads from './heads';
