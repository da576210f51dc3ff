// The seller dashboard's screens (one chunk).
import '../../reviewsRoutes';
import '../../voiceoverRoutes';
export { DashboardScreen } from './DashboardScreen';
export { SecurityCheckScreen } from './SecurityCheckScreen';

export { SalesScreen } from './SalesScreen';
export { BankAccountsScreen } from './BankAccountsScreen';
export { RevenueScreen } from './RevenueScreen';
