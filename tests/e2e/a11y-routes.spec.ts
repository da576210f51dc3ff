import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { axeViolations as axeOn } from '../support/axe';
import { mailedCode, newUser, post, registerByApi, signInByApi } from './support/accounts';
import { readSpecRoutePatterns, SPEC_ROUTE_PATTERNS } from './support/spec-routes';
import { catalogSamples, type CatalogSamples } from './store-support';

/**
 * Every route pattern of SPEC.md section 2, with real parameters from the seeded database and signed in
 * as the role the page needs (after the seller security check for dashboard pages), has no axe
 * violations of WCAG 2.0, 2.1 and 2.2 A and AA (target size included) in either theme, and never scrolls
 * sideways.
 *
 * Cost: one page per role visits its routes one after another (no new browser context per route). Each
 * route loads once, on a 375 px phone in the light theme (sideways-scroll check, then axe), then the same
 * page turns dark (`<html data-theme>`, which is all the store's theme switch does) on a 1280 px desktop
 * for a second axe run and another sideways check. Readiness is the page's h1 and no `aria-busy` region
 * left, never network idle.
 */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const DEMO_PASSWORD = 'bookstore-demo';

/** Route parameters: the public catalogue plus what the signed-in role owns (orders, books, jobs). */
interface Params extends CatalogSamples {
  own: Record<string, string>;
}

interface Visit {
  /** The spec's pattern, as SPEC.md writes it. */
  pattern: string;
  path: (params: Params) => string;
  /** After the audit: a step the next pages need (pass the security check, verify the email). */
  then?: (page: Page, params: Params) => Promise<void>;
  /**
   * Requests held until the audit is done (a URL glob): a page that moves on by itself once a call
   * answers (/books/{slug}/buy adds the book, then goes to the checkout) stays put to be audited.
   */
  hold?: string;
}

interface Group {
  name: string;
  /** Signs the page in as the group's role and returns what its pages need. */
  start: (page: Page) => Promise<Record<string, string>>;
  visits: Visit[];
}

const visit = (pattern: string, path: Visit['path'] = () => pattern, then?: Visit['then']): Visit => ({
  pattern,
  path,
  ...(then ? { then } : {}),
});

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Accept: 'application/json' } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first item of a paginated list the signed-in user owns. */
async function firstItem<T>(request: APIRequestContext, path: string): Promise<T> {
  const { data } = await getJson<{ data: { items: T[] } }>(request, path);
  const item = data.items[0];
  if (item === undefined) throw new Error(`${path} lists nothing`);
  return item;
}

/** The newest mail id for an address, so a code read later is one mailed after this moment. */
async function lastMailId(request: APIRequestContext, email: string): Promise<number> {
  const { data } = await getJson<{ data: { id: number }[] }>(
    request,
    `/dev/mail.json?to=${encodeURIComponent(email)}&limit=1`,
  );
  return data[0]?.id ?? 0;
}

/** Signs a demo seller in and passes nothing yet: the group's first page is the security check. */
function seller(email: string) {
  return async (page: Page) => {
    await signInByApi(page, email, DEMO_PASSWORD);
    return { email, mailAfter: String(await lastMailId(page.request, email)) };
  };
}

/** On the security check page: the mailed code opens the dashboard (spec §5, seller_account_2fa). */
async function passSecurityCheck(page: Page, own: Record<string, string>): Promise<void> {
  const email = own.email ?? '';
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const { code } = await mailedCode(page.request, email, 'seller_2fa', Number(own.mailAfter));
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().fill(code);
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/dashboard') && !url.pathname.endsWith('/security_check'),
  );
}

const categoryPath = (type: string) => (p: Params) => `/${type}/${p.category.uid}`;
const subCategoryPath = (type: string) => (p: Params) => `/${type}/${p.category.uid}/${p.subCategory.uid}`;

const BOOK_STEPS = ['advance_info', 'basic_info', 'contributors', 'cover', 'printbook', 'publish'];
const VOICE_STEPS = ['demo', 'final', 'personal', 'studio', 'vocal'];

const GROUPS: Group[] = [
  {
    name: 'a visitor: home and the type and category listings',
    start: async () => ({}),
    visits: [
      visit('/'),
      visit('/audiobooks'),
      visit('/ebooks'),
      visit('/printbooks'),
      visit('/audiobooks/{slug}', categoryPath('audiobooks')),
      visit('/ebooks/{slug}', categoryPath('ebooks')),
      visit('/printbooks/{slug}', categoryPath('printbooks')),
      visit('/audiobooks/{slug}/{id}', subCategoryPath('audiobooks')),
      visit('/ebooks/{slug}/{id}', subCategoryPath('ebooks')),
      visit('/printbooks/{slug}/{id}', subCategoryPath('printbooks')),
    ],
  },
  {
    name: 'a visitor: the whole catalogue, authors and lists',
    start: async () => ({}),
    visits: [
      visit('/books'),
      visit('/books/{slug}', (p) => `/books/${p.printbook.uid}`),
      visit('/booksbak'),
      visit('/categories'),
      visit('/authors'),
      visit('/authors/{username}', (p) => `/authors/${p.author.username}`),
      visit('/lists'),
      visit('/lists/{id}', (p) => `/lists/${p.list.uid}`),
    ],
  },
  {
    name: 'a visitor: voiceover artists, sign-in, legal pages and the apps',
    start: async () => ({}),
    visits: [
      visit('/about'),
      visit('/voas'),
      visit('/voas/{username}', (p) => `/voas/${p.voa.username}`),
      visit('/voas/{username}/offers', (p) => `/voas/${p.voa.username}/offers`),
      visit('/voas/{username}/offers/{offer}', (p) => `/voas/${p.voa.username}/offers/${p.offer.uid}`),
      visit('/login'),
      visit('/signup'),
      visit('/forgot_password'),
      visit('/private-policy'),
      visit('/term-of-use'),
      visit('/oldreader'),
      visit('/reader2'),
      visit('/apps/reader'),
      visit('/apps/player'),
      visit('/mobile_pages/settings'),
      visit('/mobile_pages/settings/general'),
    ],
  },
  {
    name: 'the demo shopper: account, orders, payments, reader and player',
    start: async (page) => {
      await signInByApi(page, 'shopper@example.com', DEMO_PASSWORD);
      const [order, voOrder, payment, ebook, audiobook] = await Promise.all([
        firstItem<{ id: number }>(page.request, '/api/user/orders'),
        firstItem<{ uid: string }>(page.request, '/api/user/vo_orders'),
        firstItem<{ id: number }>(page.request, '/api/user/payments'),
        firstItem<{ book: { uid: string } }>(page.request, '/api/user/library/all?type=ebook'),
        firstItem<{ book: { uid: string } }>(page.request, '/api/user/library/all?type=audiobook'),
      ]);
      return {
        order: String(order.id),
        voOrder: voOrder.uid,
        payment: String(payment.id),
        ebook: ebook.book.uid,
        audiobook: audiobook.book.uid,
      };
    },
    visits: [
      visit('/myaccount'),
      visit('/myaccount/library'),
      visit('/myaccount/orders'),
      visit('/myaccount/orders/books'),
      visit('/myaccount/orders/books/{slug}', (p) => `/myaccount/orders/books/${p.own.order}`),
      visit('/myaccount/orders/voiceovers'),
      visit('/myaccount/orders/voiceovers/{uid}', (p) => `/myaccount/orders/voiceovers/${p.own.voOrder}`),
      visit('/myaccount/payments'),
      visit('/myaccount/payments/{slug}', (p) => `/myaccount/payments/${p.own.payment}`),
      visit('/myaccount/update_account'),
      visit('/apps/reader/{uid}', (p) => `/apps/reader/${p.own.ebook}`),
      visit('/apps/player/{uid}', (p) => `/apps/player/${p.own.audiobook}`),
    ],
  },
  {
    name: 'a new user: email verification, becoming a seller, buying',
    start: async (page) => {
      const user = newUser('a11yroutes');
      await registerByApi(page, user, { verify: false });
      return { email: user.email };
    },
    visits: [
      visit('/myaccount/verify_email', undefined, async (page, p) => {
        const { code } = await mailedCode(page.request, p.own.email ?? '', 'email_verification');
        await post(page.request, '/api/user/auth/email/verify', { verification_code: code });
      }),
      visit('/selling'),
      visit('/selling/author'),
      visit('/selling/author/onboard'),
      visit('/selling/voa'),
      visit('/selling/voa/onboard'),
      ...VOICE_STEPS.map((step) => visit(`/selling/voa/onboard/${step}`)),
      {
        ...visit(
          '/books/{slug}/buy',
          (p) => `/books/${p.ebook.uid}/buy`,
          // Checkout with something to buy: a print book, so the delivery section shows too.
          async (page, p) => {
            await post(page.request, '/api/user/cart/add?country=ng', {
              book_uid: p.printbook.uid,
              quantity: 1,
            });
          },
        ),
        // The page adds the book and goes on to the checkout: held, it stays to be audited.
        hold: '**/api/user/cart/add**',
      },
      visit('/checkout'),
    ],
  },
  {
    name: 'the demo author: security check, books, sales and revenue',
    start: seller('author@example.com'),
    visits: [
      visit('/dashboard/security_check', undefined, async (page, p) => {
        await passSecurityCheck(page, p.own);
        // The author's own book: a draft-or-published book with every edit step.
        const book = await firstItem<{ uid: string }>(page.request, '/api/user/selling/books');
        p.own.book = book.uid;
      }),
      visit('/dashboard'),
      visit('/dashboard/mybooks'),
      visit('/dashboard/mybooks/new'),
      visit('/dashboard/mybooks/{slug}', (p) => `/dashboard/mybooks/${p.own.book}`),
      ...BOOK_STEPS.map((step) =>
        visit(
          `/dashboard/mybooks/{slug}/edit/${step}`,
          (p) => `/dashboard/mybooks/${p.own.book}/edit/${step}`,
        ),
      ),
      visit('/dashboard/revenue'),
      visit('/dashboard/revenue/bank'),
      visit('/dashboard/sales'),
    ],
  },
  {
    name: 'the demo voiceover artist: profile, offers and jobs',
    start: async (page) => {
      // The security check itself is audited in the author's group.
      const own = await seller('voice@example.com')(page);
      await page.goto('/dashboard/voiceover');
      await expect(page).toHaveURL(/\/dashboard\/security_check/);
      await passSecurityCheck(page, own);
      const job = await firstItem<{ uid: string }>(page.request, '/api/user/selling/voa/jobs');
      return { ...own, job: job.uid };
    },
    visits: [
      visit('/dashboard/voiceover'),
      visit('/dashboard/voiceover/jobs'),
      visit('/dashboard/voiceover/jobs/{uid}', (p) => `/dashboard/voiceover/jobs/${p.own.job}`),
      visit('/dashboard/voiceover/offers'),
      visit('/dashboard/voiceover/offers/new'),
      visit('/dashboard/voiceover/profile'),
      ...VOICE_STEPS.map((step) => visit(`/dashboard/voiceover/profile/${step}`)),
    ],
  },
];

/** Where the page scrolls sideways: the document wider than the window, and the first culprits. */
function measureOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Content inside a scrolling or clipping box does not widen the page: name only what sticks out.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(element))
      .slice(0, 3)
      .map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        return `${element.tagName.toLowerCase()}${id}${className ? `.${className}` : ''}`;
      });
    return `${root.scrollWidth} px wide in a ${root.clientWidth} px window (${culprits.join(', ')})`;
  });
}

/** The page's sideways overflow once a resize has settled (layout that follows the window size). */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  let overflow = await measureOverflow(page);
  if (overflow) {
    await expect
      .poll(async () => (overflow = await measureOverflow(page)), { timeout: 2_000 })
      .toBeNull()
      .catch(() => undefined);
  }
  return overflow;
}

async function axeViolations(page: Page, label: string): Promise<string[]> {
  return (await axeOn(page)).map((violation) => `${label} ${violation}`);
}

/** Loads one route and returns its problems (empty when it passes). */
async function audit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(PHONE);
  await page.goto(path);
  // The page itself, not a guard's redirect, with its heading and data.
  await expect(page, `${path} opens`).toHaveURL((url) => url.pathname === path, { timeout: 15_000 });
  await expect(page.locator(':root')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0, {
    timeout: 15_000,
  });

  // Sections below the fold skip rendering until scrolled to (content-visibility: auto); axe measures
  // targets in them wrongly (dequelabs/axe-core#2768), so render them all, as scrolling there would.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const phone = await sidewaysOverflow(page);
  if (phone) problems.push(`${path} [light, 375 px] scrolls sideways: ${phone}`);
  problems.push(...(await axeViolations(page, `${path} [light, 375 px]`)));

  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  // The header re-lays out for the wider screen (the search icon becomes a field): let its transitions
  // end and two frames paint before axe measures targets.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    // At most a second: a transition is a few hundred milliseconds.
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => {}))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  });
  const desktop = await sidewaysOverflow(page);
  if (desktop) problems.push(`${path} [dark, 1280 px] scrolls sideways: ${desktop}`);
  problems.push(...(await axeViolations(page, `${path} [dark, 1280 px]`)));
  return problems;
}

/** `audit`, with the requests matching `hold` (if any) kept waiting until it is done, then let go. */
async function auditHolding(page: Page, path: string, hold: string | undefined): Promise<string[]> {
  if (!hold) return audit(page, path);
  const held: Route[] = [];
  await page.route(hold, (route) => void held.push(route));
  try {
    return await audit(page, path);
  } finally {
    // Let go of what was held, then of the route (which lets any later request through by itself).
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.unroute(hold);
  }
}

test.describe('every route of the spec', () => {
  test('is visited by this suite, once', () => {
    const visited = GROUPS.flatMap((group) => group.visits.map((entry) => entry.pattern));
    expect(visited).toHaveLength(84);
    expect([...visited].sort()).toEqual([...SPEC_ROUTE_PATTERNS].sort());
  });

  test('is the list of SPEC.md', () => {
    const fromSpec = readSpecRoutePatterns();
    test.skip(!fromSpec, 'SPEC.md is not at hand (set SPEC_PATH)');
    expect([...(fromSpec ?? [])].sort()).toEqual([...SPEC_ROUTE_PATTERNS].sort());
  });
});

/** Every element's longest animation or transition, in ms (with its selector), and the drawer's. */
async function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)));
    let longest = { ms: 0, element: '' };
    for (const element of [document.documentElement, ...document.querySelectorAll('body *')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName === 'none' ? 0 : ms(style.animationDuration);
        const transition = style.transitionProperty === 'none' ? 0 : ms(style.transitionDuration);
        const value = Math.max(animated, transition);
        if (value > longest.ms)
          longest = { ms: value, element: `${element.tagName} ${element.className} ${pseudo ?? ''}` };
      }
    }
    const panel = document.querySelector('[role="dialog"]');
    return { longest, drawer: panel ? ms(getComputedStyle(panel).animationDuration) : null };
  });
}

test('prefers-reduced-motion: no animation or transition longer than 1 ms; without it the drawer slides', async ({
  page,
}) => {
  const openCart = async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    return longestMotion(page);
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await openCart();
  expect(moving.drawer).toBeGreaterThan(100);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await openCart();
  expect(still.drawer).toBeLessThanOrEqual(1);
  expect(still.longest.ms, `the longest motion: ${still.longest.element}`).toBeLessThanOrEqual(1);
});

for (const group of GROUPS) {
  test(`axe finds nothing and nothing scrolls sideways: ${group.name}`, async ({ page }) => {
    // A route takes 2 to 9 s on a quiet machine and several times that on a loaded CI machine.
    test.setTimeout(Math.max(300_000, group.visits.length * 30_000));
    // The light theme on every load (the dark run switches the loaded page over).
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    // Still pages for the audit: no transition caught half-way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const params: Params = { ...(await catalogSamples(page.request)), own: await group.start(page) };
    const problems: string[] = [];
    for (const entry of group.visits) {
      const path = entry.path(params);
      await test.step(path, async () => {
        try {
          problems.push(...(await auditHolding(page, path, entry.hold)));
        } catch (error) {
          // One broken page must not hide the others' results.
          problems.push(
            `${path} could not be audited: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error)}`,
          );
        }
        await entry.then?.(page, params);
      });
    }
    expect(problems).toEqual([]);
  });
}
