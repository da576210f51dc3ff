import { expect, type Page } from '@playwright/test';

/** Whether React holds the server-rendered page: its root carries React's keys once hydrated. */
export const isHydrated = (page: Page): Promise<boolean> =>
  page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')));

/**
 * Waits until React holds the page. A test that works the page in the browser (a select's change, a
 * link whose next page must be read by the browser rather than rendered by the server) waits for this
 * first: before hydration a link is a full page load and a select's change has no handler.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
}

/**
 * Holds the page's hydration (the chunk with the router and the screens, app/hydrate.tsx) until the
 * answer is called: only the first chunk runs meanwhile (the header's island).
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
