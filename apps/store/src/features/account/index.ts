export { AccountOverviewScreen } from './AccountOverviewScreen';
export { LibraryScreen } from './LibraryScreen';
export {
  BookOrderScreen,
  BookOrdersScreen,
  OrdersScreen,
  VoiceoverOrderScreen,
  VoiceoverOrdersScreen,
} from './orders';
export { PaymentScreen, PaymentsScreen } from './payments';
export { UpdateAccountScreen } from './UpdateAccountScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
