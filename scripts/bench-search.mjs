#!/usr/bin/env node
// Browser benchmark of the store's search overlay: types real queries into the header's search box and
// measures, in the page, the time from the last keystroke to the frame that paints the results for the
// whole query. Prints p50, p75 and p95. Needs a running store with its API (`pnpm start`, or
// `node apps/api/dist/server.js` after building the store); not part of the test command.
//
//   node scripts/bench-search.mjs [--url http://127.0.0.1:3000] [--runs 40] [--key-delay 130]
//                                 [--warmup 3] [--budget 250]
//
// --key-delay is the pause between keystrokes (130 ms is about 90 words a minute); --budget makes the
// run exit 1 when p75 is above it (ms).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const baseUrl = option('url', process.env.STORE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(option('runs', '40'));
const keyDelay = Number(option('key-delay', '130'));
const warmup = Number(option('warmup', '3'));
const budget = option('budget', undefined);

/** Distinct queries with results: words of the catalogue's titles and authors' names, 4 letters and up. */
async function queries(count) {
  const words = new Set();
  for (let page = 1; words.size < count * 3 && page <= 5; page += 1) {
    const response = await fetch(`${baseUrl}/api/public/books?country=ng&limit=100&page=${page}`);
    if (!response.ok) throw new Error(`GET /api/public/books: ${response.status}`);
    const { data } = await response.json();
    for (const book of data.items) {
      for (const word of `${book.title} ${book.authors?.map((a) => a.last_name ?? '').join(' ') ?? ''}`
        .toLowerCase()
        .split(/[^\p{L}]+/u)) {
        if (word.length >= 4) words.add(word);
      }
    }
    if (data.items.length < 100) break;
  }
  // Each query is checked to have results, so "painted" always means a results list.
  const picked = [];
  for (const word of words) {
    if (picked.length === count) break;
    const response = await fetch(
      `${baseUrl}/api/public/search?country=ng&keyword=${encodeURIComponent(word)}`,
    );
    if (!response.ok) continue;
    const { data } = await response.json();
    if (data.books.length + data.categories.length + data.authors.length > 0) picked.push(word);
  }
  if (picked.length < count) throw new Error(`Only ${picked.length} queries with results were found`);
  return picked;
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

const list = await queries(runs + warmup);
// The benchmark asks the same search calls the page will; SWR's cache is per page, so none is warm.
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(() => {
  document.addEventListener('keydown', () => Object.assign(window, { __lastKey: performance.now() }), true);
});
await page.goto(`${baseUrl}/`);
const header = page.getByRole('banner');
await header.waitFor();

const timings = [];
const failures = [];
for (const [index, query] of list.entries()) {
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox');
  await box.waitFor();
  // Listens before typing, so the frame that paints the results is not missed.
  const painted = page.evaluate(
    (q) =>
      new Promise((resolve) => {
        const started = performance.now();
        const frame = () => {
          const results = document.querySelector('[role="dialog"] [data-query]');
          if (results && results.getAttribute('data-query') === q) {
            // After this frame's paint.
            setTimeout(() => resolve(performance.now() - window.__lastKey), 0);
          } else if (performance.now() - started > 10_000) resolve(null);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    query,
  );
  await box.pressSequentially(query, { delay: keyDelay });
  const ms = await painted;
  if (index >= warmup) {
    if (ms === null) failures.push(query);
    else timings.push(ms);
  }
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
}
await browser.close();

timings.sort((a, b) => a - b);
const fmt = (ms) => `${ms.toFixed(0)} ms`;
console.log(
  `search: last keystroke → results painted, ${timings.length} queries typed at ${keyDelay} ms a key (${baseUrl})`,
);
if (timings.length > 0) {
  console.log(
    `p50 ${fmt(percentile(timings, 50))}  p75 ${fmt(percentile(timings, 75))}  p95 ${fmt(percentile(timings, 95))}  ` +
      `min ${fmt(timings[0])}  max ${fmt(timings[timings.length - 1])}`,
  );
}
if (failures.length > 0) console.log(`no results painted within 10 s for: ${failures.join(', ')}`);
const p75 = timings.length > 0 ? percentile(timings, 75) : Infinity;
if (budget !== undefined) {
  const ok = p75 <= Number(budget) && failures.length === 0;
  console.log(ok ? `✓ p75 within ${budget} ms` : `✗ p75 over ${budget} ms`);
  process.exit(ok ? 0 : 1);
}
