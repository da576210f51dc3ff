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
  /** Extension (issue 25): by how well a book matches the listing's keyword; the default with one. */
  'Relevance',
] as const;

/**
 * Extension (issue 25): the listing's price bands, in steps of the country's base ebook price
 * (`price_levels.ebook_base`: ₦3,500 in Nigeria, $7 in the US), so each band means the same in every
 * currency: `free` costs nothing, `low` is under one base price, `mid` one to two, `high` two to four,
 * `top` four or more. The facets call answers each band's bounds in the country's currency.
 */
export const priceBands = ['free', 'low', 'mid', 'high', 'top'] as const;
/** Extension (issue 25): a listing's minimum-stars filter and facet (1 to 4 stars and up). */
export const ratingFloors = [1, 2, 3, 4] as const;

/** The edit steps of a seller's book (/dashboard/mybooks/{uid}/edit/{step}), in order. */
export const bookEditSteps = [
  'basic_info',
  'advance_info',
  'contributors',
  'cover',
  'printbook',
  'publish',
] as const;

/** A book type (spec §9's type filters). */
export type BookType = (typeof bookTypes)[number];
/** A listing sort (spec §9's sort options). */
export type BookSort = (typeof bookSorts)[number];
/** A listing price band (extension, issue 25). */
export type PriceBand = (typeof priceBands)[number];
/** A listing's minimum stars (extension, issue 25). */
export type RatingFloor = (typeof ratingFloors)[number];

/** Spec §9: the country used until the visitor or their account names one. */
export const DEFAULT_COUNTRY = 'ng';

/** Seconds before a verification, reset or 2-factor code can be asked for again. */
export const RESEND_COOLDOWN_SECONDS = 60;

export * from './money';
export * from './cart-model';

/**
 * `target` itself when it is a path on this site (`/…`, not a protocol-relative `//host` nor a
 * `/\host` that browsers read the same way); `fallback` otherwise. Every `?redirect=` a page follows
 * goes through this, so a crafted link cannot send a user to another site after signing in.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/**
 * `page` with `?redirect=` naming where to come back to afterwards. No redirect is added when there is
 * nowhere to come back to (the home page), when `from` is already `page` (a loop), or when `from` is
 * not a path on this site.
 */
export function withRedirect(page: string, from: string | null | undefined): string {
  if (!from || from === '/' || from.startsWith(page) || safeRedirect(from, '') === '') return page;
  return `${page}?redirect=${encodeURIComponent(from)}`;
}
