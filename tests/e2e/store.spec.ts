import { expect as baseExpect, test } from '@playwright/test';
import { signInByApi } from './support/accounts';
import { catalogSamples, type CatalogSamples } from './store-support';

// Two workers share two loaded cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * Spec §2, public routes: each renders its own heading and data, never the error page. Headings come
 * from the seeded catalogue, so a screen that shows the wrong thing (or nothing) fails.
 */
/**
 * A listing's count heading: the API's total when the samples were read, or a few more, because other
 * specs running beside this one publish books (the reader's fixtures, the author journey).
 */
const countOf = (total: number) =>
  new RegExp(
    `^(${Array.from({ length: 11 }, (_, i) => (total + i).toLocaleString('en-US')).join('|')}) books$`,
  );

interface PublicRoute {
  path: (s: CatalogSamples) => string;
  heading: (s: CatalogSamples) => string | RegExp;
  /** Text of the page's data (beyond the heading) that must show. */
  content?: (s: CatalogSamples) => string | RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PUBLIC_ROUTES: Record<string, PublicRoute> = {
  home: { path: () => '/', heading: () => 'Find your next great read', content: () => /New releases/i },
  about: { path: () => '/about', heading: () => 'About' },
  audiobooks: {
    path: () => '/audiobooks',
    heading: () => 'Audiobooks',
    content: (s) => countOf(s.totals.audiobook),
  },
  ebooks: {
    path: () => '/ebooks',
    heading: () => 'Ebooks',
    content: (s) => countOf(s.totals.ebook),
  },
  printbooks: {
    path: () => '/printbooks',
    heading: () => 'Printbooks',
    content: (s) => countOf(s.totals.printbook),
  },
  'category listing': {
    path: (s) => `/ebooks/${s.category.uid}`,
    heading: (s) => new RegExp(`^${escape(s.category.name)} · Ebooks$`),
  },
  'sub-category listing': {
    path: (s) => `/printbooks/${s.category.uid}/${s.subCategory.uid}`,
    heading: (s) => new RegExp(`${escape(s.subCategory.name)} · Printbooks$`),
  },
  'books by category': {
    path: (s) => `/books?category=${s.category.uid}`,
    heading: (s) => `Books in ${s.category.name}`,
  },
  'books by author': {
    path: (s) => `/books?author=${s.author.username}`,
    heading: (s) => `Books by ${s.author.name}`,
  },
  'book detail': { path: (s) => `/books/${s.ebook.uid}`, heading: (s) => s.ebook.title },
  booksbak: { path: () => '/booksbak', heading: () => 'All books' },
  categories: { path: () => '/categories', heading: () => 'Categories', content: (s) => s.category.name },
  checkout: {
    path: () => '/checkout',
    heading: () => 'Checkout',
    content: () => 'You have no item in your Cart',
  },
  authors: { path: () => '/authors', heading: () => 'Authors', content: (s) => s.author.name },
  author: { path: (s) => `/authors/${s.author.username}`, heading: (s) => s.author.name },
  lists: { path: () => '/lists', heading: () => 'Curated lists', content: (s) => s.list.name },
  list: { path: (s) => `/lists/${s.list.uid}`, heading: (s) => s.list.name },
  voas: { path: () => '/voas', heading: () => 'Voiceover artists', content: (s) => s.voa.name },
  voa: { path: (s) => `/voas/${s.voa.username}`, heading: (s) => s.voa.name },
  'voa offers': {
    path: (s) => `/voas/${s.voa.username}/offers`,
    heading: (s) => `Offers by ${s.voa.name}`,
    content: (s) => s.offer.title,
  },
  'voa offer': {
    path: (s) => `/voas/${s.voa.username}/offers/${s.offer.uid}`,
    heading: (s) => s.offer.title,
  },
  login: { path: () => '/login', heading: () => 'Login' },
  signup: { path: () => '/signup', heading: () => 'Join' },
  'forgot password': { path: () => '/forgot_password', heading: () => 'Forgot password' },
  'privacy policy': { path: () => '/private-policy', heading: () => 'Privacy policy' },
  'terms of use': { path: () => '/term-of-use', heading: () => 'Terms of use' },
  oldreader: { path: () => '/oldreader', heading: () => 'Reader' },
  reader2: { path: () => '/reader2', heading: () => 'Reader' },
  'apps reader': { path: () => '/apps/reader', heading: () => 'Reader' },
  'apps player': { path: () => '/apps/player', heading: () => 'Player' },
  'mobile settings': { path: () => '/mobile_pages/settings', heading: () => 'Settings' },
  'mobile general settings': {
    path: () => '/mobile_pages/settings/general',
    heading: () => 'General settings',
    content: () => /Country/,
  },
};

test.describe('every public route renders its own content', () => {
  for (const [name, route] of Object.entries(PUBLIC_ROUTES)) {
    test(name, async ({ page, request }) => {
      const samples = await catalogSamples(request);
      await page.goto(route.path(samples));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading(samples));
      if (route.content)
        await expect(page.getByRole('main').getByText(route.content(samples)).first()).toBeVisible();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
      await expect(page.getByText('Oops... Something went wrong')).toHaveCount(0);
      expect(await page.title()).not.toBe('');
      // The same page on a 375 px phone never scrolls sideways (below-the-fold parts included).
      await page.setViewportSize({ width: 375, height: 800 });
      await expect
        .poll(() =>
          page.evaluate(async () => {
            await new Promise(requestAnimationFrame);
            return document.documentElement.scrollWidth - document.documentElement.clientWidth;
          }),
        )
        .toBeLessThanOrEqual(0);
    });
  }

  test('/books/{uid}/buy puts the book in the cart and continues to checkout', async ({ page, request }) => {
    const { printbook } = await catalogSamples(request);
    await page.goto(`/books/${printbook.uid}/buy`);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByText(printbook.title),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('the reader and player of a bought book open for its owner', async ({ page }) => {
    await signInByApi(page, 'shopper@example.com', 'bookstore-demo');
    const response = await page.request.get('/api/user/library/all');
    const { data } = (await response.json()) as {
      data: { items: { book: { uid: string; title: string; type: string } }[] };
    };
    const entries = data.items;
    const ebook = entries.find((entry) => entry.book.type === 'ebook')?.book;
    const audiobook = entries.find((entry) => entry.book.type === 'audiobook')?.book;
    if (!ebook || !audiobook) throw new Error('The demo shopper has no ebook or audiobook');
    await page.goto(`/apps/reader/${ebook.uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ebook.title);
    await page.goto(`/apps/player/${audiobook.uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(audiobook.title);
  });
});

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next great read');
});

test('a book uid that does not exist shows the 404 page', async ({ page }) => {
  await page.goto('/books/NO-SUCH-BOOK-UID');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
});

test('search from the overlay leads to a book', async ({ page, request }) => {
  const { ebook } = await catalogSamples(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).first().click();
  const box = page.getByPlaceholder('Search for a Book, Author or Category...');
  await box.fill(ebook.title);
  const result = page.getByRole('link', { name: `${ebook.title} - (Ebook)` });
  await result.first().click();
  await expect(page).toHaveURL(new RegExp(`/books/${ebook.uid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ebook.title);
  await expect(box).toHaveCount(0);
});
