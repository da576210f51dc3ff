import { expect, request as playwrightRequest, test } from '@playwright/test';
import { newUser, post, registerByApi, signInByApi } from './support/accounts';
import { hydrated } from './support/hydration';
import { payOnTestPage, registerVerified } from './support/library-books';

/**
 * Issue 42, a reader's review from purchase to the page: a new reader buys a book, rates and reviews it
 * on the book's page, the review shows in the server's HTML and its JSON-LD for the next visitor, and
 * another reader reports it from the page. (The operator's side, hiding it from the queue, is
 * review-moderation.spec.ts.)
 */
test('a buyer reviews the book on its page; visitors get it server-rendered; another reader reports it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A book of the seeded catalogue, as any shopper finds it.
  const listing = await page.request.get('/api/public/books?country=ng&type=ebook&page=2');
  const book = ((await listing.json()) as { data: { items: { uid: string; title: string }[] } }).data
    .items[0];
  if (!book) throw new Error('The seeded catalogue has no ebook');
  const before = (await (await page.request.get(`/api/public/books/${book.uid}/reviews/summary`)).json()) as {
    data: { count: number };
  };

  // The buyer pays for the book (the way the store's checkout does, through the API).
  const buyer = newUser('reviewer');
  const buyerApi = await playwrightRequest.newContext({ baseURL });
  try {
    await registerVerified(buyerApi, buyer);
    await post(buyerApi, '/api/user/cart/add?country=ng', { book_uid: book.uid });
    const placed = await post(buyerApi, '/api/user/orders', { country: 'ng' });
    const order = ((await placed.json()) as { data: { payment: { checkout_url: string } } }).data;
    await payOnTestPage(buyerApi, order.payment.checkout_url);
  } finally {
    await buyerApi.dispose();
  }

  // On the book's page, signed in: "Write a review", four stars, a title and a text.
  await signInByApi(page, buyer.email, buyer.password);
  await page.goto(`/books/${book.uid}#reviews`);
  await hydrated(page);
  const reviews = page.locator('#reviews');
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  // Sending without stars names the missing rating and keeps what was typed.
  const title = `Worth the evening ${buyer.username.slice(-6)}`;
  await reviews.getByLabel('Title (optional)').fill(title);
  await reviews
    .getByLabel('Your review (optional)')
    .fill('A quiet, careful book: the middle drags, the ending lands.');
  const postReview = reviews.getByRole('button', { name: 'Post review' });
  await postReview.click();
  // Focus goes to the stars, which say a rating is missing; the text typed stays.
  await expect(reviews.getByRole('radio', { name: /^1 star,/ })).toBeFocused();
  await expect(reviews.getByLabel('Title (optional)')).toHaveValue(title);
  await reviews.getByRole('radio', { name: /^4 stars/ }).check();
  await postReview.click();
  await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible({ timeout: 15_000 });
  await expect(reviews.getByRole('article', { name: 'Your review' }).first()).toContainText(title);

  // The next visitor gets it in the server's HTML: the card, the figures and the JSON-LD's Review.
  const html = await (await page.request.get(`/books/${book.uid}`, { headers: { cookie: '' } })).text();
  expect(html).toContain(title);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => text ?? '',
  );
  expect(jsonLd.some((text) => text.includes('"@type":"Review"') && text.includes(title))).toBe(true);
  const after = (await (await page.request.get(`/api/public/books/${book.uid}/reviews/summary`)).json()) as {
    data: { count: number };
  };
  expect(after.data.count).toBe(before.data.count + 1);

  // Another reader reports it from the page.
  const reader = await browser.newPage();
  try {
    await registerByApi(reader, newUser('reporter'));
    await reader.goto(`/books/${book.uid}?sort=newest#reviews`);
    await hydrated(reader);
    const card = reader
      .getByRole('article', { name: `Review by ${buyer.first_name} ${buyer.last_name}` })
      .filter({
        hasText: title,
      });
    await card.getByRole('button', { name: /Report/ }).click();
    const dialog = reader.getByRole('dialog');
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(reader.getByText('Thank you: our team will read the review.')).toBeVisible();
  } finally {
    await reader.close();
  }
});
