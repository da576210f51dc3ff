// The back office's screens (issue 28; one chunk, loaded only for operators).
import '../../reviewsRoutes';
export { AdminSecurityCheckScreen } from './AdminSecurityCheckScreen';
export { OverviewScreen } from './OverviewScreen';
export { BookReviewsScreen } from './BookReviewsScreen';
export { BookReviewScreen } from './BookReviewScreen';
export { BookChangesScreen } from './BookChangesScreen';
export { BookChangeScreen } from './BookChangeScreen';
export { VoiceoverReviewsScreen } from './VoiceoverReviewsScreen';
export { VoiceoverReviewScreen } from './VoiceoverReviewScreen';
export { ReaderReviewsScreen } from './ReaderReviewsScreen';
export { BooksScreen } from './BooksScreen';
export { OffersScreen } from './OffersScreen';
export { OrdersScreen } from './OrdersScreen';
export { OrderScreen } from './OrderScreen';
export { PayoutsScreen } from './PayoutsScreen';
export { UsersScreen } from './UsersScreen';
export { AuditLogScreen } from './AuditLogScreen';
