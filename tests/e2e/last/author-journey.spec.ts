import { expect as baseExpect, test, type APIRequest, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  enterCode,
  fillSignup,
  mailedCode,
  newUser,
  post,
  registerByApi,
  type TestUser,
} from '../support/accounts';
import { formatAmount } from '../store-support';
import { approveAsOperator } from '../support/operator';

// A loaded CI machine shares its cores with the server: give pages and calls time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
/** The smallest real EPUB: from the project's shared fixtures (beside the repository), else the seed's. */
function smallestEpub(): string {
  const shared = path.resolve(here, '../../../../shared/fixtures/epub');
  const dir = existsSync(shared) ? shared : path.resolve(here, '../../../apps/api/src/seed/assets');
  const epubs = readdirSync(dir)
    .filter((name) => name.endsWith('.epub'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(a).size - statSync(b).size);
  if (!epubs[0]) throw new Error(`No EPUB in ${dir}`);
  return epubs[0];
}

// A 2 x 2 red PNG.
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * `seconds` of MPEG-1 Layer III at 128 kbit/s, 44.1 kHz, joint stereo: whole 417-byte frames whose
 * header is followed by zeroed side information and main data (silence to a decoder).
 */
function silentMp3(seconds: number): Buffer {
  const frameBytes = 417; // 144 * 128000 / 44100, no padding
  const frames = Math.round((seconds * 128_000) / 8 / frameBytes);
  const bytes = Buffer.alloc(frames * frameBytes);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * frameBytes);
  return bytes;
}

/** The security check: a code is mailed on arrival; entering it opens the page that was asked for. */
async function passSecurityCheck(page: Page, user: TestUser, after = 0): Promise<number> {
  await expect(page).toHaveURL(/\/dashboard\/security_check/);
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const mail = await mailedCode(page.request, user.email, 'seller_2fa', after);
  await enterCode(page, 'Verification code', mail.code);
  return mail.id;
}

/** A stat card of the dashboard or the revenue page, by its label. */
const stat = (page: Page, label: string): Locator =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=../..');

const money = (amount: number) => `₦${formatAmount(amount)}`;

/** The sum of the "Books sold per month" chart, read from its table for screen readers. */
async function booksSold(page: Page): Promise<number> {
  const figure = page.getByRole('figure', { name: 'Books sold per month' });
  const toggle = figure.getByText('Show data table');
  const empty = figure.getByText('No sales in the last 12 months yet.');
  await expect(toggle.or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  await toggle.click();
  const table = figure.getByRole('table', { name: 'Books sold per month' });
  await expect(table).toBeVisible();
  const cells = await table.getByRole('cell').allTextContents();
  return cells.reduce((sum, text) => sum + Number(text.replace(/[^\d.]/g, '') || 0), 0);
}

async function openUserMenu(page: Page, user: TestUser) {
  await page.getByRole('banner').getByRole('button', { name: user.username }).click();
}

/** Steps 1-4 of the editor shared by both book types: basic info, price and details, one contributor. */
async function fillDetails(page: Page, title: string, { pages }: { pages: boolean }) {
  await expect(page).toHaveURL(/\/edit\/basic_info$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill(
      'A story of a market town told by the traders who open their stalls before dawn, written for this test.',
    );
  const category = page.getByRole('combobox', { name: /^Category/ });
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  const sub = page.getByRole('combobox', { name: /^Sub-category/ });
  await expect(sub).toBeEnabled();
  await expect(sub.locator('option')).not.toHaveCount(1);
  await sub.selectOption({ index: 1 });
  await expect(page.getByRole('textbox', { name: 'Language', exact: true })).toHaveValue('English');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/edit\/advance_info$/);
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('1500');
  await expect(page.getByRole('combobox', { name: /^Currency/ })).toHaveValue('NGN');
  await page.getByRole('textbox', { name: 'Publication date', exact: true }).fill('2026-03-14');
  if (pages) await page.getByRole('spinbutton', { name: 'Pages', exact: true }).fill('120');
  const tags = page.getByRole('textbox', { name: /^Tags/ });
  for (const tag of ['market', 'lagos']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/edit\/contributors$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Adaeze Okafor');
  await page.getByRole('button', { name: 'Add author' }).click();
  await expect(page.getByRole('button', { name: 'Remove Adaeze Okafor' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/edit\/cover$/);
}

async function uploadCover(page: Page, title: string) {
  await page.getByLabel(/^Choose a cover/).setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: COVER_PNG,
  });
  await page.getByRole('button', { name: 'Upload cover' }).click();
  await expect(page.getByRole('img', { name: `Current cover of ${title}` })).toBeVisible();
}

/** The publish step: the checklist is complete, Publish, and the link to the book's page. Returns it. */
/**
 * Publishes the book being edited: a new author's book goes to the store's review first (issue 28), so
 * the demo operator approves it through the back office's API, and the author's page then shows it on
 * sale with its link.
 */
async function publish(page: Page, request: APIRequest): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/edit\/publish$/);
  await expect(page.getByText('Everything needed to publish is there.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your book is in review' })).toBeVisible();
  const uid = /\/dashboard\/mybooks\/([^/]+)\/edit\/publish$/.exec(new URL(page.url()).pathname)?.[1];
  if (!uid) throw new Error(`No book uid in ${page.url()}`);
  await approveAsOperator(request, new URL(page.url()).origin, [uid]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your book is published' })).toBeVisible();
  const link = page.getByRole('link', { name: 'See it in the store' });
  const href = await link.getAttribute('href');
  if (!href?.startsWith('/books/')) throw new Error(`Unexpected book link ${href}`);
  return href;
}

async function newBook(page: Page, title: string, type: 'Ebook' | 'Audiobook') {
  await page.goto('/dashboard/mybooks/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
  await page.getByRole('button', { name: 'Create book' }).click();
  await fillDetails(page, title, { pages: type === 'Ebook' });
}

test.describe('authors sell', () => {
  test('an author by API publishes an audiobook with two tracks', async ({ page, playwright }) => {
    test.setTimeout(120_000);
    const author = newUser('audioauthor');
    await registerByApi(page, author);
    await post(page.request, '/api/user/selling/create_account', {
      bio: 'I record the stories my grandmother told, for this test.',
      phone: '+2348035550101',
      country_code: 'ng',
      accept_terms: true,
    });
    await page.goto('/dashboard/mybooks/new');
    await passSecurityCheck(page, author);
    await expect(page).toHaveURL(/\/dashboard\/mybooks\/new$/);

    const title = `Night Market Tales ${author.username.slice(-6)}`;
    await newBook(page, title, 'Audiobook');

    await page.getByLabel(/^Add audio files/).setInputFiles([
      { name: '01_the-gate.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(3) },
      { name: '02_the-river.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(5) },
    ]);
    await expect(page.getByLabel('Title of track 1')).toHaveValue(/the gate/i);
    await page.getByLabel('Title of track 2').fill('The River');
    await page.getByRole('button', { name: 'Upload 2 tracks' }).click();

    const tracks = page.getByRole('list', { name: 'Tracks in play order' }).getByRole('listitem');
    await expect(tracks).toHaveCount(2, { timeout: 30_000 });
    await expect(tracks.nth(0)).toContainText(/the gate/i);
    await expect(tracks.nth(0).getByRole('time')).toHaveAttribute('datetime', 'PT3S');
    await expect(tracks.nth(1)).toContainText('The River');
    await expect(tracks.nth(1).getByRole('time')).toHaveAttribute('datetime', 'PT5S');
    await expect(page.getByText(/Total duration:/)).toContainText('2 tracks');
    await expect(page.getByText(/Total duration:/).getByRole('time')).toHaveAttribute('datetime', 'PT8S');

    await uploadCover(page, title);
    const bookPage = await publish(page, playwright.request);
    await page.goto(bookPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('sign up, become an author, sell an ebook, and withdraw the revenue after its hold', async ({
    page,
    playwright,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const author = newUser('author');

    // 1. Sign up, verify the email, open the author account and pass the security check.
    await page.goto('/signup');
    await fillSignup(page, author);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/myaccount\/verify_email/);
    const verification = await mailedCode(page.request, author.email, 'email_verification');
    await enterCode(page, 'Verification code', verification.code);
    await expect(page).toHaveURL(/\/myaccount$/);

    await openUserMenu(page, author);
    await page.getByRole('menuitem', { name: 'Become an Author' }).click();
    await expect(page).toHaveURL(/\/selling\/author$/);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/selling\/author\/onboard$/);
    const penName = `Ify ${author.username.slice(-6)}`;
    await page.getByLabel('Pen name').fill(penName);
    await page.getByLabel('Bio').fill('I write about markets, families and the cities that hold them.');
    await page.getByLabel('Phone number').fill('+2348035550101');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Open my author account' }).click();
    const firstCheck = await passSecurityCheck(page, author);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Selling Dashboard', level: 1 })).toBeVisible();
    await openUserMenu(page, author);
    await expect(page.getByRole('menuitem', { name: 'Selling Dashboard' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Become an Author' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const soldBefore = await booksSold(page);

    // 2. An ebook through every step of the editor.
    const title = `Dawn Traders ${author.username.slice(-6)}`;
    await newBook(page, title, 'Ebook');
    const epub = smallestEpub();
    await page.getByLabel(/^Choose the EPUB/).setInputFiles(epub);
    await page.getByRole('button', { name: 'Upload EPUB' }).click();
    await expect(page.getByRole('heading', { name: 'Current file' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(path.basename(epub), { exact: true })).toBeVisible();
    await uploadCover(page, title);
    const bookPage = await publish(page, playwright.request);

    // 3. A shopper finds it, buys it through the test payment page and has it in their library.
    const shopperContext = await browser.newContext({ baseURL });
    try {
      const shopper = await shopperContext.newPage();
      await registerByApi(shopper, newUser('buyer'));
      await shopper.goto(bookPage);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title);
      // The byline is the pen name given at onboarding, not the account's name (issue 39).
      await expect(shopper.getByRole('link', { name: penName, exact: true })).toHaveAttribute(
        'href',
        `/authors/${author.username}`,
      );
      await expect(shopper.getByText(`${author.first_name} ${author.last_name}`)).toHaveCount(0);
      await shopper.getByRole('button', { name: 'Add to cart' }).first().click();
      const drawer = shopper.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByText(title)).toBeVisible();
      await drawer.getByRole('link', { name: 'Checkout' }).click();
      await expect(shopper).toHaveURL(/\/checkout$/);
      await expect(shopper.getByRole('region', { name: 'Order summary' }).getByText(title)).toBeVisible();
      await expect(
        shopper.getByRole('region', { name: 'Order summary' }).getByText(money(1500)).first(),
      ).toBeVisible();
      await shopper.getByRole('button', { name: 'Place order' }).click();
      await expect(shopper).toHaveURL(/\/pay\//);
      await shopper.getByRole('button', { name: /^Pay / }).click();
      await expect(shopper).toHaveURL(/\/myaccount\/payments\/\d+$/);
      await expect(shopper.getByText('Successful', { exact: true })).toBeVisible();
      await shopper.goto('/myaccount/library');
      await expect(shopper.getByRole('link', { name: `Read ${title}` })).toBeVisible();
    } finally {
      await shopperContext.close();
    }

    // 4. The author sees the sale, the revenue on hold, and the chart move.
    await page.goto('/dashboard/sales');
    const sale = page
      .getByRole('table', { name: /Sales of your books/ })
      .getByRole('row', { name: new RegExp(title) });
    await expect(sale).toBeVisible();
    await expect(sale).toContainText(money(1500));

    await page.goto('/dashboard/revenue');
    const earning = page.getByRole('table', { name: 'Your earnings by sale' }).getByRole('row', {
      name: new RegExp(title),
    });
    await expect(earning).toContainText(/On hold until/);
    await expect(stat(page, 'Total revenue')).toContainText('₦');
    const totalText = (await stat(page, 'Total revenue').textContent()) ?? '';
    const net = Number(totalText.replace(/^.*?₦/, '').replace(/,/g, ''));
    expect(net).toBeGreaterThan(0);
    expect(net).toBeLessThanOrEqual(1500);
    await expect(stat(page, 'Available balance')).toContainText(money(0));

    await page.goto('/dashboard');
    await expect.poll(() => booksSold(page), { timeout: 15_000 }).toBe(soldBefore + 1);

    // 5. A bank account; nothing to withdraw while the revenue is on hold.
    await page.goto('/dashboard/revenue/bank');
    const bankForm = page.getByRole('form', { name: 'Add a bank account' });
    const bank = bankForm.getByRole('combobox', { name: /^Bank/ });
    await expect(bank.locator('option')).not.toHaveCount(1);
    await bank.selectOption({ index: 1 });
    await bankForm.getByLabel('Account number').fill('0123456789');
    await bankForm.getByRole('button', { name: 'Verify account' }).click();
    await expect(bankForm.getByRole('status')).toContainText(/Account name: \S+/);
    await bankForm.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('list', { name: 'Your bank accounts' }).getByRole('listitem')).toHaveCount(1);

    await page.goto('/dashboard/revenue');
    const withdraw = page.getByRole('form', { name: 'Withdraw revenue' });
    await withdraw.getByLabel('Amount').fill(net.toFixed(2));
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    await expect(
      withdraw.getByText(`The amount may not be greater than your available balance of ${money(0)}.`),
    ).toBeVisible();
    await expect(withdraw.getByLabel('Amount')).toHaveValue(net.toFixed(2));

    // Eight days on, the hold is over; the seller's check (and maybe the session) has lapsed.
    try {
      await post(request, '/dev/clock', { advance_days: 8 });
      await page.goto('/dashboard/revenue');
      await expect(page).toHaveURL(/\/login|\/dashboard\/security_check/);
      if (/\/login/.test(page.url())) {
        await page.getByLabel('Email').fill(author.email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(author.password);
        await page.getByRole('button', { name: 'Login' }).click();
      }
      await passSecurityCheck(page, author, firstCheck);
      await expect(page).toHaveURL(/\/dashboard\/revenue$/);
      await expect(stat(page, 'Available balance')).toContainText(money(net));
      await expect(earning).not.toContainText(/On hold/);

      await withdraw.getByLabel('Amount').fill(net.toFixed(2));
      await withdraw.getByRole('button', { name: 'Withdraw' }).click();
      await expect(stat(page, 'Available balance')).toContainText(money(0));
      await expect(stat(page, 'Withdrawals on their way')).toContainText(money(net));
      await expect(withdraw.getByLabel('Amount')).toHaveValue('');
    } finally {
      await post(request, '/dev/clock', { reset: true });
    }
  });
});
