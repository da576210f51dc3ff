/** Cookie the server sets on GET /sanctum/csrf-cookie; its URL-decoded value is echoed in the header. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Request header carrying the token on unsafe calls. The reference API also sends it as a response
 * header (listed in Access-Control-Expose-Headers) on /sanctum/csrf-cookie and whenever the token
 * changes, because a browser on another origin cannot read the API's cookie.
 */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** Cookie set after a successful seller 2-factor check; dashboard pages require it. */
export const SELLER_2FA_COOKIE = 'session_id';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

/**
 * The book types and listing sorts as plain lists: the contract's schemas are built from them, and an
 * app whose first chunk must not carry zod (the store's route tables) reads them from here.
 */
export const bookTypes = ['ebook', 'audiobook', 'printbook'] as const;
export const bookSorts = [
  'TitleAsc',
  'TitleDesc',
  'PriceLow',
  'PriceHigh',
  'PublicationDateAsc',
  'PublicationDateDesc',
  'Trending',
] as const;
