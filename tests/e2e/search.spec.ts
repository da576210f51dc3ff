import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 25, search: a shopper types an author's surname (accents left out) in the header's search,
 * sees that author's book with the typed word marked, goes to "see all", narrows the results with a
 * facet (the count changes, the URL keeps it, a reload keeps it) and finds the facets in the filters
 * sheet on a phone; axe finds nothing on the page. Every expectation is checked against the API's
 * answer for the same query.
 */

interface ApiAuthor {
  username: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  /** The name readers see: a pen name, or the account's name. */
  display_name: string;
}

interface ApiBook {
  uid: string;
  title: string;
  type: string;
  authors: ApiAuthor[];
}

interface FacetValue {
  value: string | number;
  count: number;
}

interface ApiFacets {
  total: number;
  type: FacetValue[];
  language: FacetValue[];
  price_band: (FacetValue & { min: { amount: number }; max: { amount: number } | null })[];
  rating: FacetValue[];
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Accept: 'application/json' } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Accents off: what a shopper without the keyboard for "Ọkafọ" types. */
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'book' : 'books'}`;

/** A facet value that narrows the results, as the page names its radio button. */
interface Narrowing {
  param: string;
  value: string;
  count: number;
  radio: RegExp;
}

/** The first facet value that keeps some of the books but not all (type, then language, then rating). */
function narrowing(facets: ApiFacets): Narrowing | undefined {
  const types = { ebook: 'Ebooks', audiobook: 'Audiobooks', printbook: 'Printbooks' } as Record<
    string,
    string
  >;
  const candidates: Narrowing[] = [
    ...facets.type.map(({ value, count }) => ({
      param: 'type',
      value: String(value),
      count,
      radio: new RegExp(`^${types[String(value)] ?? value}, `),
    })),
    ...facets.language.map(({ value, count }) => ({
      param: 'language',
      value: String(value),
      count,
      radio: new RegExp(`^${escape(String(value))}, `),
    })),
    ...facets.rating.map(({ value, count }) => ({
      param: 'rating',
      value: String(value),
      count,
      radio: new RegExp(`^${value} stars? & up, `),
    })),
  ];
  return candidates.find((each) => each.count > 0 && each.count < facets.total);
}

/**
 * A seeded author to search for: a surname with accents when the seed has one (García, Ọkafọ: typed
 * without them, so accent folding and the marks are checked), whose book the overlay shows and whose
 * see-all results a facet narrows.
 */
async function authorToFind(request: APIRequestContext) {
  const authors: ApiAuthor[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const { items, last_page } = await api<{ items: ApiAuthor[]; last_page: number }>(
      request,
      `/api/public/authors?per_page=100&page=${page}`,
    );
    authors.push(...items);
    if (page >= last_page || items.some((each) => unaccented(each.last_name) !== each.last_name)) break;
  }
  const accented = (author: ApiAuthor) => Number(unaccented(author.last_name) !== author.last_name);
  // Shown by their own surname (not a pen name), so the surname typed is marked in the name shown.
  const ownName = (author: ApiAuthor) =>
    author.display_name ===
    [author.first_name, author.middle_name, author.last_name].filter(Boolean).join(' ');
  const ordered = authors.filter(ownName).sort((a, b) => accented(b) - accented(a));
  for (const author of ordered.slice(0, 12)) {
    const typed = unaccented(author.last_name).toLowerCase();
    const search = await api<{ books: { uid: string; title: string; type: string }[] }>(
      request,
      `/api/public/search?keyword=${encodeURIComponent(typed)}&country=ng`,
    );
    const theirs = await api<{ items: ApiBook[] }>(
      request,
      `/api/public/books?author=${author.username}&per_page=100&country=ng`,
    );
    const book = search.books.find((found) => theirs.items.some((each) => each.uid === found.uid));
    if (!book) continue;
    const facets = await api<ApiFacets>(
      request,
      `/api/public/books/facets?keyword=${encodeURIComponent(typed)}&country=ng`,
    );
    const facet = narrowing(facets);
    if (facet) return { author, typed, book, facets, facet };
  }
  throw new Error('No seeded author whose surname finds their book with a facet that narrows it');
}

test('search: a surname finds the book with the word marked; see all, a facet narrows and stays', async ({
  page,
  request,
}) => {
  const { author, typed, book, facets, facet } = await authorToFind(request);

  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('searchbox', { name: 'Search books, authors and categories' });
  await box.fill(typed);
  const link = dialog
    .getByRole('region', { name: 'Books' })
    .getByRole('link', { name: `${book.title} - (${book.type})`, exact: true });
  await expect(link).toBeVisible();
  // The author's name is marked where it is shown, accents and all.
  const authorLink = dialog.getByRole('region', { name: 'Authors' }).getByRole('link', {
    name: author.display_name,
  });
  await expect(authorLink.locator('mark')).toHaveText(author.last_name);

  await dialog.getByRole('link', { name: `See all results for “${typed}”` }).click();
  await expect(page).toHaveURL(`/books?${new URLSearchParams({ keyword: typed }).toString()}`);
  const results = page.getByRole('region', { name: /^[\d,]+ books?$/ });
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(count(facets.total));
  await expect(results.locator('article h3', { hasText: book.title }).first()).toBeVisible();
  // With search text the order is by relevance.
  await expect(page.getByRole('search', { name: 'Filter books' }).getByLabel('Sort by')).toHaveValue(
    'Relevance',
  );

  // A facet narrows the results: the count changes, is said, and the URL keeps the choice.
  const refine = page.getByRole('region', { name: 'Refine results' });
  const radio = refine.getByRole('radio', { name: facet.radio });
  await expect(radio).toHaveAccessibleName(new RegExp(`, ${count(facet.count)}$`));
  await radio.check();
  const narrowed = new URLSearchParams({ keyword: typed, [facet.param]: facet.value }).toString();
  await expect(page).toHaveURL(`/books?${narrowed}`);
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(count(facet.count));
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${count(facet.count)} found`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(refine.getByRole('radio', { name: facet.radio })).toBeChecked();
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(count(facet.count));

  // On a phone the facets are in the filters sheet, and apply from there.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(refine).toBeHidden();
  await page.getByRole('button', { name: /^Filters \(\d\)$/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const anyValue = sheet.getByRole('region', { name: 'Refine results' }).getByRole('radio', {
    name: facet.param === 'type' ? 'All types' : facet.param === 'language' ? 'Any language' : 'Any rating',
  });
  await anyValue.check();
  await expect(page).toHaveURL(`/books?${new URLSearchParams({ keyword: typed }).toString()}`);
  await expect(sheet).toBeVisible();
  // The results behind the sheet have settled (not dimmed as stale) before axe looks.
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(count(facets.total));
  await expect(page.locator('#all-books')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('#all-books')).not.toHaveAttribute('data-stale');
  expect(await axeViolations(page)).toEqual([]);
});
