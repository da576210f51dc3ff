export { AccountOverviewScreen } from './AccountOverviewScreen';
export { LibraryScreen } from './LibraryScreen';
export { BookOrderScreen, BookOrdersScreen, OrdersScreen } from './orders';
export { VoiceoverOrderScreen, VoiceoverOrdersScreen } from './voiceoverOrders';
export { PaymentScreen, PaymentsScreen } from './payments';
export { UpdateAccountScreen } from './UpdateAccountScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
