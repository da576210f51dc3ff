import { test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { showTheme } from '../support/views';
import { newUser, post } from './support/accounts';
import { signInToBackOffice } from './support/back-office';
import { becomeSeller, publishEbook, registerVerified } from './support/library-books';
import { approve as approveArtist, expect, onboardArtist, proposeBio } from './support/voiceover';

// Issue 41, items 2 and 3, in the back office on the real server: the operator's own account offers no
// suspension, a suspended author's book in review cannot be approved (the page says why) and the audit
// log names who acted through what. Both themes at 375 and 1280 px, axe clean, the screenshots kept in
// tests/.output/states for a person to look at.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL });
  page = await context.newPage();
  await signInToBackOffice(page);
});

test.afterAll(async () => {
  await context?.close();
});

const VIEWS = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 375 },
  { theme: 'dark', width: 375 },
] as const;

/** The page in both themes at both widths: no axe violation, no sideways scroll, a screenshot each. */
async function lookAt(name: string) {
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: 900 });
    await showTheme(page, view.theme);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, `${name} [${view.theme}, ${view.width} px] scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `${name} [${view.theme}, ${view.width} px]`).toEqual([]);
    await page.screenshot({
      path: `tests/.output/states/${name}-${view.theme}-${view.width}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a suspended author’s book waits, its approval refused with the reason; the audit names the operator', async ({
  playwright,
  baseURL,
}) => {
  const authorApi = await playwright.request.newContext({ baseURL });
  try {
    const author = newUser('suspauthor');
    await registerVerified(authorApi, author);
    await becomeSeller(authorApi, author);
    const book = await publishEbook(authorApi, 'wasteland.epub', `Suspended ${author.username.slice(-6)}`);

    const found = await page.request.get(`/api/admin/users?q=${author.username}`, {
      headers: { Accept: 'application/json' },
    });
    const id = ((await found.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
    expect(id).toBeTruthy();
    await post(page.request, `/api/admin/users/${id}/suspend`, { reason: 'Chargebacks under review.' });

    await page.goto(`/admin/reviews/books/${book.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: `Review “${book.title}”` })).toBeVisible();
    const approve = page.getByRole('button', { name: 'Approve and publish' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(/The author is suspended: restore the account/);
    await expect(page.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await lookAt('review-suspended-author');

    await page.goto(`/admin/users?q=${author.username}`);
    await expect(page.getByRole('button', { name: `Restore ${author.username}` })).toBeVisible();
    await page.goto(`/admin/audit?target_id=${author.username}`);
    const row = page.getByRole('row').filter({ hasText: 'Chargebacks under review.' });
    await expect(row).toContainText('demo_operator');
    await lookAt('audit-named-operator');
  } finally {
    await authorApi.dispose();
  }
});

test('a suspended artist’s profile change cannot be approved: the review says why', async ({
  browser,
  baseURL,
}) => {
  const artistContext = await browser.newContext({ baseURL });
  try {
    const artistPage = await artistContext.newPage();
    const artist = await onboardArtist(artistPage, 'suspartist', 'English');
    await approveArtist(artistPage, artist.user.username);
    await proposeBio(artistPage, (bio) => `${bio} Weekend sessions too.`);

    const found = await page.request.get(`/api/admin/users?q=${artist.user.username}`, {
      headers: { Accept: 'application/json' },
    });
    const id = ((await found.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id;
    expect(id).toBeTruthy();
    await post(page.request, `/api/admin/users/${id}/suspend`, { reason: 'Chargebacks under review.' });

    await page.goto(`/admin/reviews/voiceovers/${artist.user.username}`);
    const approve = page.getByRole('button', { name: 'Approve the change' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(/The artist is suspended: restore the account/);
    await expect(page.getByRole('button', { name: 'Reject the change' })).toBeEnabled();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await lookAt('review-suspended-artist');
  } finally {
    await artistContext.close();
  }
});

test('the operator’s own account offers no suspension: the row says another operator decides it', async () => {
  await page.goto('/admin/users?q=demo_operator');
  const row = page.getByRole('row').filter({ hasText: 'operator@example.com' });
  await expect(row).toContainText('Your account: another operator decides it.');
  await expect(row.getByRole('button')).toHaveCount(0);
  await lookAt('users-own-account');
});
