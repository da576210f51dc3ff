#!/usr/bin/env node
// Time to first page painted in the store's EPUB reader, for each EPUB of a folder (by default the
// project's fixtures, ../shared/fixtures/epub). Not a test: it prints the figures and the goals
// (≤ 1.5 s for books up to 2 MB, ≤ 3 s above) and exits 0.
//
// It needs the built store served by the API with the demo data (`pnpm start`, or the e2e server):
//   node scripts/bench-reader.mjs [--url http://127.0.0.1:3400] [--dir ../shared/fixtures/epub] [--runs 3]
//     [--user-agent '<a Safari user agent>']
// By default it makes the books real, as a person would, through the API: a new author publishes one
// ebook per fixture (details, a cover, the EPUB) and a new shopper buys them all and pays on the test
// payment page; each run then opens the shopper's library book in the reader with no saved place
// (a fresh browser context, so nothing is cached). With `--swap` it does what it did first: it opens
// one of the demo shopper's books and hands the reader each fixture through request interception.
// The clock runs from the navigation's start to the reader's `reader:first-page`
// performance mark (set one frame after the first page is laid out), so it covers the HTML, the
// JavaScript chunks, the library call, the download, unpacking and layout.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request as apiRequest } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const base = arg('url', process.env.BENCH_URL ?? 'http://127.0.0.1:3400');
const dir = path.resolve(root, arg('dir', '../shared/fixtures/epub'));
const runs = Number(arg('runs', '3'));
const swap = process.argv.includes('--swap');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.epub'))
  .sort();

/** An API client with the SPA's CSRF dance; `call` throws on a non-2xx answer. */
async function apiClient() {
  const request = await apiRequest.newContext({ baseURL: base });
  const token = async () =>
    decodeURIComponent((await request.get('/sanctum/csrf-cookie')).headers()['x-xsrf-token'] ?? '');
  const call = async (method, url, options = {}) => {
    const response = await request.fetch(url, {
      method,
      ...options,
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await token() },
      timeout: 120_000,
    });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()).data;
  };
  return { request, call };
}

/** The newest code of `purpose` mailed to `email` (the API's developer outbox). */
async function mailedCode(request, email, purpose) {
  for (let tries = 0; tries < 50; tries++) {
    const { data } = await (
      await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}&limit=20`)
    ).json();
    const mail = data.find((m) => m.purpose === purpose && m.code);
    if (mail) return mail.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${purpose} mail to ${email}`);
}

async function newVerifiedUser(label) {
  const id = randomUUID().replaceAll('-', '').slice(0, 10);
  const user = {
    first_name: 'Bench',
    last_name: 'Reader',
    username: `bench_${label}_${id}`,
    email: `bench.${label}.${id}@example.com`,
    password: `Bench-${id}`,
  };
  const client = await apiClient();
  await client.call('POST', '/user/auth/spa/register', {
    data: { ...user, password_confirmation: user.password, country_code: 'ng', accept_terms: true },
  });
  const code = await mailedCode(client.request, user.email, 'email_verification');
  await client.call('POST', '/api/user/auth/email/verify', { data: { verification_code: code } });
  return { user, ...client };
}

/** A new author publishes every fixture; a new shopper buys them. Returns the shopper and the uids. */
async function realLibrary() {
  const author = await newVerifiedUser('author');
  await author.call('POST', '/api/user/selling/create_account', {
    data: {
      bio: 'I publish the books the reader benchmark opens.',
      phone: '+2348035550103',
      country_code: 'ng',
      accept_terms: true,
    },
  });
  await author.request.get('/api/user/auth/verification/get_code');
  const twoFactor = await mailedCode(author.request, author.user.email, 'seller_2fa');
  await author.call('POST', '/api/user/selling/verify_2fa', { data: { verification_code: twoFactor } });
  const [category] = await author.call('GET', '/api/user/selling/books/categories/simple');
  const cover = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
    'base64',
  );
  const uids = {};
  for (const file of files) {
    const title = `Bench ${file.replace(/\.epub$/, '')} ${author.user.username.slice(-6)}`;
    const { uid } = await author.call('POST', '/api/user/selling/books', { data: { title, type: 'ebook' } });
    const book = `/api/user/selling/books/${uid}`;
    await author.call('PATCH', `${book}/basic_info`, {
      data: {
        title,
        description: 'A fixture book the reader benchmark publishes, buys and opens to time the first page.',
        category_uid: category.uid,
        language: 'English',
      },
    });
    await author.call('POST', `${book}/advance_info`, {
      data: { publication_date: '2026-01-15', price: 1500, currency_code: 'NGN' },
    });
    await author.call('POST', `${book}/attach_contributor`, {
      data: { name: 'Bench Author', role: 'author' },
    });
    await author.call('POST', `${book}/change_cover`, {
      multipart: { cover: { name: 'cover.png', mimeType: 'image/png', buffer: cover } },
    });
    await author.call('POST', `${book}/upload_ebook_file`, {
      multipart: {
        file: { name: file, mimeType: 'application/epub+zip', buffer: readFileSync(path.join(dir, file)) },
      },
    });
    await author.call('GET', `${book}/publish`);
    uids[file] = uid;
  }
  const shopper = await newVerifiedUser('shopper');
  for (const uid of Object.values(uids))
    await shopper.call('POST', '/api/user/cart/add?country=ng', { data: { book_uid: uid } });
  const order = await shopper.call('POST', '/api/user/orders', { data: { country: 'ng' } });
  const payPage = await (await shopper.request.get(order.payment.checkout_url)).text();
  const token = /name="_token" value="([^"]+)"/.exec(payPage)?.[1] ?? '';
  const paid = await shopper.request.post(order.payment.checkout_url, {
    form: { _token: token, action: 'pay' },
    maxRedirects: 0,
  });
  if (paid.status() !== 303) throw new Error(`Paying failed (${paid.status()})`);
  await author.request.dispose();
  return { shopper, uids };
}

const browser = await chromium.launch(chromiumLaunchOptions());
let signIn;
let uidOf;
let prepare = async () => undefined;
if (swap) {
  // The demo shopper's first ebook, its library answer pointing the reader at each fixture instead.
  const { request, call } = await apiClient();
  await call('POST', '/user/auth/spa/login', {
    data: { email: 'shopper@example.com', password: 'bookstore-demo' },
  }).catch((cause) => {
    throw new Error(`Sign-in failed: is the demo data seeded at ${base}? ${cause.message}`);
  });
  const library = await call('GET', '/api/user/library/all?type=ebook&per_page=50');
  const uid = library.items?.[0]?.book?.uid;
  if (!uid) throw new Error('The demo shopper has no ebook in the library.');
  const entry = await (await request.get(`/api/user/library/books/${uid}`)).json();
  signIn = request;
  uidOf = () => uid;
  prepare = async (page, file) => {
    const bytes = readFileSync(path.join(dir, file));
    const benchEntry = {
      ...entry,
      data: {
        ...entry.data,
        annotations: [],
        progress: { ...entry.data.progress, location: null, percent: 0 },
        access: { ...entry.data.access, file_url: `${base}/__bench/${file}` },
      },
    };
    await page.route(`**/api/user/library/books/${uid}`, (route) => route.fulfill({ json: benchEntry }));
    await page.route(`**/__bench/${file}`, (route) =>
      route.fulfill({ body: bytes, contentType: 'application/epub+zip' }),
    );
  };
} else {
  const started = performance.now();
  const { shopper, uids } = await realLibrary();
  console.log(`Published and bought ${files.length} books in ${Math.round(performance.now() - started)} ms.`);
  signIn = shopper.request;
  uidOf = (file) => uids[file];
}
// Each run in a fresh context signed in as the shopper (the session cookie copied over), so no cache.
const { cookies } = await signIn.storageState();

const results = [];
for (const file of files) {
  const times = [];
  const inReader = [];
  for (let run = 0; run < runs; run++) {
    // `--user-agent` (e.g. Safari's) compares the book frame's two sandboxes: foliate-js keeps
    // `allow-scripts` only for WebKit (patches/foliate-js@1.0.1.patch).
    const userAgent = arg('user-agent', undefined);
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1280, height: 800 },
      ...(userAgent ? { userAgent } : {}),
    });
    await context.addCookies(cookies);
    await context.addInitScript(() => localStorage.setItem('user_session', 'active'));
    const page = await context.newPage();
    page.on('crash', () => console.error(`${file}: the page crashed`));
    await prepare(page, file);
    await page.goto(`/apps/reader/${uidOf(file)}`);
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
    await context.close();
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
