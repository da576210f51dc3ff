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
