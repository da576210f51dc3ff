import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { hydrated } from './support/hydration';
import { catalogSamples } from './store-support';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * Issue 17, the catalogue: the listing controls (sort, type, author, search text; one query kept in
 * the URL), the count, clear filters, page links that keep the filters, grid/list, the empty state,
 * the phone's filters sheet, a category's shelves, and the home page's sections. Every expectation on
 * the results is checked against the reference API's answer for the same query.
 */

interface ApiBook {
  uid: string;
  title: string;
  type: string;
  price: { amount: number };
  authors: {
    username: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    display_name: string;
  }[];
}

interface ApiPage {
  data: { items: ApiBook[]; total: number; page: number; last_page: number };
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Accept: 'application/json' } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** The listing's answer for a query (the store asks for country ng by default). */
const listing = (request: APIRequestContext, query: string) =>
  api<ApiPage>(request, `/api/public/books?${query}&country=ng`).then((answer) => answer.data);

/** The first of `items`, which the seeded catalogue must have. */
function first<T>(items: readonly T[] | undefined, what: string): T {
  const item = items?.[0];
  if (item === undefined) throw new Error(`The seeded catalogue has no ${what}`);
  return item;
}

/** The results region: the book grid headed by its count ("835 books"). */
const results = (page: Page) => page.getByRole('region', { name: /^[\d,]+ books?$/ });
const titlesOf = (page: Page) => results(page).locator('article h3').allTextContents();
const count = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'book' : 'books'}`;
/** The desktop bar of filters. */
const bar = (page: Page) => page.getByRole('search', { name: 'Filter books' });

test.describe('listing controls', () => {
  test('each sort changes the URL and orders the results as the data says', async ({ page, request }) => {
    await page.goto('/ebooks');
    await hydrated(page);
    const sort = bar(page).getByLabel('Sort by');
    await expect(sort).toHaveValue('PublicationDateDesc');
    // Every one of the spec's seven sorts has a readable name.
    await expect(sort.locator('option')).toHaveText([
      'Newest first',
      'Oldest first',
      'Trending',
      'Price: low to high',
      'Price: high to low',
      'Title: A to Z',
      'Title: Z to A',
    ]);

    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/ebooks\?sort=PriceLow$/);
    const cheap = await listing(request, 'type=ebook&sort=PriceLow');
    await expect.poll(() => titlesOf(page)).toEqual(cheap.items.map((book) => book.title));
    // The prices shown, in order, never go down.
    const prices = (await results(page).locator('article').allTextContents()).map((text) =>
      Number(/₦([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await sort.selectOption({ label: 'Title: Z to A' });
    await expect(page).toHaveURL(/\/ebooks\?sort=TitleDesc$/);
    const byTitle = await listing(request, 'type=ebook&sort=TitleDesc');
    await expect.poll(() => titlesOf(page)).toEqual(byTitle.items.map((book) => book.title));
    // Case-insensitive, Z first (the API sorts on lower(title)).
    const shown = (await titlesOf(page)).map((title) => title.toLowerCase());
    expect(shown).toEqual([...shown].sort().reverse());
  });

  test('type, search text and author narrow the results and combine in the URL', async ({
    page,
    request,
  }) => {
    await page.goto('/books');
    // On /books the type is one of the facets beside the results (issue 25), each with its count.
    await page
      .getByRole('region', { name: 'Refine results' })
      .getByRole('radio', { name: /^Audiobooks, [\d,]+ books?$/ })
      .check();
    await expect(page).toHaveURL(/\/books\?type=audiobook$/);
    const audiobooks = await listing(request, 'type=audiobook');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(count(audiobooks.total));
    await expect.poll(() => titlesOf(page)).toEqual(audiobooks.items.map((book) => book.title));
    for (const text of await results(page).locator('article').allTextContents())
      expect(text).toContain('Audiobook');

    // Search text applies on Enter, keeping the type.
    const keyword = 'lagos';
    await bar(page).getByLabel('Search books').fill(keyword);
    await bar(page).getByLabel('Search books').press('Enter');
    await expect(page).toHaveURL(/\/books\?type=audiobook&keyword=lagos$/);
    const matching = await listing(request, `type=audiobook&keyword=${keyword}`);
    expect(matching.total).toBeGreaterThan(0);
    // Titles, people, tags and blurbs are searched (issue 25): the results are the API's, in its order.
    await expect.poll(() => titlesOf(page)).toEqual(matching.items.map((book) => book.title));
    await expect(page.getByRole('group', { name: 'Active filters' }).getByRole('button')).toHaveText([
      'Search: “lagos”',
      'Type: Audiobooks',
      'Clear filters',
    ]);

    // The author box suggests authors by name; arrows and Enter pick one, which applies at once.
    const author = first(first(matching.items, 'audiobook about Lagos').authors, 'author');
    // Suggested by the name readers see (a pen name where the author has one).
    const name = author.display_name;
    // What a shopper types: the last name, or the first name when the last one has too many matches.
    let typed = '';
    let position = -1;
    for (const candidate of [author.last_name, author.first_name, author.username]) {
      const suggested = await api<{ data: { items: { username: string }[] } }>(
        request,
        `/api/public/authors?keyword=${encodeURIComponent(candidate)}&per_page=6`,
      );
      position = suggested.data.items.findIndex((each) => each.username === author.username);
      typed = candidate;
      if (position >= 0) break;
    }
    expect(position).toBeGreaterThanOrEqual(0);
    const box = bar(page).getByRole('combobox', { name: 'Author' });
    await box.fill(typed);
    const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step <= position; step += 1) await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'an id');
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/books\\?type=audiobook&keyword=lagos&author=${author.username}$`),
    );
    const byAuthor = await listing(request, `type=audiobook&keyword=${keyword}&author=${author.username}`);
    await expect.poll(() => titlesOf(page)).toEqual(byAuthor.items.map((book) => book.title));
    for (const text of await results(page).locator('article').allTextContents()) expect(text).toContain(name);
    await expect(page.getByRole('button', { name: `Remove filter Author: ${name}` })).toBeVisible();
  });

  test('page links keep the filters; clear filters goes back to the whole listing', async ({
    page,
    request,
  }) => {
    const all = await listing(request, 'type=ebook');
    const filtered = await listing(request, 'type=ebook&keyword=the&sort=TitleAsc&page=2');
    expect(filtered.last_page).toBeGreaterThan(1);
    await page.goto('/ebooks?keyword=the&sort=TitleAsc');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await expect(page).toHaveURL(/\/ebooks\?keyword=the&sort=TitleAsc&page=2$/);
    await expect.poll(() => titlesOf(page)).toEqual(filtered.items.map((book) => book.title));
    await expect(bar(page).getByLabel('Search books')).toHaveValue('the');
    await expect(bar(page).getByLabel('Sort by')).toHaveValue('TitleAsc');

    // A filter change goes back to the first page.
    await bar(page).getByLabel('Sort by').selectOption('TitleDesc');
    await expect(page).toHaveURL(/\/ebooks\?keyword=the&sort=TitleDesc$/);

    await page
      .getByRole('group', { name: 'Active filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page).toHaveURL(/\/ebooks$/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(count(all.total));
    await expect(bar(page).getByLabel('Search books')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
  });

  test('grid and list views switch and the choice is kept', async ({ page }) => {
    await page.goto('/ebooks');
    const grid = results(page);
    await expect(grid).toHaveAttribute('data-view', 'grid');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(grid).toHaveAttribute('data-view', 'list');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/printbooks?sort=Trending');
    await expect(results(page)).toHaveAttribute('data-view', 'list');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(results(page)).toHaveAttribute('data-view', 'grid');
  });

  test('the empty state says what to change and clears the filters', async ({ page }) => {
    await page.goto('/books?keyword=zzqqxy&type=printbook');
    await expect(page.getByRole('heading', { name: 'No books match these filters' })).toBeVisible();
    await expect(page.getByText('Check the spelling of “zzqqxy”, or search with fewer words.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(results(page).locator('article').first()).toBeVisible();

    // An author nobody has: the empty state names it and offers to remove it.
    await page.goto('/ebooks?author=no-such-writer');
    await expect(page.getByRole('heading', { name: 'No such author' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove the author' }).click();
    await expect(page).toHaveURL(/\/ebooks$/);
    await expect(results(page).locator('article').first()).toBeVisible();
  });

  test('on a phone the filters open in a sheet that moves focus and applies', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ebooks');
    await expect(bar(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Search books')).toBeFocused();
    // The sheet passes axe (WCAG 2.2 A and AA) while open.
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and returns focus to the button.
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await sheet.getByLabel('Search books').fill('lagos');
    await sheet.getByLabel('Type').selectOption({ label: 'Audiobooks' });
    // A draft until applied.
    await expect(page).toHaveURL(/\/ebooks$/);
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/audiobooks\?keyword=lagos$/);
    await expect(sheet).toHaveCount(0);
    const matching = await listing(request, 'type=audiobook&keyword=lagos');
    await expect.poll(() => titlesOf(page)).toEqual(matching.items.map((book) => book.title));
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    // The sort stays beside the button on a phone.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('PriceHigh');
    await expect(page).toHaveURL(/\/audiobooks\?keyword=lagos&sort=PriceHigh$/);
  });
});

test('a category page shows its collections as shelves above the listing', async ({ page, request }) => {
  const { category } = await catalogSamples(request);
  const { data } = await api<{
    data: { collections: { sub_category: { uid: string; sub_category_name: string }; books: ApiBook[] }[] };
  }>(request, `/api/public/categories/${category.uid}/collections?media=audiobook&country=ng`);
  const shelves = data.collections.filter((collection) => collection.books.length > 0);
  expect(shelves.length).toBeGreaterThan(0);
  await page.goto(`/audiobooks/${category.uid}`);
  for (const { sub_category: sub, books } of shelves) {
    const shelf = page.getByRole('region', { name: sub.sub_category_name, exact: true });
    await expect(shelf.locator('article h3')).toHaveText(books.map((book) => book.title));
    await expect(shelf.getByRole('link', { name: `See all ${sub.sub_category_name}` })).toHaveAttribute(
      'href',
      `/audiobooks/${category.uid}/${sub.uid}`,
    );
  }
  // The listing follows; once a shopper filters, the results come first.
  await expect(results(page)).toBeVisible();
  await bar(page).getByLabel('Search books').fill('the');
  await bar(page).getByLabel('Search books').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/audiobooks/${category.uid}\\?keyword=the$`));
  await expect(
    page.getByRole('region', { name: first(shelves, 'shelf').sub_category.sub_category_name, exact: true }),
  ).toHaveCount(0);
});

test('the home page: a hero heading, the shelves, lists, categories, authors and the calls to sell', async ({
  page,
  request,
}) => {
  const { data: home } = await api<{
    data: {
      featured: ApiBook[];
      lists: { list: { uid: string; list_name: string }; books: ApiBook[] }[];
      categories: { uid: string; category_name: string }[];
      authors: { username: string }[];
    };
  }>(request, '/api/public/home?country=ng');
  const newReleases = await listing(request, 'type=ebook&sort=PublicationDateDesc&limit=10');
  const trending = await listing(request, 'type=ebook&sort=Trending&limit=10');
  await page.goto('/');
  // One h1, and it does not read "Home".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next great read');
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shop by format' }).getByRole('link')).toHaveText([
    'Ebooks',
    'Audiobooks',
    'Printbooks',
  ]);
  const featured = first(home.featured, 'featured book');
  const category = first(home.categories, 'category');
  await expect(page.getByRole('link', { name: featured.title, exact: true }).first()).toHaveAttribute(
    'href',
    `/books/${featured.uid}`,
  );
  await expect(page.getByRole('region', { name: 'New releases in Ebooks' }).locator('article h3')).toHaveText(
    newReleases.items.map((book) => book.title),
  );
  await expect(page.getByRole('region', { name: 'Trending Ebooks' }).locator('article h3')).toHaveText(
    trending.items.map((book) => book.title),
  );
  for (const { list, books } of home.lists) {
    const shelf = page.getByRole('region', { name: list.list_name, exact: true });
    await expect(shelf.locator('article h3').first()).toHaveText(first(books, 'book in a list').title);
    await expect(shelf.getByRole('link', { name: `See all ${list.list_name}` })).toHaveAttribute(
      'href',
      `/lists/${list.uid}`,
    );
  }
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories.getByRole('listitem')).toHaveCount(home.categories.length);
  await expect(categories.getByRole('link', { name: category.category_name, exact: true })).toHaveAttribute(
    'href',
    `/ebooks/${category.uid}`,
  );
  await expect(page.getByRole('region', { name: 'Authors to know' }).getByRole('listitem')).toHaveCount(
    home.authors.length,
  );
  await expect(page.getByRole('link', { name: 'Start selling your books' })).toHaveAttribute(
    'href',
    '/selling/author',
  );
  await expect(page.getByRole('link', { name: 'Offer your voice' })).toHaveAttribute('href', '/selling/voa');
});
