/**
 * Issue 39, what a new user trips over on the server's side: pages that name nothing are the Not Found
 * page with a 404, failed reads offer "Try again", and a server-rendered page is hydrated as the server
 * rendered it (its country's prices; a visitor's cart in the header) rather than rendered again.
 * Relative paths only: the suite runs at localhost or 127.0.0.1 alike.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInByApi } from './support/accounts';
import { hydrated } from './support/hydration';
import { catalogSamples } from './store-support';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** What React says when the browser's first render differs from the server's HTML (minified or not). */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)\b/i;

/** Collects the page's hydration complaints (console errors and uncaught errors). */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/**
 * Keeps what the server's HTML showed, before any script runs (the store's script starts after the
 * first paint): the page's heading element and the root's text.
 */
async function keepServerPage(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        __serverHeading: document.querySelector('h1'),
        __serverText: document.getElementById('root')?.textContent ?? '',
      });
    });
  });
}

/** Waits for React to hold the page, then tells whether it kept the server's heading element. */
async function hydratedInPlace(page: Page): Promise<{ kept: boolean; serverText: string }> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const kept = window as unknown as { __serverHeading?: Element | null; __serverText?: string };
    return { kept: Boolean(kept.__serverHeading?.isConnected), serverText: kept.__serverText ?? '' };
  });
}

const money = (symbol: string, amount: number) =>
  `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function priceIn(page: Page, uid: string, country: string): Promise<string> {
  const response = await page.request.get(`/api/public/books/${uid}?country=${country}`);
  const { data } = (await response.json()) as {
    data: { price: { amount: number; currency_symbol: string } };
  };
  return money(data.price.currency_symbol, data.price.amount);
}

test.describe('a server-rendered book page', () => {
  test('?country= prices it on the server and in the browser alike, hydrated in place, and is kept', async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    const cedis = await priceIn(page, ebook.uid, 'gh');
    const naira = await priceIn(page, ebook.uid, 'ng');
    expect(cedis).not.toBe(naira);
    const problems = hydrationProblems(page);
    await keepServerPage(page);
    await page.goto(`/books/${ebook.uid}?country=gh`);
    const { kept, serverText } = await hydratedInPlace(page);
    expect(serverText).toContain(cedis);
    expect(kept).toBe(true);
    const main = page.getByRole('main');
    await expect(main.getByText(cedis).first()).toBeVisible();
    await expect(main.getByText(naira)).toHaveCount(0);
    // Asked for by the address, so chosen: the next page is in cedis without it.
    expect(await page.evaluate(() => localStorage.getItem('country_code'))).toBe('gh');
    await page.goto(`/books/${ebook.uid}`);
    expect((await hydratedInPlace(page)).serverText).toContain(cedis);
    await expect(main.getByText(cedis).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a CDN's country header prices it in that country on both sides, not saved as a choice", async ({
    browser,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'GH' } });
    const page = await context.newPage();
    const cedis = await priceIn(page, ebook.uid, 'gh');
    const problems = hydrationProblems(page);
    await keepServerPage(page);
    await page.goto(`/books/${ebook.uid}`);
    const { kept, serverText } = await hydratedInPlace(page);
    expect(serverText).toContain(cedis);
    expect(kept).toBe(true);
    await expect(page.getByRole('main').getByText(cedis).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('country_code'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('reloaded with a book in the cart: no hydration error, and the header counts the cart', async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    const problems = hydrationProblems(page);
    await keepServerPage(page);
    await page.goto(`/books/${ebook.uid}`);
    await hydratedInPlace(page);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    const { kept } = await hydratedInPlace(page);
    expect(kept).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('?country= on a page the browser renders alone (signed in): taken as the switcher would', async ({
  page,
  request,
}) => {
  const { ebook } = await catalogSamples(request);
  await signInByApi(page, 'shopper@example.com', 'bookstore-demo');
  const cedis = await priceIn(page, ebook.uid, 'gh');
  await page.goto(`/books/${ebook.uid}?country=gh`);
  // No server render for a signed-in user: the store reads the address itself.
  await expect(page.locator('#ssr-data')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(cedis).first()).toBeVisible();
  await expect(page.getByText('Prices now in GHS')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('country_code'))).toBe('gh');
});

test.describe('pages that name nothing', () => {
  /** The store's Not Found page, as the browser shows it. */
  async function expectNotFound(page: Page) {
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  }

  test('an unknown list, book to buy, artist or offer: a 404 and the Not Found page', async ({
    page,
    request,
  }) => {
    const { voa, offer } = await catalogSamples(request);
    const voas = await (await request.get('/api/public/voas')).json();
    const other = (voas as { data: { items: { username: string }[] } }).data.items.find(
      (artist) => artist.username !== voa.username,
    );
    if (!other) throw new Error('The seeded catalogue has one voiceover artist');
    for (const path of [
      '/lists/no-such-list',
      '/books/no-such-book/buy',
      '/voas/no_such_artist/offers',
      `/voas/${voa.username}/offers/no-such-offer`,
      // A real offer under another artist's address.
      `/voas/${other.username}/offers/${offer.uid}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectNotFound(page);
      await expect(page.getByRole('heading', { name: 'Curated list' })).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the back office: a 404 and the Not Found page for a signed-in shopper; a visitor signs in', async ({
    page,
  }) => {
    const visitor = await page.goto('/admin');
    expect(visitor?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await signInByApi(page, 'shopper@example.com', 'bookstore-demo');
    const shopper = await page.goto('/admin/orders');
    expect(shopper?.status()).toBe(404);
    await expectNotFound(page);
  });
});

test.describe('a failed read', () => {
  /** Answers the matching API calls with a 500 until `heal` is called. */
  async function failUntilHealed(page: Page, pattern: RegExp) {
    let failing = true;
    await page.route(pattern, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' })
        : route.continue(),
    );
    return () => {
      failing = false;
    };
  }

  test('on the home page: "Try again" where the books would be, never "No books here yet"', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const heal = await failUntilHealed(page, /\/api\/public\/(home\?|books\?.*PublicationDateDesc)/);
    // Opened in the browser (a server-rendered home page carries its books): its reads fail.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /bookstore/i })
      .first()
      .click();
    const shelf = page.getByRole('region', { name: /^New releases in / });
    await expect(shelf.getByRole('alert')).toContainText('The books could not be loaded');
    const landing = page
      .getByRole('alert')
      .filter({ hasText: 'The featured books, lists and authors could not be loaded' });
    await expect(landing).toBeVisible();
    await expect(page.getByText('No books here yet.')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    heal();
    await shelf.getByRole('button', { name: 'Try again' }).click();
    await expect(shelf.getByRole('article').first()).toBeVisible();
    await expect(shelf.getByRole('alert')).toHaveCount(0);
    await landing.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Highly rated' })).toBeVisible();
    await expect(landing).toHaveCount(0);
  });

  test("on an author's page: the books' failure and its retry, not skeletons for ever", async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    await page.goto(`/books/${ebook.uid}`);
    await hydrated(page);
    const heal = await failUntilHealed(page, /\/api\/public\/books\?.*author=/);
    const byline = page.getByRole('main').locator('a[href^="/authors/"]').first();
    const name = (await byline.textContent()) ?? '';
    await byline.click();
    const shelf = page.getByRole('region', { name: `Books by ${name}` });
    await expect(shelf.getByRole('alert')).toContainText('The books could not be loaded');
    await expect(shelf.getByText('Loading books')).toHaveCount(0);
    heal();
    await shelf.getByRole('button', { name: 'Try again' }).click();
    await expect(shelf.getByRole('article').first()).toBeVisible();
  });
});
