import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { holdHydration, hydrated } from './support/hydration';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * Issue 44: the parts of a server-rendered page below the fold hydrate when they are needed (near the
 * viewport, or when the browser is idle: apps/store/src/page/Deferred.tsx), and a filter chosen
 * before hydration is applied once the page hydrates (app/earlyInput.ts).
 */

/** Whether React holds the element: React keeps its fiber on each node it has hydrated. */
const heldByReact = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** Holds the browser's idle callbacks until `releaseIdle`: a part then waits for the viewport only. */
async function holdIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => held.push(callback),
      cancelIdleCallback: () => undefined,
      __releaseIdle: () => held.splice(0).forEach((callback) => callback()),
    });
  });
}

const releaseIdle = (page: Page) =>
  page.evaluate(() => (window as unknown as { __releaseIdle: () => void }).__releaseIdle());

test('a shelf below the fold hydrates when it is scrolled to, the ones further down when idle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await holdIdle(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await hydrated(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heldByReact(heading)).toBe(true);
  // The landing's sections after the first shelf: the server's markup, not React's yet.
  const below = page.locator('[data-deferred]').first();
  const trending = below.getByRole('heading', { name: /^Trending / });
  const authors = below.getByRole('heading', { name: 'Authors to know' });
  await expect(trending).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await heldByReact(trending)).toBe(false);
  expect(await heldByReact(authors)).toBe(false);
  const before = await below.innerHTML();

  await trending.scrollIntoViewIfNeeded();
  await expect.poll(() => heldByReact(trending)).toBe(true);
  // Hydrated in place: the same markup.
  expect(await below.innerHTML()).toBe(before);

  // The book page's reviews and related books wait the same way, and hydrate when the browser is idle.
  await page.goto('/');
  await hydrated(page);
  const book = page.locator('main a[href^="/books/"]').first();
  await page.goto((await book.getAttribute('href')) ?? '/');
  await hydrated(page);
  const reviews = page.locator('[data-deferred]').first().locator('*').first();
  await page.waitForLoadState('networkidle');
  expect(await heldByReact(reviews)).toBe(false);
  await releaseIdle(page);
  await expect.poll(() => heldByReact(reviews)).toBe(true);
  expect(problems).toEqual([]);
});

test('a filter chosen before the page hydrates is applied once it has', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The page's hydration (the router, the screens) is held until the choice is made.
  const release = await holdHydration(page);
  await page.goto('/books');
  const facets = page.getByRole('region', { name: 'Refine results' });
  const audiobooks = facets.getByRole('radio', { name: /^Audiobooks, [\d,]+ books?$/ });
  await audiobooks.check();
  expect(await heldByReact(audiobooks)).toBe(false);
  await expect(page).toHaveURL(/\/books$/);
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/books\?type=audiobook$/);
  await expect(audiobooks).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: 'Type: Audiobooks' }),
  ).toBeVisible();
});
