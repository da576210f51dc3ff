import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface SampleBook {
  uid: string;
  title: string;
  price: { amount: number };
}

/** The first seeded book of a type sold in ng (a lighter look-up than store-support's samples). */
async function sampleBook(request: APIRequestContext, type: 'ebook' | 'printbook'): Promise<SampleBook> {
  const response = await request.get(`/api/public/books?type=${type}&sort=Trending&limit=1&country=ng`);
  const book = ((await response.json()) as { data: { items: SampleBook[] } }).data.items[0];
  if (!book) throw new Error(`The seeded catalogue has no ${type}`);
  return book;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's search overlay, opened with its button. */
async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('searchbox', { name: 'Search books, authors and categories' });
  await expect(box).toBeFocused();
  return { dialog, box };
}

/** Marks the page, so that a reload (which would drop the mark) fails the test. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  return async () =>
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('search: arrow keys walk the results, Enter opens one, and the search is remembered', async ({
  page,
  request,
}) => {
  const ebook = await sampleBook(request, 'ebook');
  // Any page has the header; a light one loads fastest.
  await page.goto('/about');
  let { dialog, box } = await openSearch(page);
  await box.fill(ebook.title);
  const books = dialog.getByRole('region', { name: 'Books' });
  const links = books.getByRole('link');
  await expect(links.first()).toBeVisible();
  const target = books.getByRole('link', { name: new RegExp(`^${escape(ebook.title)} - \\(ebook\\)$`, 'i') });
  await expect(target).toBeVisible();
  const names = await links.allTextContents();
  const index = names.findIndex((name) => name.toLowerCase() === `${ebook.title} - (ebook)`.toLowerCase());
  expect(index).toBeGreaterThanOrEqual(0);
  // Down from the box reaches the first result, then each next one; Up goes back.
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/books/${ebook.uid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ebook.title);
  await expect(dialog).toHaveCount(0);

  // Reopened with an empty box: the search is offered again, reachable with the arrow keys.
  ({ dialog, box } = await openSearch(page));
  const recent = dialog.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: ebook.title })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(recent.getByRole('button', { name: ebook.title })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(ebook.title);
  await expect(box).toBeFocused();
  await expect(target).toBeVisible();
  // Cleared with the keyboard, and still gone after a reload (kept in browser storage).
  await box.fill('');
  await page.keyboard.press('Tab'); // the close button
  await page.keyboard.press('Tab');
  await expect(recent.getByRole('button', { name: 'Clear recent searches' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(recent).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText('Recent searches cleared');
  await page.reload();
  ({ dialog } = await openSearch(page));
  await expect(dialog.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
});

test('search: "See all results" and Enter in the box go to /books with the text', async ({
  page,
  request,
}) => {
  const printbook = await sampleBook(request, 'printbook');
  const word = printbook.title.split(/\s+/).find((part) => part.length >= 4) ?? printbook.title;
  await page.goto('/about');
  let { dialog, box } = await openSearch(page);
  await box.fill(word);
  const all = dialog.getByRole('link', { name: `See all results for “${word}”` });
  await expect(all).toHaveAttribute('href', `/books?${new URLSearchParams({ keyword: word }).toString()}`);
  await expect(dialog.getByRole('region', { name: 'Books' })).toBeVisible();
  await all.click();
  await expect(page).toHaveURL(`/books?${new URLSearchParams({ keyword: word }).toString()}`);
  await expect(dialog).toHaveCount(0);

  ({ dialog, box } = await openSearch(page));
  await box.fill(`${word} a`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/books?${new URLSearchParams({ keyword: `${word} a` }).toString()}`);
  await expect(dialog).toHaveCount(0);
});

test('country: the header switch re-prices the book page and the cart without a reload, and says so', async ({
  page,
  request,
}) => {
  const printbook = await sampleBook(request, 'printbook');
  const countries = (await (await request.get('/api/public/supported_countries')).json()) as {
    data: { country_code: string; country_name: string; currency: { code: string; symbol: string } }[];
  };
  const ng = countries.data.find((country) => country.country_code === 'ng');
  const other = countries.data.find((country) => country.country_code === 'gb');
  if (!ng || !other) throw new Error('The seed lacks ng or gb');
  const otherPrice = (await (
    await request.get(`/api/public/books/${printbook.uid}?country=${other.country_code}`)
  ).json()) as { data: { price: { amount: number } } };
  const money = (symbol: string, amount: number) =>
    `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto(`/books/${printbook.uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(printbook.title);
  const main = page.getByRole('main');
  await expect(main.getByText(money(ng.currency.symbol, printbook.price.amount)).first()).toBeVisible();
  const unchanged = await markPage(page);

  // A visitor's cart: add the book, the drawer shows the total in naira.
  // The book's own button comes first (related books follow with theirs).
  await main.getByRole('button', { name: 'Add to cart' }).first().click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText(money(ng.currency.symbol, printbook.price.amount)).last()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toHaveCount(0);

  // The header's switcher: a menu of countries, the selected one checked; the keyboard picks another.
  const switcher = page
    .getByRole('banner')
    .getByRole('button', { name: `Country: ${ng.country_name}, NG, prices in ${ng.currency.code}` });
  await switcher.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Country and currency' });
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(ng.country_name) })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(ng.country_name) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await menu.getByRole('menuitemradio', { name: new RegExp(other.country_name) }).press('Enter');
  await expect(menu).toHaveCount(0);
  const switched = page.getByRole('banner').getByRole('button', {
    name: `Country: ${other.country_name}, GB, prices in ${other.currency.code}`,
  });
  await expect(switched).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: `Prices now in ${other.currency.code}` }),
  ).toBeVisible();

  // The book page and the cart follow, in the new currency.
  await expect(
    main.getByText(money(other.currency.symbol, otherPrice.data.price.amount)).first(),
  ).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 1 item/ })
    .click();
  await expect(
    cart.getByText(money(other.currency.symbol, otherPrice.data.price.amount)).last(),
  ).toBeVisible();
  await expect(cart.getByText(money(ng.currency.symbol, printbook.price.amount))).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The footer's switcher says the same country.
  await expect(
    page.getByRole('contentinfo').getByRole('button', {
      name: `Country: ${other.country_name} · ${other.currency.symbol} ${other.currency.code}`,
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('country_code'))).toBe('gb');
  await unchanged();
});
