import { prefetchLibraryBook } from '../features/reader/reads';
import type { GuardName } from '../guards';
import { auth, catalog, checkout, player, reader, settings, voiceover } from './areas';
import { pageRoutes, publicPages } from './pages';
import { route } from './route';

/**
 * Buying needs a country for the prices and, once signed in, a verified email. Visitors may open
 * checkout: it keeps their cart (and a partner's hand-off) and asks them to sign in or join.
 */
const BUYER: GuardName[] = ['is_email_verified', 'ensure_country_is_set'];

/**
 * Spec §2, public routes: the public pages (one module each, routes/pages/), then the other screens
 * open to visitors. Listing paths per media type read /{book_format}/{category_uid}/{sub_category_uid}.
 */
export const publicRoutes = [
  ...publicPages.map(pageRoutes),

  route('/books/:slug/buy', BUYER, checkout('BuyBookScreen')),
  route('/booksbak', [], catalog('BooksBakScreen')),
  route('/checkout', BUYER, checkout('CheckoutScreen')),

  route('/voas/:username/offers', [], voiceover('VoaOffersScreen')),
  route('/voas/:username/offers/:offer', [], voiceover('VoaOfferScreen')),

  route('/login', [], auth('LoginScreen')),
  route('/signup', [], auth('SignupScreen')),
  route('/forgot_password', [], auth('ForgotPasswordScreen')),
].flat();

/** Full-screen apps and mobile webview pages: outside the shared header and footer. */
export const appRoutes = [
  route('/{oldreader|reader2|apps/reader}', [], reader('ReaderScreen')),
  route('/apps/reader/:uid', ['user_session'], reader('ReaderScreen'), prefetchLibraryBook),
  route('/apps/player', [], player('PlayerScreen')),
  route('/apps/player/:uid', ['user_session'], player('PlayerScreen'), prefetchLibraryBook),
  route('/mobile_pages/settings', [], settings('MobileSettingsScreen')),
  route('/mobile_pages/settings/general', [], settings('GeneralSettingsScreen')),
].flat();
