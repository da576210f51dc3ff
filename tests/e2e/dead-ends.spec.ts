import { expect as baseExpect, request as apiRequest, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { newUser, post, registerByApi } from './support/accounts';
import { registerVerified } from './support/library-books';

// Issue 39, "no dead ends": a buyer is never left without a way on. The payment page offers a sign-in
// that comes back to it; paying lands on the order's confirmation with "Read now"; the reader says what
// went wrong with a file and tries again, and leads back to the library; an audiobook's sample plays in
// the page. Paths only: the store is opened at whatever address the project's base URL names.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The seeded store's real EPUB (the W3C sample), bought by the tests' new accounts. */
async function wasteLand(page: Page): Promise<string> {
  const response = await page.request.get('/api/public/search?keyword=The%20Waste%20Land&country=ng', {
    headers: { Accept: 'application/json' },
  });
  const { data } = (await response.json()) as {
    data: { books: { uid: string; title: string; type: string }[] };
  };
  const book = data.books.find((b) => b.title === 'The Waste Land' && b.type === 'ebook');
  if (!book) throw new Error('The seeded catalogue has no The Waste Land ebook');
  return book.uid;
}

/** The reader shows the book's text: its pages are blob: frames, one of them with words in it. */
async function expectBookText(page: Page) {
  await expect
    .poll(
      async () => {
        for (const frame of page.frames()) {
          if (!frame.url().startsWith('blob:')) continue;
          const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
          if (/April is the cruellest month|The Burial of the Dead/i.test(text)) return true;
        }
        return false;
      },
      { message: 'the book’s text in the reader' },
    )
    .toBe(true);
}

/** A new account buys The Waste Land in the browser: Buy now, Place order, Pay. Returns its uid. */
async function buyAsNewReader(page: Page, label: string): Promise<string> {
  await registerByApi(page, newUser(label));
  const uid = await wasteLand(page);
  await page.goto(`/books/${uid}/buy`);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order [\w-]+ is paid$/);
  return uid;
}

test('a new buyer pays, lands on the order’s confirmation and reads the book from "Read now"', async ({
  page,
}) => {
  const uid = await buyAsNewReader(page, 'deadendsread');
  await expect(page.getByRole('link', { name: 'The Waste Land', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to library' })).toHaveAttribute(
    'href',
    '/myaccount/library',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /^Read now/ }).click();

  await expect(page).toHaveURL(`/apps/reader/${uid}`);
  await expectBookText(page);
  // The reader's toolbar leads back to the library.
  await page.getByRole('toolbar', { name: 'Reader' }).getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/myaccount\/library$/);
});

test('the payment page asks a visitor to sign in and comes back to the payment, with a way back to the order', async ({
  page,
  baseURL,
}) => {
  // The order is placed elsewhere (another device); this browser has no session.
  const buyer = newUser('deadendspay');
  const elsewhere = await apiRequest.newContext({ baseURL });
  let checkoutPath: string;
  let orderId: number;
  try {
    await registerVerified(elsewhere, buyer);
    const uid = await wasteLand(page);
    await post(elsewhere, '/api/user/cart/add?country=ng', { book_uid: uid });
    const placed = (await (await post(elsewhere, '/api/user/orders', { country: 'ng' })).json()) as {
      data: { order: { id: number }; payment: { checkout_url: string } };
    };
    checkoutPath = new URL(placed.data.payment.checkout_url, baseURL).pathname;
    orderId = placed.data.order.id;
  } finally {
    await elsewhere.dispose();
  }

  await page.goto(checkoutPath);
  await expect(page.getByRole('heading', { name: 'Sign in to pay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your order' })).toHaveAttribute(
    'href',
    new RegExp(`/myaccount/orders/books/${orderId}$`),
  );
  await page.getByRole('link', { name: 'Sign in to pay' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpay%2F/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();

  // Back on the payment page, signed in this time.
  await expect(page).toHaveURL(checkoutPath);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/is paid$/);
});

test('a file the reader cannot fetch says what happened, and "Try again" opens the book', async ({
  page,
}) => {
  const uid = await buyAsNewReader(page, 'deadendsfile');

  // The signed link answers 403, as an expired one does.
  const refuse = (route: Route) => route.fulfill({ status: 403, body: 'Forbidden' });
  await page.route('**/api/files/**', refuse);
  await page.goto(`/apps/reader/${uid}`);
  const alert = page.getByRole('alert').filter({ hasText: 'could not be opened' });
  await expect(alert).toContainText('Its link has expired or is not valid.');
  await expect(alert).not.toContainText('connection');
  await expect(alert.getByRole('link', { name: 'Back to your library' })).toBeVisible();

  await page.unroute('**/api/files/**', refuse);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectBookText(page);
});

test('"Listen to a sample" plays in the page, from the keyboard, and stops when the page is left', async ({
  page,
  context,
}) => {
  const response = await page.request.get(
    '/api/public/books?type=audiobook&sort=Trending&limit=20&country=ng',
    {
      headers: { Accept: 'application/json' },
    },
  );
  const { data } = (await response.json()) as { data: { items: { uid: string }[] } };
  let sampled: { uid: string; title: string } | undefined;
  for (const { uid } of data.items) {
    const detail = (await (
      await page.request.get(`/api/public/books/${uid}?country=ng`, {
        headers: { Accept: 'application/json' },
      })
    ).json()) as { data: { uid: string; title: string; sample_url: string | null } };
    if (detail.data.sample_url) {
      sampled = detail.data;
      break;
    }
  }
  if (!sampled) throw new Error('No trending audiobook has a sample');

  await page.goto(`/books/${sampled.uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampled.title);
  const listen = page.getByRole('button', { name: 'Listen to a sample' });
  await listen.focus();
  await page.keyboard.press('Enter');

  const player = page.getByRole('group', { name: `Sample: ${sampled.title}` });
  await expect(player).toBeVisible();
  const playing = () =>
    player.evaluate((el) => {
      const audio = el.querySelector('audio');
      return audio ? !audio.paused : false;
    });
  await expect.poll(playing).toBe(true);
  expect(context.pages()).toHaveLength(1);
  expect(await axeViolations(page, { include: '[role="group"]' })).toEqual([]);

  await player.getByRole('button', { name: 'Pause sample' }).click();
  await expect.poll(playing).toBe(false);
  await player.getByRole('button', { name: 'Play sample' }).press('Enter');
  await expect.poll(playing).toBe(true);

  // Leaving the page stops it: no audio element is left playing.
  await page.getByRole('link', { name: 'Bookstore' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => [...document.querySelectorAll('audio')].every((audio) => audio.paused)),
  ).toBe(true);
});
