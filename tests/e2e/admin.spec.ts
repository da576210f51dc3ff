import { test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { newUser, post, signInByApi, type TestUser } from './support/accounts';
import { signInToBackOffice } from './support/back-office';
import { readerShowsText } from './support/reader';
import {
  becomeSeller,
  payOnTestPage,
  publishEbook,
  registerVerified,
  type LibraryBook,
} from './support/library-books';
import { expect } from './support/voiceover';

// Issue 28: the back office, through the store's /admin screens on the real server. The demo operator
// signs in once (the mailed security check, in the store), and that session does the whole journey and
// the accessibility pass: each sign-in mails a code, and an address gets five codes per 15 minutes.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;
/** Pages the journey opened that the accessibility pass visits again (a review, an order). */
const visited: { review?: string; order?: string } = {};

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL });
  page = await context.newPage();
  // A visitor is sent to sign in, then to the mailed security check, then back to the back office.
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
});

test.afterAll(async () => {
  await context?.close();
});

/** An author (signed in, past the seller check) who publishes two ebooks: both wait for review. */
async function authorWithBooks(request: APIRequestContext, run: string) {
  const author = newUser('adminauthor');
  await registerVerified(request, author);
  await becomeSeller(request, author);
  const approved = await publishEbook(request, 'wasteland.epub', `Approve me ${run}`);
  const rejected = await publishEbook(request, 'childrens-literature.epub', `Reject me ${run}`);
  return { author, approved, rejected };
}

/** The buyer buys and pays for `book`; returns the order's reference. */
async function buy(request: APIRequestContext, buyer: TestUser, book: LibraryBook): Promise<string> {
  await registerVerified(request, buyer);
  await post(request, '/api/user/cart/add?country=ng', { book_uid: book.uid });
  const response = await post(request, '/api/user/orders', { country: 'ng' });
  const { order, payment } = (
    (await response.json()) as { data: { order: { reference: string }; payment: { checkout_url: string } } }
  ).data;
  await payOnTestPage(request, payment.checkout_url);
  return order.reference;
}

/** The books of the signed-in buyer's library. */
async function libraryUids(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/user/library/all', { headers: { Accept: 'application/json' } });
  const { data } = (await response.json()) as { data: { items: { book: { uid: string } }[] } };
  return data.items.map((item) => item.book.uid);
}

/** Opens the audit log filtered to one target and expects the action there, with its reason. */
async function expectAudited(target: string, action: string, reason?: string) {
  await page.goto(`/admin/audit?target_id=${encodeURIComponent(target)}`);
  const row = page.getByRole('row').filter({ hasText: action });
  await expect(row.first()).toBeVisible();
  if (reason) await expect(row.first()).toContainText(reason);
}

test('an operator approves and rejects books, takes one down, refunds an order, suspends an account, and finds each action in the audit log', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const authorApi = await playwright.request.newContext({ baseURL });
  const buyerApi = await playwright.request.newContext({ baseURL });
  try {
    const run = newUser('run').username.slice(-6);
    const { approved, rejected } = await authorWithBooks(authorApi, run);
    visited.review = `/admin/reviews/books/${rejected.uid}`;

    await test.step('the new books wait in the review queue, not on sale', async () => {
      const book = await authorApi.get(`/api/public/books/${approved.uid}?country=ng`);
      expect(book.status()).toBe(404);
      await page.goto('/admin/reviews/books');
      await expect(page.getByRole('heading', { level: 1, name: 'Book reviews' })).toBeVisible();
      const search = page.getByRole('search', { name: 'Filter the review queue' });
      await search.getByLabel('Search').fill(run);
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`q=${run}`));
      await expect(page.getByRole('link', { name: approved.title })).toBeVisible();
      await expect(page.getByRole('link', { name: rejected.title })).toBeVisible();
    });

    await test.step('approve one: it goes on sale', async () => {
      await page.getByRole('link', { name: approved.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Review “${approved.title}”` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'The author’s history' })).toBeVisible();
      // The EPUB opens in the store's reader, its file fetched on the origin the operator opened (issue 39).
      await expect(page.getByTestId('reader-book')).toBeVisible();
      await readerShowsText(page);
      await page.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(page).toHaveURL(/\/admin\/reviews\/books$/);
      await expect(page.getByRole('link', { name: approved.title })).toHaveCount(0);
      await page.goto(`/books/${approved.uid}`);
      await expect(page.getByRole('heading', { level: 1, name: approved.title })).toBeVisible();
    });

    await test.step('reject the other with a reason: its author sees the reason', async () => {
      await page.goto(`/admin/reviews/books/${rejected.uid}`);
      await page.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: `Reject “${rejected.title}”?` });
      const reason = dialog.getByLabel('Why is it rejected?');
      await expect(reason).toBeFocused();
      // The reason is required.
      await dialog.getByRole('button', { name: 'Reject the book' }).click();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await reason.fill('The cover is a placeholder: upload the real cover.');
      await dialog.getByRole('button', { name: 'Reject the book' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/reviews\/books$/);

      const mine = await authorApi.get(`/api/user/selling/books/${rejected.uid}`);
      const book = ((await mine.json()) as { data: { status: string; rejection_reason: string } }).data;
      expect(book).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The cover is a placeholder: upload the real cover.',
      });
      // And in the store, on the book's page of the selling dashboard.
      const authorPage = await browser.newContext({ baseURL, storageState: await authorApi.storageState() });
      try {
        const tab = await authorPage.newPage();
        await tab.addInitScript(() => localStorage.setItem('user_session', 'active'));
        await tab.goto(`/dashboard/mybooks/${rejected.uid}`);
        await expect(tab.getByRole('note', { name: 'Why the book was rejected' })).toContainText(
          'The cover is a placeholder: upload the real cover.',
        );
        await expect(tab.getByRole('link', { name: 'send it again for review' })).toBeVisible();
      } finally {
        await authorPage.close();
      }
    });

    const buyer = newUser('adminbuyer');
    const reference = await buy(buyerApi, buyer, approved);
    expect(await libraryUids(buyerApi)).toContain(approved.uid);

    await test.step('refund the order: the buyer’s library loses the book', async () => {
      await page.goto('/admin/orders');
      const search = page.getByRole('search', { name: 'Find orders' });
      await search.getByLabel('Search').fill(reference);
      await search.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: reference }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
      visited.order = new URL(page.url()).pathname;
      await page.getByRole('button', { name: `Refund ${approved.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Refund “${approved.title}”?` });
      await dialog.getByLabel('Why is it refunded?').fill('The buyer was charged twice.');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^Refunded /).first()).toBeVisible();
      await expect.poll(() => libraryUids(buyerApi)).not.toContain(approved.uid);
    });

    await test.step('take the approved book down: it leaves the store', async () => {
      await page.goto(`/admin/books?q=${encodeURIComponent(approved.title)}`);
      await page.getByRole('button', { name: `Take down ${approved.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Take down “${approved.title}”?` });
      await dialog.getByLabel('Why is it taken down?').fill('A rights holder sent a takedown notice.');
      await dialog.getByRole('button', { name: 'Take the book down' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row').filter({ hasText: approved.title })).toContainText('Unpublished');
      const book = await authorApi.get(`/api/public/books/${approved.uid}?country=ng`);
      expect(book.status()).toBe(404);
    });

    await test.step('suspend the buyer: they cannot sign in', async () => {
      await page.goto(`/admin/users?q=${encodeURIComponent(buyer.email)}`);
      await page.getByRole('button', { name: `Suspend ${buyer.username}` }).click();
      const dialog = page.getByRole('dialog', { name: `Suspend ${buyer.username}?` });
      await dialog.getByLabel('Why is it suspended?').fill('Chargeback fraud on several orders.');
      await dialog.getByRole('button', { name: 'Suspend the account' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Restore ${buyer.username}` })).toBeVisible();
      const signIn = await playwright.request.newContext({ baseURL });
      try {
        await expect(
          post(signIn, '/user/auth/spa/login', { email: buyer.email, password: buyer.password }),
        ).rejects.toThrow(/suspended/);
      } finally {
        await signIn.dispose();
      }
    });

    await test.step('each action is in the audit log', async () => {
      await expectAudited(approved.uid, 'Book approved');
      await expectAudited(rejected.uid, 'Book rejected', 'The cover is a placeholder');
      await expectAudited(approved.uid, 'Book taken down', 'A rights holder sent a takedown notice.');
      await expectAudited(reference, 'Order refunded', 'The buyer was charged twice.');
      await expectAudited(buyer.username, 'Account suspended', 'Chargeback fraud on several orders.');
      // The log's filters live in the URL: the action filter narrows to one kind.
      await page.goto(`/admin/audit?target_id=${approved.uid}`);
      await page.getByLabel('Action').selectOption('book.takedown');
      await expect(page).toHaveURL(/action=book.takedown/);
      await expect(page.getByRole('row').filter({ hasText: 'Book approved' })).toHaveCount(0);
      await expect(page.getByRole('row').filter({ hasText: 'Book taken down' })).toHaveCount(1);
    });
  } finally {
    await authorApi.dispose();
    await buyerApi.dispose();
  }
});

test('every back office page has no axe violations', async () => {
  const queue = await page.request.get('/api/admin/reviews/voiceover');
  const artist = ((await queue.json()) as { data: { username: string }[] }).data[0]?.username;
  // The demo seed has voiceover profiles waiting for review.
  expect(artist).toBeTruthy();
  for (const path of [
    '/admin',
    '/admin/reviews/books',
    '/admin/reviews/changes',
    '/admin/reviews/voiceovers',
    '/admin/reviews/readers',
    '/admin/books',
    '/admin/offers',
    '/admin/orders',
    '/admin/payouts',
    '/admin/users',
    '/admin/partners',
    '/admin/audit',
    '/admin/security_check',
    ...Object.values(visited),
    `/admin/reviews/voiceovers/${artist}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the back office is not there for anyone but operators, and only operators have it in their menu', async ({
  page: shopper,
}) => {
  await signInByApi(shopper, 'shopper@example.com', 'bookstore-demo');
  await shopper.goto('/admin/orders');
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  await expect(shopper).toHaveURL(/\/admin\/orders$/);
  await shopper
    .getByRole('button', { name: /shopper|demo_shopper/ })
    .first()
    .click();
  await expect(shopper.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(shopper.getByRole('menuitem', { name: 'Back Office' })).toHaveCount(0);

  // The signed-in operator's menu leads to the back office.
  await page.goto('/');
  await page.getByRole('button', { name: 'demo_operator' }).click();
  await page.getByRole('menuitem', { name: 'Back Office' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
});
