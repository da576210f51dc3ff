import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInByApi } from './support/accounts';

const PLAYER_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The audiobook player (issue 15): the demo shopper plays a library audiobook, changes the speed and the
 * chapter, reloads and resumes where it stopped, on a second device too, and keeps listening in the
 * store through the mini player. The seeded tracks are short generated clips (about 12 s each).
 */

const SHOPPER = { email: 'shopper@example.com', password: 'bookstore-demo' };

/** The store's one audio element (held outside React, so route changes never unmount it). */
const media = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-bookstore-player]');
    return audio
      ? { time: audio.currentTime, paused: audio.paused, rate: audio.playbackRate, src: audio.src }
      : null;
  });

async function openFirstAudiobook(page: Page): Promise<string> {
  await page.goto('/apps/player');
  const link = page.getByRole('main').locator('a[href^="/apps/player/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByText(/^Now playing · \d+ of \d+$/)).toBeVisible({ timeout: 20_000 });
  return href;
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInByApi(page, SHOPPER.email, SHOPPER.password);
  return page;
}

test('plays an audiobook, remembers the place on any device, keeps playing in the store', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser);
  const href = await openFirstAudiobook(page);
  const player = page.getByRole('main');
  const chapters = player.getByRole('list').last();
  const trackCount = await chapters.getByRole('button').count();
  expect(trackCount).toBeGreaterThan(1);

  // Accessible controls, no axe violations in the player.
  expect(await axeViolations(page, { tags: PLAYER_AXE_TAGS })).toEqual([]);
  const seek = player.getByRole('slider', { name: 'Position in chapter' });
  await expect(seek).toHaveAttribute('aria-valuetext', /^\d+:\d\d of \d+:\d\d$/);

  // Start from the first chapter, play, speed up.
  await chapters.getByRole('button').first().click();
  await expect(player.getByText(`Now playing · 1 of ${trackCount}`)).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect.poll(async () => (await media(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.5);
  // The lock screen and headset controls know the book.
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(title);
  await player.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
  await expect.poll(async () => (await media(page))?.rate).toBe(1.5);

  // The next chapter, by its button; it plays on.
  await player.getByRole('button', { name: 'Next chapter' }).click();
  await expect(player.getByText(`Now playing · 2 of ${trackCount}`)).toBeVisible();
  await expect(chapters.getByRole('button').nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await media(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(1.5);

  // Pause: the place is saved at once.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/progress$/.test(response.url()),
  );
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  const stopped = await media(page);
  if (!stopped) throw new Error('no audio element');
  expect(stopped.paused).toBe(true);

  // Reload: the same chapter, within a second of the place, at the same speed.
  await page.reload();
  await expect(player.getByText(`Now playing · 2 of ${trackCount}`)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => Math.abs(((await media(page))?.time ?? -10) - stopped.time), { timeout: 15_000 })
    .toBeLessThan(1);
  await expect(player.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');

  // Another device (a fresh browser context, nothing stored locally) resumes from the server's place.
  const other = await signedInPage(browser);
  await other.goto(href);
  await expect(other.getByRole('main').getByText(`Now playing · 2 of ${trackCount}`)).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () => Math.abs(((await media(other))?.time ?? -10) - stopped.time), { timeout: 15_000 })
    .toBeLessThan(1);
  await other.context().close();

  // Play, then browse the store: the mini player keeps the book playing across navigations.
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Keep listening in the store' }).click();
  await expect(page).toHaveURL(/\/$/);
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const before = (await media(page))?.time ?? 0;
  await expect.poll(async () => (await media(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
  expect((await media(page))?.paused).toBe(false);
  expect(await axeViolations(page, { tags: PLAYER_AXE_TAGS, include: '[aria-label="Now playing"]' })).toEqual(
    [],
  );

  // Another page of the store by the footer's links, then back to the full player by the bar's link.
  const footerLink = page.getByRole('contentinfo').locator('a[href^="/"]:not([href="/"])').first();
  const footerHref = (await footerLink.getAttribute('href')) ?? '';
  await footerLink.click();
  await expect(page).toHaveURL(footerHref);
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const later = (await media(page))?.time ?? 0;
  await expect.poll(async () => (await media(page))?.time ?? 0, { timeout: 15_000 }).not.toBe(later);
  await bar.getByRole('link').click();
  await expect(page).toHaveURL(href);
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect((await media(page))?.paused).toBe(false);

  // Closing the bar stops the book.
  await page.getByRole('link', { name: 'Keep listening in the store' }).click();
  await bar.getByRole('button', { name: 'Close the player' }).click();
  await expect(bar).toHaveCount(0);
  expect((await media(page))?.paused).toBe(true);
  await page.context().close();
});
