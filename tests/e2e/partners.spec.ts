import { createServer, type Server } from 'node:http';
import { expect as baseExpect, test } from '@playwright/test';
import { newUser, registerByApi } from './support/accounts';
import { hydrated } from './support/hydration';
import { catalogSamples } from './store-support';
import { PARTNER_HOST_PORT } from './support/partner-host';

// Two workers share two loaded cores with the server: give pages time.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A partner's page on another origin (127.0.0.1, another port), showing what the partner pasted. */
function servePartnerPage(body: string): Promise<Server> {
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>The Lagos Book Club</title></head>
  <body><main><h1>This month’s pick</h1>${body}</main></body>
</html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(PARTNER_HOST_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * Issue 43, the partner journey end to end: a user joins at /partners, builds a book card in the embed
 * builder and copies its code; the code goes on a page of another origin; a shopper there clicks through
 * to the store (the first-party cookie names the partner), signs up and buys on the demo payment page; the
 * partner's dashboard then shows the order and the commission.
 */
test('a partner joins, embeds a book card on their site, and earns on a shopper’s purchase', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { ebook } = await catalogSamples(page.request);

  // Join at /partners (a verified account, signed in).
  const partner = newUser('partner');
  await registerByApi(page, partner);
  await page.goto('/partners');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner programme' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Commission per book type' })).toContainText('Ebooks');
  await page.getByLabel(/^Your site’s address/).fill('https://lagos-book-club.example.org');
  await page.getByRole('checkbox', { name: /I accept the partner programme terms/ }).check();
  await page.getByRole('button', { name: 'Join the programme' }).click();

  // The builder: a book card for the sample ebook, its live preview, and the code copied.
  await expect(page).toHaveURL(/\/dashboard\/partner\/embed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Embed builder' })).toBeVisible();
  await page.getByRole('radio', { name: /^Book card/ }).check();
  await page.getByLabel(/^Find a book or an author/).fill(ebook.title);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: `${ebook.title} · Ebook` })
    .first()
    .click();
  await expect(page.getByText(`Chosen: ${ebook.title}`)).toBeVisible();
  // The preview is the real widget: its title links to the book, carrying the partner.
  const preview = page.getByTestId('widget-preview');
  await expect(preview.getByText(ebook.title).first()).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Copy the code' }).click();
  await expect(page.getByText('The code copied to the clipboard.')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  const partnerCode = /data-partner="([A-Z2-9]{8})"/.exec(code)?.[1];
  expect(partnerCode, code).toBeTruthy();
  expect(code).toContain(`uid="${ebook.uid}"`);
  await expect(page.getByTestId('partner-link')).toHaveText(
    `${baseURL}/books/${ebook.uid}?ref=${partnerCode}&ref_src=link`,
  );

  // The partner's site, on another origin, with the pasted code.
  const site = await servePartnerPage(code);
  const shopperContext = await browser.newContext({ baseURL });
  try {
    const shopper = await shopperContext.newPage();
    await shopper.goto(`http://127.0.0.1:${PARTNER_HOST_PORT}/`);
    const card = shopper.locator('bookstore-book-card');
    const title = card.locator(`a[href*="/books/${ebook.uid}"]`).first();
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('href', new RegExp(`ref=${partnerCode}`));
    // Through to the store: the click is recorded and the store's own cookie names the partner.
    await title.click();
    await expect(shopper).toHaveURL(new RegExp(`/books/${ebook.uid}\\?.*ref=${partnerCode}`));
    await expect(shopper.getByRole('heading', { level: 1, name: ebook.title })).toBeVisible();

    // The shopper signs up (a new verified account) and buys the book on the demo payment page.
    const buyer = newUser('partnerbuyer');
    await registerByApi(shopper, buyer);
    await shopper.goto(`/books/${ebook.uid}`);
    await hydrated(shopper);
    await shopper.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(shopper.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await shopper.goto('/checkout');
    await hydrated(shopper);
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await expect(shopper).toHaveURL(/\/pay\/[^/]+$/);
    await shopper.getByRole('button', { name: /^Pay / }).click();
    await expect(shopper).toHaveURL(/\/myaccount\/payments\/\d+$/);
    await expect(shopper.getByText('Successful', { exact: true })).toBeVisible();
  } finally {
    await shopperContext.close();
    await new Promise((resolve) => site.close(resolve));
  }

  // The partner's dashboard: the order, and the commission on hold.
  await page.goto('/dashboard/partner/orders');
  const row = page.getByRole('row').filter({ hasText: ebook.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('On hold');
  await page.goto('/dashboard/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
  // The stat cards: one order, and a commission earned and held (the refund window).
  const stat = (text: RegExp) => page.getByRole('main').locator('div').filter({ hasText: text });
  await expect(stat(/^Orders1$/).first()).toBeVisible();
  await expect(stat(/^Earned₦[1-9][\d,]*\.\d\d$/).first()).toBeVisible();
  await expect(stat(/^On hold₦[1-9][\d,]*\.\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: ebook.title })).toBeVisible();
});
