import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { findBooks, hostPage, type Books } from './books';
import { API, HOST } from './ports';

/**
 * The widgets on a partner page built for phones (375 px, one column, the loader naming a partner):
 * nothing scrolls sideways, the player's controls are all in reach, the book card says when it added
 * the book, and every way to the store carries the partner's code.
 */
let books: Books;

test.beforeAll(async ({ request }) => {
  books = await findBooks(request);
});

test.use({ viewport: { width: 375, height: 812 } });

async function openPhone(page: Page) {
  await page.goto(hostPage(HOST, 'phone', books));
  for (const id of ['#player-unsized', '#player-wide']) {
    await expect(page.locator(id).getByRole('button', { name: 'Play sample' })).toBeVisible();
  }
  await expect(
    page.locator('bookstore-book-card').getByRole('link', { name: books.print.title }),
  ).toBeVisible();
}

/** The element's box, which must lie inside the 375 px viewport horizontally. */
async function expectInside(locator: Locator, label: string) {
  const box = await locator.boundingBox();
  expect(box, label).not.toBeNull();
  if (!box) return;
  expect(box.x, `${label} starts inside the page`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} ends inside the page`).toBeLessThanOrEqual(375);
}

test('the player fits a 375 px page and every control is in reach', async ({ page }) => {
  await openPhone(page);
  // No sideways scrolling on the page, and none inside either player.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const id of ['#player-unsized', '#player-wide']) {
    const player = page.locator(id);
    await expectInside(player, id);
    const overflow = await player.evaluate(
      (element) =>
        Array.from(element.shadowRoot?.querySelectorAll('*') ?? []).filter(
          (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'hidden',
        ).length,
    );
    expect(overflow, `${id}: elements scrolling sideways`).toBe(0);
    await expectInside(player.getByRole('button', { name: 'Play sample' }), `${id} play`);
    await expectInside(player.getByRole('slider', { name: 'Seek' }), `${id} seek`);
    await expectInside(player.getByRole('combobox', { name: 'Speed' }), `${id} speed`);
  }

  // The desktop-sized player (400 px set by the page) works at the width it got: play by touch, then
  // the keyboard reaches the speed.
  const wide = page.locator('#player-wide');
  await wide.getByRole('button', { name: 'Play sample' }).click();
  await expect(wide.getByRole('button', { name: 'Pause sample' })).toBeVisible();
  await wide.getByRole('button', { name: 'Pause sample' }).click();
  await wide.getByRole('slider', { name: 'Seek' }).focus();
  await page.keyboard.press('Tab');
  await expect(wide.getByRole('combobox', { name: 'Speed' })).toBeFocused();
  expect(await axeViolations(page, { include: '#player-wide' })).toEqual([]);
});

test('the book card says it added the book, and links and checkout carry the partner', async ({ page }) => {
  await openPhone(page);
  const card = page.locator('bookstore-book-card');
  const link = card.getByRole('link', { name: books.print.title });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe(`${API}/books/${books.print.uid}`);
  expect(href.searchParams.get('ref')).toBe('BOOKCLUB42');
  expect(href.searchParams.get('ref_src')).toBe('widget');
  expect(href.searchParams.get('ref_widget')).toBe('card');

  // By keyboard: the button says "Added ✓" in the card and a status says what was added.
  await card.getByRole('button', { name: /add to cart/i }).focus();
  await page.keyboard.press('Enter');
  const added = card.getByRole('button', { name: /added/i });
  await expect(added).toHaveText('Added ✓');
  await expect(added).toBeFocused();
  await expect(card.getByRole('status')).toHaveText(`Added ${books.print.title} to your cart`);
  await expectInside(added, 'Added button');
  expect(await axeViolations(page, { include: 'bookstore-book-card' })).toEqual([]);

  const cart = page.locator('bookstore-cart');
  await cart.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = cart.getByRole('dialog', { name: 'Cart' });
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.origin === API && url.pathname === '/checkout', { waitUntil: 'commit' });
  const checkout = new URL(page.url());
  expect(checkout.searchParams.get('ref')).toBe('BOOKCLUB42');
  expect(checkout.searchParams.get('ref_src')).toBe('widget');
  expect(checkout.searchParams.get('ref_widget')).toBe('cart');
  expect(checkout.searchParams.get('handoff')).not.toBeNull();
});
