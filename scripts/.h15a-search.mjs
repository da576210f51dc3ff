import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const base = 'http://127.0.0.1:3415';
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
const request = context.request;
const csrf = async () => decodeURIComponent((await request.get('/sanctum/csrf-cookie')).headers()['x-xsrf-token'] ?? '');
await request.post('/user/auth/spa/login', { data: { email: 'shopper@example.com', password: 'bookstore-demo' }, headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await csrf() } });
const library = await (await request.get('/api/user/library/all?type=ebook')).json();
const item = library.data.items.find((i) => i.book.title.startsWith(process.argv[2] ?? 'Children'));
await context.addInitScript(() => localStorage.setItem('user_session', 'active'));
const page = await context.newPage();
if (process.argv[4]) { const { readFileSync } = await import('node:fs'); const bytes = readFileSync(process.argv[4]); await page.route(/signature=/, (r) => r.fulfill({ body: bytes })); }
page.on('console', (m) => m.type() !== 'log' && console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`/apps/reader/${item.book.uid}`);
await page.waitForFunction(() => performance.getEntriesByName('reader:first-page').length > 0, null, { timeout: 60000 }).catch(async (e) => { await page.screenshot({ path: 'node_modules/.cache/h15a/search.png' }); throw e; });
await page.getByRole('button', { name: 'Contents' }).click();
const entries = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('button');
const n = await entries.count();
await entries.nth(Math.floor(n / 2)).click();
await page.waitForTimeout(3000);
console.log('chapter', await page.getByTestId('reader-chapter').textContent());
await page.getByRole('button', { name: 'Search in the book' }).click();
await page.getByRole('searchbox', { name: 'Words to find' }).fill(process.argv[3] ?? 'fox');
const t = Date.now();
await page.getByRole('button', { name: 'Search', exact: true }).click();
for (let i = 0; i < 20; i++) {
  await page.waitForTimeout(1000);
  console.log(Date.now() - t, await page.locator('mark').count(), await page.getByRole('status').textContent());
  if ((await page.getByRole('status').textContent())?.includes('results')) break;
}
await page.screenshot({ path: 'node_modules/.cache/h15a/search.png' });
await browser.close();
