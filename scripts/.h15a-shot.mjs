import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const base = 'http://127.0.0.1:3415';
const [width, themeName, out, panel] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: base, viewport: { width: Number(width), height: 800 } });
const request = context.request;
const csrf = async () => decodeURIComponent((await request.get('/sanctum/csrf-cookie')).headers()['x-xsrf-token'] ?? '');
await request.post('/user/auth/spa/login', { data: { email: 'shopper@example.com', password: 'bookstore-demo' }, headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await csrf() } });
const library = await (await request.get('/api/user/library/all?type=ebook')).json();
const item = library.data.items.find((i) => i.book.title.startsWith("Children"));
await context.addInitScript((t) => { localStorage.setItem('user_session', 'active'); localStorage.setItem('theme', t); }, themeName);
const page = await context.newPage();
await page.goto(`/apps/reader/${item.book.uid}`);
await page.waitForFunction(() => performance.getEntriesByName('reader:first-page').length > 0, null, { timeout: 60000 });
if (panel) { await page.getByRole('button', { name: panel }).click(); await page.waitForTimeout(600); }
if (panel === 'Reading settings') { await page.getByRole('radio', { name: 'Sepia' }).check(); await page.waitForTimeout(600); }
await page.screenshot({ path: `node_modules/.cache/h15a/${out}.png` });
await browser.close();
