// A new person's first hour, at the address the README gives (issue 39): the suite opens the store at
// http://localhost:PORT; the same journey runs again at http://127.0.0.1:PORT, since the server must
// hand out no link that ties a person to one of the two names.
import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { enterCode, fillSignup, mailedCode, newUser } from './support/accounts';
import { readerShowsText } from './support/reader';
import { catalogSamples } from './store-support';

const expect = baseExpect.configure({ timeout: 20_000 });

async function signUpAndBuyThenRead(page: Page): Promise<void> {
  const { ebook } = await catalogSamples(page.request);
  const user = newUser('firsthour');

  await page.goto('/signup');
  await fillSignup(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/myaccount\/verify_email/);
  const { code } = await mailedCode(page.request, user.email, 'email_verification');
  await enterCode(page, 'Verification code', code);
  await expect(page).toHaveURL(/\/myaccount$/);

  await page.goto(`/books/${ebook.uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ebook.title);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();

  // The payment page is on the origin the person opened, where their session is.
  const origin = new URL(page.url()).origin;
  await expect(page).toHaveURL(/\/pay\/\w+$/);
  expect(new URL(page.url()).origin).toBe(origin);
  await page.getByRole('button', { name: /^Pay / }).click();

  // The confirmation names the order and offers the book at once.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order [\w-]+ is paid$/);
  await expect(page.getByRole('link', { name: ebook.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to library' })).toBeVisible();
  const titled = ebook.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('link', { name: new RegExp(`^Read now\\W+${titled}$`) }).click();
  await expect(page).toHaveURL(/\/apps\/reader\/\w+$/);
  expect(new URL(page.url()).origin).toBe(origin);
  await readerShowsText(page);
}

base.describe('at the README address', () => {
  base('sign up, buy an ebook, pay, "Read now", and the reader shows its text', async ({ page, baseURL }) => {
    base.setTimeout(150_000);
    expect(new URL(baseURL ?? '').hostname).toBe('localhost');
    await signUpAndBuyThenRead(page);
  });
});

const onLoopbackAddress = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use((baseURL ?? '').replace('//localhost:', '//127.0.0.1:'));
  },
});

onLoopbackAddress.describe('at 127.0.0.1', () => {
  onLoopbackAddress('the same journey on the numeric loopback address', async ({ page, baseURL }) => {
    onLoopbackAddress.setTimeout(150_000);
    expect(new URL(baseURL ?? '').hostname).toBe('127.0.0.1');
    await signUpAndBuyThenRead(page);
  });
});
