import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The 84 route patterns of SPEC.md section 2, written out from the spec the way it names their
 * parameters ({slug}, {id}, {uid}, {username}, {offer}); alternatives such as /{a|b} are listed one by
 * one. `specRoutePatterns()` reads them from SPEC.md itself when the spec is at hand, so the two can be
 * compared (tests/e2e/a11y-routes.spec.ts).
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

/** SPEC.md: `SPEC_PATH`, else the shared folder beside the checkout (`../shared/SPEC.md`). */
export function specFile(): string | undefined {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const candidates = [process.env.SPEC_PATH, join(root, '..', 'shared', 'SPEC.md')];
  return candidates.find((file): file is string => Boolean(file && existsSync(file)));
}

/** `/a/{b|c}` gives `/a/b` and `/a/c`; a `{name}` without alternatives is a parameter and stays. */
function expand(path: string): string[] {
  const match = /\{([^}|]+\|[^}]+)\}/.exec(path);
  if (!match) return [path];
  const [whole, choices = ''] = match;
  return choices.split('|').flatMap((choice) => expand(path.replace(whole, choice)));
}

/**
 * Every route pattern of SPEC.md section 2 ("Screens and routes", up to "Shared layout"): the first
 * column of the public table and the bullets of the account, selling and dashboard lists, with the
 * spec's two phrasings for sub-pages ("Onboarding steps under X: a, b" and "X, with sub-pages a, b").
 */
export function specRoutePatterns(markdown: string): string[] {
  const start = markdown.indexOf('## 2. Screens and routes');
  const end = markdown.indexOf('### Shared layout', start);
  if (start < 0 || end < 0) throw new Error('SPEC.md has no section "2. Screens and routes"');
  const patterns: string[] = [];
  for (const line of markdown.slice(start, end).split('\n')) {
    let text: string;
    if (line.startsWith('|')) {
      text = line.split('|')[1]?.trim() ?? '';
      if (!text.startsWith('/')) continue; // the header and the separator rows
    } else if (line.startsWith('- ')) {
      text = line.slice(2).trim();
    } else continue;
    const under = /^Onboarding steps under (\/\S+): (.+)$/.exec(text);
    const subPages = /^(\/\S+), with sub-pages (.+)$/.exec(text);
    const withSteps = under ?? subPages;
    if (withSteps) {
      const [, base = '', steps = ''] = withSteps;
      if (subPages) patterns.push(base);
      for (const step of steps.split(',')) patterns.push(`${base}/${step.trim()}`);
      continue;
    }
    for (const path of text.match(/\/[^\s,]*/g) ?? []) patterns.push(...expand(path));
  }
  return patterns;
}

/** The patterns of SPEC.md when it is at hand. */
export function readSpecRoutePatterns(): string[] | undefined {
  const file = specFile();
  return file ? specRoutePatterns(readFileSync(file, 'utf8')) : undefined;
}
