import { account } from './areas';
import { route, SIGNED_IN } from './route';

/** Spec §2, account routes. */
export const accountRoutes = [
  route('/myaccount', SIGNED_IN, account('AccountOverviewScreen')),
  route('/myaccount/library', SIGNED_IN, account('LibraryScreen')),
  route('/myaccount/orders', SIGNED_IN, account('OrdersScreen')),
  route('/myaccount/orders/books', SIGNED_IN, account('BookOrdersScreen')),
  route('/myaccount/orders/books/:slug', SIGNED_IN, account('BookOrderScreen')),
  route('/myaccount/orders/voiceovers', SIGNED_IN, account('VoiceoverOrdersScreen')),
  route('/myaccount/orders/voiceovers/:uid', SIGNED_IN, account('VoiceoverOrderScreen')),
  route('/myaccount/payments', SIGNED_IN, account('PaymentsScreen')),
  route('/myaccount/payments/:slug', SIGNED_IN, account('PaymentScreen')),
  route('/myaccount/update_account', [...SIGNED_IN, 'ensure_country_is_set'], account('UpdateAccountScreen')),
  route('/myaccount/verify_email', ['user_session'], account('VerifyEmailScreen')),
].flat();
