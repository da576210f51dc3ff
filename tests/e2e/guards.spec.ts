import { expect, test } from '@playwright/test';
import { mailedCode, newUser, registerByApi, signInByApi } from './support/accounts';
import { ACCOUNT_ROUTES, DASHBOARD_ROUTES } from './support/routes';

test.describe('guards: a signed-out visitor', () => {
  // One page visits every route (a browser context and a first load of the store per route cost more
  // than the check itself); a soft check per route reports every route that fails, not the first.
  test('is sent to /login?redirect= from every account and dashboard page', async ({ page }) => {
    // 36 page loads: a few seconds each on a loaded machine.
    test.setTimeout(240_000);
    for (const route of [...ACCOUNT_ROUTES, ...DASHBOARD_ROUTES]) {
      await test.step(route, async () => {
        await page.goto(route);
        await expect
          .soft(page, `${route} sends to /login`)
          .toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(route)}$`));
        await expect
          .soft(page.getByRole('heading', { name: 'Login', level: 1 }), `${route} shows the login page`)
          .toBeVisible();
      });
    }
  });

  test('with a stale stored session (the server forgot it) loses it and goes to /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('user_session', 'active'));
    await page.goto('/myaccount/library');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount%2Flibrary$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_session'))).toBeNull();
  });
});

test.describe('guards: a signed-in user', () => {
  test('with an unverified email is sent to /myaccount/verify_email from account pages', async ({ page }) => {
    const user = newUser('guardunverified');
    await registerByApi(page, user, { verify: false });
    for (const route of ['/myaccount', '/myaccount/library', '/myaccount/orders/books']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/myaccount\/verify_email/);
    }
    await expect(page.getByRole('heading', { name: 'Verify your email', level: 1 })).toBeVisible();
    // The verify page itself opens (it needs a session, not a verified email).
    await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
    await mailedCode(page.request, user.email, 'email_verification');
  });

  // Rule 2 (spec §5: "/ or /dashboard"): home, since the dashboard would only send them on
  // (docs/decisions-issue-24.md, 4).
  test('without a selling account is sent home from an author page', async ({ page }) => {
    const user = newUser('guardbuyer');
    await registerByApi(page, user);
    await page.goto('/dashboard/mybooks');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an author must pass the security check before the dashboard', async ({ page }) => {
    await signInByApi(page, 'author@example.com', 'bookstore-demo');
    await page.goto('/dashboard/mybooks');
    await expect(page).toHaveURL(/\/dashboard\/security_check/);
  });

  test('a verified user opens every account page', async ({ page }) => {
    await signInByApi(page, 'shopper@example.com', 'bookstore-demo');
    for (const route of ['/myaccount', '/myaccount/library', '/myaccount/orders', '/myaccount/payments']) {
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
