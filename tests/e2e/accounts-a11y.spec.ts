import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { newUser, registerByApi, signInByApi } from './support/accounts';

/**
 * Every /myaccount screen, with real data, has no axe violations (WCAG 2.x A and AA) in either theme,
 * and never scrolls sideways: the light run is on a desktop, the dark one on a 375 px phone.
 * Detail screens use the demo shopper's own order, voiceover order and payment.
 */
const RUNS = [
  { theme: 'light', viewport: { width: 1280, height: 800 } },
  { theme: 'dark', viewport: { width: 375, height: 800 } },
] as const;

async function firstId(page: Page, path: string, key: 'id' | 'uid'): Promise<string> {
  const response = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  const { data } = (await response.json()) as { data: { items: Record<string, unknown>[] } };
  const value = data.items[0]?.[key];
  if (value === undefined) throw new Error(`The demo shopper has nothing at ${path}`);
  return String(value);
}

async function expectNoViolations(page: Page, path: string, theme: string) {
  await page.goto(path);
  // The screen itself, not a guard's redirect.
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for the screen's data: no loading skeleton left.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  const violations = await axeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  });
  expect.soft(violations.map((v) => `${path} ${v}`)).toEqual([]);
}

const SHOPPER_SCREENS: { name: string; path: (page: Page) => Promise<string> | string }[] = [
  { name: 'account overview', path: () => '/myaccount' },
  { name: 'library', path: () => '/myaccount/library' },
  { name: 'orders', path: () => '/myaccount/orders' },
  { name: 'book orders', path: () => '/myaccount/orders/books' },
  {
    name: 'book order',
    path: async (page) => `/myaccount/orders/books/${await firstId(page, '/api/user/orders', 'id')}`,
  },
  { name: 'voiceover orders', path: () => '/myaccount/orders/voiceovers' },
  {
    name: 'voiceover order',
    path: async (page) => `/myaccount/orders/voiceovers/${await firstId(page, '/api/user/vo_orders', 'uid')}`,
  },
  { name: 'payments', path: () => '/myaccount/payments' },
  {
    name: 'payment',
    path: async (page) => `/myaccount/payments/${await firstId(page, '/api/user/payments', 'id')}`,
  },
  { name: 'account update', path: () => '/myaccount/update_account' },
];

for (const { theme, viewport } of RUNS) {
  test.describe(`account screens have no axe violations (${theme}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    // One page visits every screen, signed in once (a context and a sign-in per screen cost more than
    // the checks); each screen is a step, and a soft check lets every screen report.
    test('the demo shopper’s screens', async ({ page }) => {
      test.setTimeout(180_000);
      await signInByApi(page, 'shopper@example.com', 'bookstore-demo');
      for (const screen of SHOPPER_SCREENS) {
        const path = await screen.path(page);
        await test.step(`${screen.name}: ${path}`, () => expectNoViolations(page, path, theme));
      }
    });

    test('the email verification screen of a new account', async ({ page }) => {
      await registerByApi(page, newUser(`axe-${theme}`), { verify: false });
      await expectNoViolations(page, '/myaccount/verify_email', theme);
    });
  });
}
