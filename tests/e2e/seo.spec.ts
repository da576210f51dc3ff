import { expect as baseExpect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { catalogSamples } from './store-support';
import { holdHydration, hydrated, isHydrated } from './support/hydration';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const unescapeHtml = (value: string): string =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The head as a crawler or a link preview reads it: the HTML alone, no script run. */
function readHead(html: string) {
  const meta = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    if (!meta.has(m[1] ?? '')) meta.set(m[1] ?? '', unescapeHtml(m[2] ?? ''));
  }
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  return {
    title: title === undefined ? undefined : unescapeHtml(title),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
  };
}

test('a book page carries its title, preview tags and Book JSON-LD in the HTML itself', async ({
  request,
  baseURL,
}) => {
  const { ebook } = await catalogSamples(request);
  const response = await request.get(`/books/${ebook.uid}`, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const head = readHead(await response.text());
  const url = `${baseURL}/books/${ebook.uid}`;
  expect(head.title).toBe(`${ebook.title} · Bookstore`);
  expect(head.meta.get('description')?.length).toBeGreaterThan(0);
  expect(head.canonical).toBe(url);
  expect(head.meta.get('og:title')).toBe(`${ebook.title} · Bookstore`);
  expect(head.meta.get('og:type')).toBe('book');
  expect(head.meta.get('og:url')).toBe(url);
  expect(head.meta.get('og:image')).toMatch(/^https?:\/\/.+\/media\//);
  expect(head.meta.get('twitter:card')).toBe('summary');
  expect(head.jsonLd[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: ebook.title,
    url,
    offers: { '@type': 'Offer', price: ebook.price.toFixed(2), priceCurrency: 'NGN' },
  });

  const missing = await request.get('/books/no-such-book-anywhere');
  expect(missing.status()).toBe(404);
  expect(readHead(await missing.text()).meta.get('robots')).toBe('noindex');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /myaccount');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/sitemaps/books-1.xml</loc>`);
});

test('the page still starts the store in a browser, under its CSP, with the same title', async ({
  page,
  request,
}) => {
  const { ebook } = await catalogSamples(request);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`/books/${ebook.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: ebook.title })).toBeVisible();
  await expect(page).toHaveTitle(`${ebook.title} · Bookstore`);
  // The JSON-LD is in the parsed document, as data.
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']),
    );
  expect(types).toEqual(['Book']);
  expect(refused).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered book page and listing show titles, covers, prices and links', async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    await page.goto(`/books/${ebook.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: ebook.title })).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${ebook.title}` })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/₦[\d,]+\.\d\d/)
        .first(),
    ).toBeVisible();
    await expect(page.locator('main a[href^="/authors/"]').first()).toBeVisible();

    await page.goto('/ebooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Ebooks' })).toBeVisible();
    const card = page.locator('main li article').first();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.getByText(/₦[\d,]+\.\d\d/)).toBeVisible();
    await expect(card.locator('a[href^="/books/"]')).toBeVisible();
  });
});

test('hydration: no mismatch warning, and no API call for the data the page inlined', async ({
  page,
  request,
}) => {
  const { ebook } = await catalogSamples(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  for (const path of [`/books/${ebook.uid}`, '/ebooks']) {
    calls.length = 0;
    await page.goto(path);
    const payload = JSON.parse((await page.locator('#ssr-data').textContent()) ?? '{}') as {
      data?: object;
    };
    const keys = Object.keys(payload.data ?? {});
    expect(keys.length).toBeGreaterThan(0);
    // Hydrated: React's root is on the element.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => keys.includes(call))).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('paints before its script, and a button clicked before hydration still does its job', async ({
  page,
}) => {
  // The client's entry is held until the page has been painted and clicked: the page shows its content
  // and styles without any script, and the click is kept for hydration.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const entryRequested: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryRequested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Styled without a style sheet request: the header's search button has its inlined layout.
  const search = page.getByRole('button', { name: 'Search' }).first();
  await expect(search).toBeVisible();
  // The entry is asked for only after the first paint, and not yet run: React has not taken the page.
  await expect.poll(() => entryRequested.length).toBe(1);
  expect(await isHydrated(page)).toBe(false);
  await search.click();
  await expect(page.getByPlaceholder('Search for a Book, Author or Category...')).toHaveCount(0);
  release();
  // Hydrated, the kept click opens the search overlay.
  await expect(page.getByPlaceholder('Search for a Book, Author or Category...')).toBeVisible();
});

test('the header answers first: search and the cart open before the page hydrates', async ({ page }) => {
  // The page's hydration (the router, the screens) is held: only the first chunk has run, which
  // hydrated the header as an island (app/headerIsland.tsx).
  const release = await holdHydration(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  const header = page.locator('[data-header-slot]');
  await expect
    .poll(() => header.evaluate((slot) => Object.keys(slot).some((key) => key.startsWith('__react'))))
    .toBe(true);
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cart' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page.getByPlaceholder('Search for a Book, Author or Category...')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await isHydrated(page)).toBe(false);
  // Then the page hydrates, leaving the island's header as it is: one header, no mismatch.
  release();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('header')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page.getByPlaceholder('Search for a Book, Author or Category...')).toBeVisible();
  expect(problems).toEqual([]);
});

// Lighthouse audits a page as it loads, with the cards off screen not yet drawn (content-visibility):
// the route suite draws everything first (a11y-routes.spec.ts), so this is where a skipped part whose
// contents overlap the page (a shelf skipped around skipped cards: the footer's links failed axe's
// target-size rule) is caught. At Lighthouse's phone size.
test('public pages pass axe as they load, with cards off screen skipped', async ({ browser, request }) => {
  const { ebook, category } = await catalogSamples(request);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of ['/', '/ebooks', `/ebooks/${category.uid}`, `/books/${ebook.uid}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Cards are being skipped: the check is of the page as Lighthouse sees it.
    await expect(page.locator('[data-skip-offscreen]').first()).toBeAttached();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    problems.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
  }
  await context.close();
  expect(problems).toEqual([]);
});
