import { test, expect } from '@playwright/test';
import { signInByApi } from './support/accounts';
import { libraryBooks } from './support/library-books';

test('debug search timing', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const lib = await libraryBooks(playwright.request, baseURL ?? '', [{ file: 'linear-algebra.epub', label: 'LA' }]);
  await signInByApi(page, lib.shopper.email, lib.shopper.password);
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  await page.goto(`/apps/reader/${lib.books[0]!.uid}`);
  await expect(page.getByRole('region', { name: 'Book text' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Search in the book' }).click();
  await page.getByRole('searchbox', { name: 'Words to find' }).fill('Beezer');
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.locator('mark').first()).toBeVisible({ timeout: 120_000 });
  console.log('first hit', Date.now() - t0);
  for (let i = 0; i < 40; i++) {
    const t = Date.now();
    const n = await page.evaluate(() => document.querySelectorAll('mark').length);
    console.log('marks', n, 'eval took', Date.now() - t, 'at', Date.now() - t0, await page.getByRole('status').textContent());
    if (/results? for/.test((await page.getByRole('status').textContent()) ?? '')) break;
    await page.waitForTimeout(3000);
  }
});
