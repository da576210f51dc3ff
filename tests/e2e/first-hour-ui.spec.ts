import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, registerByApi, signInByApi } from './support/accounts';
import { OPERATOR, signInToBackOffice } from './support/back-office';
import { becomeSeller } from './support/library-books';
import { catalogSamples } from './store-support';
import { axeViolations } from '../support/axe';

// Issue 39 item 5: the small things a new user trips over in the first hour. Paths are relative: the
// suite runs the store at http://localhost:PORT or http://127.0.0.1:PORT alike.

const SHOPPER = { email: 'shopper@example.com', password: 'bookstore-demo' };
const AUTHOR = { email: 'author@example.com', password: 'bookstore-demo' };

/** Whether two boxes share any point. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** Whether the element shows all of its text (no ellipsis, nothing cut). */
const wholeText = (locator: Locator) =>
  locator.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].every((el) => el.scrollWidth <= el.clientWidth + 1),
  );

async function openSearch(page: Page, text: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill(text);
  return dialog;
}

test.describe('Voiceover Orders (spec section 6)', () => {
  test('is offered to authors and voiceover artists only: the menu, the account and orders pages', async ({
    page,
  }) => {
    await signInByApi(page, SHOPPER.email, SHOPPER.password);
    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'demo_shopper' }).click();
    await expect(page.getByRole('menuitem', { name: 'Book Orders' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Voiceover Orders' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: /voiceover orders/i })).toHaveCount(0);
    await page.goto('/myaccount/orders');
    await expect(page.getByRole('link', { name: 'Book orders', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /voiceover orders/i })).toHaveCount(0);
  });

  test('leads an author to their voiceover orders', async ({ page }) => {
    await signInByApi(page, AUTHOR.email, AUTHOR.password);
    await page.goto('/myaccount');
    await page.getByRole('button', { name: 'demo_author' }).click();
    await expect(page.getByRole('menuitem', { name: 'Voiceover Orders' })).toHaveAttribute(
      'href',
      '/myaccount/orders/voiceovers',
    );
  });
});

for (const width of [1280, 375]) {
  test(`the cart's "added" toast leaves the drawer's Checkout button clear at ${width} px`, async ({
    page,
    request,
  }) => {
    const { ebook } = await catalogSamples(request);
    await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
    await page.goto(`/books/${ebook.uid}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    const checkout = drawer.getByRole('link', { name: 'Checkout' });
    await expect(checkout).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: `${ebook.title} was added to your cart` });
    await expect(toast).toBeVisible();
    // The toast has arrived where it stays (its entrance is off: reduced motion).
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(checkout)), JSON.stringify(toastBox)).toBe(false);
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a new author is offered "Create your first book" on the dashboard and on My books', async ({
  page,
}) => {
  const user = newUser('first book');
  await registerByApi(page, user);
  await becomeSeller(page.request, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Create your first book' })).toHaveAttribute(
    'href',
    '/dashboard/mybooks/new',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Create your first book' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mybooks\/new$/);
  await page.goto('/dashboard/mybooks');
  await expect(page.getByRole('link', { name: 'Create your first book' })).toBeVisible();
});

test.describe('the search overlay', () => {
  test('says as many books as the see-all page lists', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page, 'love');
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^[\d,]+\+? books/);
    const books = /^([\d,]+\+? books?)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: /See all results/ }).click();
    await expect(page).toHaveURL(/\/books\?keyword=love/);
    await expect(page.getByRole('main').getByRole('heading', { name: books, exact: true })).toBeVisible();
  });

  test('names an author by first and last name', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page, 'Chinua Okafo');
    await expect(
      dialog.getByRole('region', { name: 'Authors' }).getByRole('link', { name: 'Chinụa Ọkafọ' }),
    ).toHaveAttribute('href', '/authors/chinuaokafo');
  });

  test('finds a title typed with two typos', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page, 'Orsha Crwn');
    await expect(
      dialog.getByRole('region', { name: 'Books' }).getByRole('link', { name: 'The Orisha Crown - (ebook)' }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'The Orisha Crown' }).first(),
    ).toBeVisible();
  });
});

for (const width of [360, 375]) {
  test(`a phone ${width} px wide shows the whole brand and "Filters (2)"; the preference bar is compact and only where it matters`, async ({
    page,
  }) => {
    await signInByApi(page, SHOPPER.email, SHOPPER.password);
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/books?keyword=love&rating=4');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'demo_shopper' })).toBeVisible();
    expect(await wholeText(header.getByRole('link', { name: 'Bookstore' }))).toBe(true);
    const filters = page.getByRole('main').getByRole('button', { name: 'Filters (2)' });
    await expect(filters).toBeVisible();
    expect(await wholeText(filters)).toBe(true);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // A listing and a book page do without the bar; the home page keeps it, in less room than before.
    const bar = page.getByRole('region', { name: 'Book preference' });
    await expect(bar).toHaveCount(0);
    await page.goto('/');
    await expect(bar).toContainText('Your book preference is set to ebook, you can change it below:');
    expect((await box(bar)).height).toBeLessThan(100);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the operator’s code mail says it is for the back office, and the review queue opens on what waits now', async ({
  page,
}) => {
  await signInToBackOffice(page, '/admin/reviews/books');
  const mail = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(OPERATOR.email)}&limit=1`);
  const [latest] = ((await mail.json()) as { data: { subject: string }[] }).data;
  expect(latest?.subject).toBe('Your back office security code');

  const queue = await page.request.get('/api/admin/reviews/books', {
    headers: { Accept: 'application/json' },
  });
  const { items } = ((await queue.json()) as { data: { items: { title: string; submitted_at: string }[] } })
    .data;
  const [first] = items;
  if (!first) throw new Error('The seeded review queue is empty');
  // Oldest first, and the oldest was sent this month (the seed's books in review are recent).
  const sent = items.map((item) => Date.parse(item.submitted_at));
  expect(sent).toEqual([...sent].sort((a, b) => a - b));
  expect(Date.now() - Date.parse(first.submitted_at)).toBeLessThan(31 * 86_400_000);
  const table = page.getByRole('table', { name: 'Books to review' });
  await expect(table.getByRole('row').nth(1)).toContainText(first.title);
});
