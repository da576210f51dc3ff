/*
 * The store's page paths, shared by the store's route-table test, the end-to-end suites and the reference
 * API (which answers 404, with a page that asks crawlers not to list it, for a path the store has no page
 * for). A module of its own, never in the store's first chunk.
 */

/**
 * Every page of the store: the 84 route patterns of SPEC.md section 2, written the way the spec names
 * their parameters ({slug}, {id}, {uid}, {username}, {offer}); alternatives such as /{a|b} are listed
 * one by one. The store's route tables hold exactly these (apps/store/src/routes/routes.test.ts).
 */
export const SPEC_ROUTE_PATTERNS: readonly string[] = [
  // Public routes
  '/',
  '/about',
  '/audiobooks',
  '/ebooks',
  '/printbooks',
  '/audiobooks/{slug}',
  '/ebooks/{slug}',
  '/printbooks/{slug}',
  '/audiobooks/{slug}/{id}',
  '/ebooks/{slug}/{id}',
  '/printbooks/{slug}/{id}',
  '/books',
  '/books/{slug}',
  '/books/{slug}/buy',
  '/booksbak',
  '/categories',
  '/checkout',
  '/authors',
  '/authors/{username}',
  '/lists',
  '/lists/{id}',
  '/voas',
  '/voas/{username}',
  '/voas/{username}/offers',
  '/voas/{username}/offers/{offer}',
  '/login',
  '/signup',
  '/forgot_password',
  '/private-policy',
  '/term-of-use',
  '/oldreader',
  '/reader2',
  '/apps/reader',
  '/apps/reader/{uid}',
  '/apps/player',
  '/apps/player/{uid}',
  '/mobile_pages/settings',
  '/mobile_pages/settings/general',
  // Account routes
  '/myaccount',
  '/myaccount/library',
  '/myaccount/orders',
  '/myaccount/orders/books',
  '/myaccount/orders/books/{slug}',
  '/myaccount/orders/voiceovers',
  '/myaccount/orders/voiceovers/{uid}',
  '/myaccount/payments',
  '/myaccount/payments/{slug}',
  '/myaccount/update_account',
  '/myaccount/verify_email',
  // Selling routes
  '/selling',
  '/selling/author',
  '/selling/author/onboard',
  '/selling/voa',
  '/selling/voa/onboard',
  ...['demo', 'final', 'personal', 'studio', 'vocal'].map((step) => `/selling/voa/onboard/${step}`),
  // Seller dashboard routes
  '/dashboard',
  '/dashboard/mybooks',
  '/dashboard/mybooks/new',
  '/dashboard/mybooks/{slug}',
  ...['advance_info', 'basic_info', 'contributors', 'cover', 'printbook', 'publish'].map(
    (step) => `/dashboard/mybooks/{slug}/edit/${step}`,
  ),
  '/dashboard/revenue',
  '/dashboard/revenue/bank',
  '/dashboard/sales',
  '/dashboard/security_check',
  '/dashboard/voiceover',
  '/dashboard/voiceover/jobs',
  '/dashboard/voiceover/jobs/{uid}',
  '/dashboard/voiceover/offers',
  '/dashboard/voiceover/offers/new',
  '/dashboard/voiceover/profile',
  ...['demo', 'final', 'personal', 'studio', 'vocal'].map((step) => `/dashboard/voiceover/profile/${step}`),
];

/**
 * The back office (issue 28, an extension of spec §2): the operators' pages, guarded by the operator
 * role and the mailed security check. Not in SPEC.md, so kept apart from its list.
 */
export const BACK_OFFICE_ROUTE_PATTERNS: readonly string[] = [
  '/admin',
  '/admin/security_check',
  '/admin/reviews/books',
  '/admin/reviews/books/{uid}',
  '/admin/reviews/changes',
  '/admin/reviews/changes/{uid}',
  '/admin/reviews/voiceovers',
  '/admin/reviews/voiceovers/{username}',
  '/admin/reviews/readers',
  '/admin/books',
  '/admin/offers',
  '/admin/orders',
  '/admin/orders/{id}',
  '/admin/payouts',
  '/admin/users',
  '/admin/partners',
  '/admin/audit',
];

/**
 * The partner programme (issue 43, an extension): its public page, and the partner's own pages, guarded
 * by the partner role.
 */
export const PARTNER_ROUTE_PATTERNS: readonly string[] = [
  '/partners',
  '/dashboard/partner',
  '/dashboard/partner/orders',
  '/dashboard/partner/embed',
  '/dashboard/partner/settings',
];

/** Every page of the store: spec §2's and the extensions'. */
export const STORE_ROUTE_PATTERNS: readonly string[] = [
  ...SPEC_ROUTE_PATTERNS,
  ...BACK_OFFICE_ROUTE_PATTERNS,
  ...PARTNER_ROUTE_PATTERNS,
];

/** A pattern's segments: literal text (compared without case, as the store's router does) or a parameter's name. */
type Segment = { literal: string } | { param: string };
const compiled = STORE_ROUTE_PATTERNS.map((pattern): Segment[] =>
  pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^\{([^}|]+)\}$/.exec(segment)?.[1];
      return param === undefined ? { literal: segment.toLowerCase() } : { param };
    }),
);

/** A store page a path shows: its pattern and the path's segment for each parameter (not decoded). */
export interface StoreRouteMatch {
  pattern: string;
  params: Record<string, string>;
}

/**
 * The page a path shows (`/books/B1` → `/books/{slug}` with `{ slug: 'B1' }`), or undefined when the
 * store has no page there. One trailing slash is ignored; each parameter takes one non-empty segment.
 */
export function matchStorePage(path: string): StoreRouteMatch | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed === '/' ? [''] : trimmed.split('/').slice(1);
  const index = compiled.findIndex(
    (pattern) =>
      pattern.length === (trimmed === '/' ? 1 : segments.length) &&
      pattern.every((part, i) => {
        const segment = segments[i] ?? '';
        return 'param' in part ? segment !== '' : part.literal === segment.toLowerCase();
      }),
  );
  const pattern = STORE_ROUTE_PATTERNS[index];
  if (pattern === undefined) return undefined;
  const params: Record<string, string> = {};
  compiled[index]?.forEach((part, i) => {
    if ('param' in part) params[part.param] = segments[i] ?? '';
  });
  return { pattern, params };
}

/** The pattern a path is a page of (`/books/B1` → `/books/{slug}`), or undefined (see matchStorePage). */
export function matchStoreRoute(path: string): string | undefined {
  return matchStorePage(path)?.pattern;
}

/**
 * A route's parameters decoded (`matchStorePage` leaves them as the path has them), or undefined for a
 * malformed escape, which names nothing: the server's heads and its Not Found checks decode them alike.
 */
export function decodeRouteParams(params: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return undefined;
  }
}
