#!/usr/bin/env node
// Time to first page painted in the store's EPUB reader, for each EPUB of a folder (by default the
// project's fixtures, ../shared/fixtures/epub). Not a test: it prints the figures and the goals
// (≤ 1.5 s for books up to 2 MB, ≤ 3 s above) and exits 0.
//
// It needs the built store served by the API with the demo data (`pnpm start`, or the e2e server):
//   node scripts/bench-reader.mjs [--url http://127.0.0.1:3400] [--dir ../shared/fixtures/epub] [--runs 3]
// It signs in as the demo shopper, opens one of their library's ebooks in the reader and, through
// the browser's request interception, hands the reader each fixture in place of that book's file (no
// saved place). The clock runs from the navigation's start to the reader's `reader:first-page`
// performance mark (set one frame after the first page is laid out), so it covers the HTML, the
// JavaScript chunks, the library call, the download, unpacking and layout.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const base = arg('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3400');
const dir = path.resolve(root, arg('dir', '../shared/fixtures/epub'));
const runs = Number(arg('runs', '3'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.epub'))
  .sort();

const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
const request = context.request;
const csrf = async () =>
  decodeURIComponent((await request.get('/sanctum/csrf-cookie')).headers()['x-xsrf-token'] ?? '');
const login = await request.post('/user/auth/spa/login', {
  data: { email: 'shopper@example.com', password: 'bookstore-demo' },
  headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await csrf() },
});
if (!login.ok()) throw new Error(`Sign-in failed (${login.status()}): is the demo data seeded at ${base}?`);
const library = await (await request.get('/api/user/library/all?type=ebook&per_page=50')).json();
const uid = library.data?.items?.[0]?.book?.uid;
if (!uid) throw new Error('The demo shopper has no ebook in the library.');
// The library's answer for that book, pointing the reader at a fixture instead, with no saved place.
const entry = await (await request.get(`/api/user/library/books/${uid}`)).json();
const benchEntry = (file) => ({
  ...entry,
  data: {
    ...entry.data,
    annotations: [],
    progress: { ...entry.data.progress, location: null, percent: 0 },
    access: { ...entry.data.access, file_url: `${base}/__bench/${file}` },
  },
});
await context.addInitScript(() => localStorage.setItem('user_session', 'active'));

const results = [];
for (const file of files) {
  const bytes = readFileSync(path.join(dir, file));
  const times = [];
  const inReader = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    page.on('crash', () => console.error(`${file}: the page crashed`));
    await page.route(`**/api/user/library/books/${uid}`, (route) =>
      route.fulfill({ json: benchEntry(file) }),
    );
    await page.route(`**/__bench/${file}`, (route) =>
      route.fulfill({ body: bytes, contentType: 'application/epub+zip' }),
    );
    await page.goto(`/apps/reader/${uid}`);
    const [ms, fromOpen] = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const found = () => performance.getEntriesByName('reader:first-page')[0];
          const timer = setInterval(() => {
            const mark = found();
            if (mark) {
              clearInterval(timer);
              const open = performance.getEntriesByName('reader:open')[0]?.startTime ?? 0;
              resolve([mark.startTime, mark.startTime - open]);
            } else if (document.querySelector('[role="alert"]')) {
              clearInterval(timer);
              reject(new Error(document.querySelector('[role="alert"]')?.textContent ?? 'error'));
            }
          }, 20);
        }),
    );
    times.push(ms);
    inReader.push(fromOpen);
    await page.close();
  }
  times.sort((a, b) => a - b);
  inReader.sort((a, b) => a - b);
  const size = statSync(path.join(dir, file)).size;
  const median = times[Math.floor(times.length / 2)];
  const goal = size <= 2 * 1024 * 1024 ? 1500 : 3000;
  results.push({ file, size, median, goal });
  console.log(
    `${median <= goal ? '✓' : '✗'} ${file.padEnd(28)} ${(size / 1024 / 1024).toFixed(2).padStart(6)} MB  ` +
      `first page ${Math.round(median)} ms from navigation, ${Math.round(inReader[Math.floor(runs / 2)])} ms from the reader's ` +
      `start (median of ${runs}; runs ${times.map(Math.round).join(', ')}; goal ≤ ${goal} ms)`,
  );
}
await browser.close();
const over = results.filter((r) => r.median > r.goal).length;
console.log(`bench-reader: ${results.length - over} within the goal, ${over} over`);
