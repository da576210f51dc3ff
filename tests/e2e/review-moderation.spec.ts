import { test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { axeViolations } from '../support/axe';
import { newUser, post, put } from './support/accounts';
import { signInToBackOffice } from './support/back-office';
import { payOnTestPage, registerVerified } from './support/library-books';
import { expect } from './support/voiceover';

// Issue 42: a reader's review, reported by another reader, hidden by an operator in the back office's
// reader reviews queue: it leaves the book's public reviews and its figures at once.
test.describe.configure({ timeout: 180_000 });

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Accept: 'application/json' } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded ebook, away from the first ones other journeys buy and review. */
async function aSeededEbook(request: APIRequestContext): Promise<string> {
  const { items } = await dataOf<{ items: { uid: string }[] }>(
    request,
    '/api/public/books?type=ebook&limit=12&country=ng',
  );
  const uid = items.at(-1)?.uid;
  if (!uid) throw new Error('The seed has no ebook on sale in Nigeria');
  return uid;
}

/** A new verified reader buys and pays for the book, then reviews it; returns the review's uid. */
async function buyAndReview(request: APIRequestContext, bookUid: string, title: string): Promise<string> {
  await registerVerified(request, newUser('reviewwriter'));
  await post(request, '/api/user/cart/add?country=ng', { book_uid: bookUid });
  const ordered = await post(request, '/api/user/orders', { country: 'ng' });
  const { payment } = ((await ordered.json()) as { data: { payment: { checkout_url: string } } }).data;
  await payOnTestPage(request, payment.checkout_url);
  const saved = await put(request, `/api/user/reviews/books/${bookUid}`, {
    rating: 1,
    title,
    body: 'The last chapter is told in the first: the narrator names who did it on page two.',
  });
  return ((await saved.json()) as { data: { uid: string; status: string } }).data.uid;
}

const summaryOf = (request: APIRequestContext, bookUid: string) =>
  dataOf<{ count: number }>(request, `/api/public/books/${bookUid}/reviews/summary`);

const newestUids = async (request: APIRequestContext, bookUid: string) =>
  (
    await dataOf<{ items: { uid: string }[] }>(
      request,
      `/api/public/books/${bookUid}/reviews?sort=newest&per_page=50`,
    )
  ).items.map((review) => review.uid);

test('an operator hides a reported review with a reason: it leaves the book’s reviews and its count', async ({
  page,
  playwright,
  baseURL,
}) => {
  const writerApi = await playwright.request.newContext({ baseURL });
  const reporterApi = await playwright.request.newContext({ baseURL });
  const visitorApi = await playwright.request.newContext({ baseURL });
  const title = `Spoils the ending ${randomUUID().slice(0, 8)}`;
  const reason = 'It gives away the ending without a warning.';

  const { bookUid, reviewUid } =
    await test.step('a buyer reviews the book and another reader reports it', async () => {
      const bookUid = await aSeededEbook(visitorApi);
      const reviewUid = await buyAndReview(writerApi, bookUid, title);
      await registerVerified(reporterApi, newUser('reviewreporter'));
      await post(reporterApi, `/api/user/reviews/${reviewUid}/reports`, {
        reason: 'spoiler',
        note: 'Names the culprit.',
      });
      expect(await newestUids(visitorApi, bookUid)).toContain(reviewUid);
      return { bookUid, reviewUid };
    });
  const before = await summaryOf(visitorApi, bookUid);

  await test.step('the operator finds it in the reported reviews and hides it with a reason', async () => {
    await signInToBackOffice(page, '/admin/reviews/readers');
    await expect(page.getByRole('heading', { level: 1, name: 'Reader reviews' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reader reviews', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('combobox', { name: 'Show' }).selectOption('reported');
    await expect(page).toHaveURL(/kind=reported/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Spoiler');
    await expect(row.getByRole('link')).toHaveAttribute('href', `/books/${bookUid}`);
    expect(await axeViolations(page), 'the reader reviews queue').toEqual([]);

    await row.getByRole('button', { name: /^Hide/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review' });
    await dialog.getByRole('textbox', { name: /Why is it hidden/ }).fill(reason);
    expect(await axeViolations(page), 'the hide dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Hide the review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The review is hidden; its writer was mailed.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  await test.step('the public reviews no longer list it, and the book counts one review fewer', async () => {
    expect(await newestUids(visitorApi, bookUid)).not.toContain(reviewUid);
    expect((await summaryOf(visitorApi, bookUid)).count).toBe(before.count - 1);
    // The decision is in the audit log, with its reason.
    await page.goto(`/admin/audit?target_id=${reviewUid}`);
    await expect(page.getByRole('row').filter({ hasText: 'Review hidden' })).toContainText(reason);
  });

  await Promise.all([writerApi.dispose(), reporterApi.dispose(), visitorApi.dispose()]);
});
