import type { Page } from '@playwright/test';

/**
 * Waits for the page to settle after a theme switch or a resize: the store's colours and layout change
 * through CSS transitions (a few hundred milliseconds), and axe or a screenshot taken meanwhile reads a
 * colour halfway between two themes. Resolves once every finite running animation has ended (a second at
 * most) and two frames have painted.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => {}))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  });
}

/** Shows the page in `theme` (what the store's theme switch sets: `<html data-theme>`) and lets it settle. */
export async function showTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
  await settled(page);
}
