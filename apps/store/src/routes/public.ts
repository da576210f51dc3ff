import {
  prefetchBook,
  prefetchCategoryListing,
  prefetchHome,
  prefetchMediaListing,
} from '../features/catalog/reads';
import { prefetchLibraryBook } from '../features/reader/reads';
import type { GuardName } from '../guards';
import { auth, catalog, checkout, home, pages, player, reader, settings, voiceover } from './areas';
import { route } from './route';

/**
 * Buying needs a country for the prices and, once signed in, a verified email. Visitors may open
 * checkout: it keeps their cart (and a partner's hand-off) and asks them to sign in or join.
 */
const BUYER: GuardName[] = ['is_email_verified', 'ensure_country_is_set'];

/**
 * Spec §2, public routes. Listing paths per media type read /{book_format}/{category_uid}/{sub_category_uid}.
 * The landing pages (home, media listings, a book) name their data too, fetched with their chunk.
 */
export const publicRoutes = [
  route('/', [], home('HomeScreen'), prefetchHome),
  route('/about', [], pages('AboutScreen')),

  route('/{audiobooks|ebooks|printbooks}', [], catalog('MediaListingScreen'), prefetchMediaListing),
  route(
    '/{audiobooks|ebooks|printbooks}/:slug',
    [],
    catalog('CategoryListingScreen'),
    prefetchCategoryListing,
  ),
  route('/{audiobooks|ebooks|printbooks}/:slug/:id', [], catalog('SubCategoryListingScreen')),

  route('/books', [], catalog('BooksScreen')),
  route('/books/:slug', [], catalog('BookDetailScreen'), prefetchBook),
  route('/books/:slug/buy', BUYER, checkout('BuyBookScreen')),
  route('/booksbak', [], catalog('BooksBakScreen')),
  route('/categories', [], catalog('CategoriesScreen')),
  route('/checkout', BUYER, checkout('CheckoutScreen')),
  route('/authors', [], catalog('AuthorsScreen')),
  route('/authors/:username', [], catalog('AuthorScreen')),
  route('/lists', [], catalog('ListsScreen')),
  route('/lists/:id', [], catalog('ListScreen')),

  route('/voas', [], voiceover('VoasScreen')),
  route('/voas/:username', [], voiceover('VoaScreen')),
  route('/voas/:username/offers', [], voiceover('VoaOffersScreen')),
  route('/voas/:username/offers/:offer', [], voiceover('VoaOfferScreen')),

  route('/login', [], auth('LoginScreen')),
  route('/signup', [], auth('SignupScreen')),
  route('/forgot_password', [], auth('ForgotPasswordScreen')),

  route('/private-policy', [], pages('PrivacyPolicyScreen')),
  route('/term-of-use', [], pages('TermsOfUseScreen')),
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
