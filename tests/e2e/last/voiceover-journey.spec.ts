import { test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { post } from '../support/accounts';
import {
  approve,
  deliver,
  expect,
  newBuyer,
  onboardArtist,
  openJob,
  orderAndPay,
  openDashboardPage,
  passSecurityCheck,
  publishOffer,
  wav,
  words,
} from '../support/voiceover';

// Issues 14 and 24: the voiceover marketplace from the artist's onboarding to their withdrawal. It moves
// the server's clock past the revenue hold, so it runs with the suite's last, serial tests.
test.describe.configure({ timeout: 240_000 });

test.describe('the voiceover marketplace, to the artist’s withdrawal', () => {
  test('an artist onboards, is approved and publishes an offer; a buyer finds them, orders, pays, starts, downloads the delivery and accepts; the artist is credited and, past the hold, adds a bank account and withdraws', async ({
    page,
    browser,
    baseURL,
  }) => {
    const language = 'Zulu';
    const artist = await onboardArtist(page, 'voartist', language);
    await approve(page, artist.user.username);

    // The dashboard asks for the seller security check first; then the offer.
    await openDashboardPage(page, '/dashboard/voiceover/offers/new');
    const offerTitle = `Audiobook narration ${artist.user.username.slice(-6)}`;
    await publishOffer(page, offerTitle, { wordLimit: 50, revisions: 1, price: 15000 });

    // The buyer finds the artist on /voas by the language they picked.
    const buyer = await newBuyer(browser, baseURL, 'vobuyer');
    try {
      const shop = buyer.page;
      await shop.goto('/voas');
      const filters = shop.getByRole('search', { name: 'Filter voiceover artists' });
      const languageId = await filters
        .getByRole('combobox', { name: 'Language' })
        .locator('option', { hasText: language })
        .getAttribute('value');
      await filters.getByRole('combobox', { name: 'Language' }).selectOption({ label: language });
      await filters.getByRole('combobox', { name: 'Gender' }).selectOption('female');
      await expect(shop).toHaveURL(new RegExp(`language=${languageId}`));
      await expect(shop.getByRole('status').filter({ hasText: /artists? match/ })).toBeVisible();
      // New artists list after the rated ones: page on until the card shows.
      const card = shop.getByRole('article', { name: artist.displayName });
      for (let pageNo = 1; pageNo < 20; pageNo++) {
        const next = shop.getByRole('link', { name: 'Next page' });
        await expect(shop.getByRole('heading', { level: 2 }).first()).toBeVisible();
        if ((await card.count()) > 0 || (await next.count()) === 0) break;
        const before = shop.url();
        await next.click();
        await expect(shop).not.toHaveURL(before);
      }
      await expect(card).toBeVisible();
      await expect(card).toContainText(language);
      await expect(shop.getByRole('button', { name: `Play demo by ${artist.displayName}` })).toBeVisible();
      await card.getByRole('link', { name: artist.displayName }).click();
      await expect(shop).toHaveURL(new RegExp(`/voas/${artist.user.username}$`));
      await expect(shop.getByRole('heading', { level: 1, name: artist.displayName })).toBeVisible();
      await shop.getByRole('link', { name: offerTitle }).click();
      await expect(shop).toHaveURL(new RegExp(`/voas/${artist.user.username}/offers/[^/]+$`));
      await expect(shop.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();

      // A script over the word limit is blocked by the form.
      const script = shop.getByRole('textbox', { name: 'Script' });
      await script.fill(words(60));
      await expect(
        shop.getByText('The script has 60 words; this offer covers up to 50 words.'),
      ).toBeVisible();
      await expect(shop.getByRole('button', { name: 'Order and pay' })).toBeDisabled();
      await expect(shop.getByText('Shorten the script to order.')).toBeVisible();

      const { uid } = await orderAndPay(
        shop,
        'Chapter one. The harmattan came early that year, and the city woke under a pale sky.',
        'Please read slowly, with a pause between paragraphs.',
      );
      await expect(shop.getByRole('heading', { name: 'Ready to start' })).toBeVisible();
      await shop.getByRole('button', { name: 'Start the job' }).click();
      await expect(shop.getByRole('heading', { name: 'The artist is recording' })).toBeVisible();
      await expect(shop.getByText('Your script is with the artist.')).toBeVisible();

      // The artist sees the job with the script and the notes, and delivers a recording with a note.
      await openJob(page, offerTitle);
      await expect(page.getByText(buyer.user.username, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Script' })).toContainText('The harmattan came early');
      await expect(page.getByText('Please read slowly, with a pause between paragraphs.')).toBeVisible();
      const recording = wav(2, 523);
      await deliver(page, { name: 'chapter-one.wav', buffer: recording }, 'Mastered at -18 LUFS. Enjoy!');

      // The buyer sees the delivery, downloads it (the same bytes) and accepts it.
      await shop.reload();
      await expect(shop.getByRole('heading', { name: 'Your recording is ready' })).toBeVisible();
      await expect(shop.getByText('Artist’s note: Mastered at -18 LUFS. Enjoy!')).toBeVisible();
      const link = shop.getByRole('link', { name: /^Download chapter-one\.wav \(/ });
      await expect(link).toBeVisible();
      const [download] = await Promise.all([shop.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('chapter-one.wav');
      const path = await download.path();
      expect((await readFile(path)).equals(recording)).toBe(true);
      const href = await link.getAttribute('href');
      if (!href) throw new Error('The download link has no href');
      const signed = await shop.request.get(href);
      expect(signed.ok()).toBe(true);
      expect((await signed.body()).length).toBe(recording.length);

      await shop.getByRole('button', { name: 'Accept delivery' }).click();
      const dialog = shop.getByRole('dialog', { name: 'Accept this delivery?' });
      await dialog.getByRole('button', { name: 'Accept and pay the artist' }).click();
      await expect(dialog).toBeHidden();
      await expect(shop.getByRole('heading', { name: 'Completed' })).toBeVisible();
      await expect(shop.getByText('The final recording')).toBeVisible();
      // The buyer's list of voiceover orders leads to this order.
      await shop.goto('/myaccount/orders/voiceovers');
      await expect(shop.getByRole('link', { name: offerTitle })).toHaveAttribute(
        'href',
        `/myaccount/orders/voiceovers/${uid}`,
      );

      // The artist's job is completed and their voiceover dashboard shows the earnings.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Completed.' })).toBeVisible();
      const stats = (await (
        await page.request.get('/api/user/selling/statistics/dashboard', {
          headers: { Accept: 'application/json' },
        })
      ).json()) as { data: { total_revenue: { amount: number; currency_code: string } } };
      expect(stats.data.total_revenue.amount).toBeGreaterThan(0);
      expect(stats.data.total_revenue.currency_code).toBe('NGN');
      await page.goto('/dashboard/voiceover');
      const amount = stats.data.total_revenue.amount.toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      await expect(page.getByRole('main')).toContainText(
        new RegExp(`Total earnings\\s*₦${amount.replaceAll('.', '\\.')}`),
      );
      await expect(page.getByRole('main')).toContainText(/Completed\s*1/);

      // Issue 24: the artist (not an author) withdraws from the voiceover dashboard. While the
      // earnings are on hold nothing is available; eight days on, the hold is over.
      const net = stats.data.total_revenue.amount;
      const naira = (value: number) =>
        `₦${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await page.getByRole('link', { name: 'Bank accounts' }).click();
      await expect(page).toHaveURL(/\/dashboard\/revenue\/bank$/);
      const bankForm = page.getByRole('form', { name: 'Add a bank account' });
      const bank = bankForm.getByRole('combobox', { name: /^Bank/ });
      await expect(bank.locator('option')).not.toHaveCount(1);
      await bank.selectOption({ index: 1 });
      await bankForm.getByLabel('Account number').fill('0123456789');
      await bankForm.getByRole('button', { name: 'Verify account' }).click();
      await expect(bankForm.getByRole('status')).toContainText(/Account name: \S+/);
      await bankForm.getByRole('button', { name: 'Save account' }).click();
      await expect(page.getByRole('list', { name: 'Your bank accounts' }).getByRole('listitem')).toHaveCount(
        1,
      );

      try {
        await post(page.request, '/dev/clock', { advance_days: 8 });
        await page.goto('/dashboard/voiceover');
        // Eight days on the session or the seller mark has lapsed: the page first opens at its own URL,
        // then the store sends the artist on once the API has said so. Wait for the page that settles.
        const loginPage = page.getByRole('heading', { level: 1, name: 'Login' });
        const withdrawLink = page.getByRole('link', { name: 'Withdraw earnings' });
        const securityCheck = page.getByText(/We sent a 6-digit code to/);
        await expect(loginPage.or(withdrawLink).or(securityCheck)).toBeVisible();
        if (await loginPage.isVisible()) {
          await page.getByLabel('Email').fill(artist.user.email);
          await page.getByRole('textbox', { name: 'Password', exact: true }).fill(artist.user.password);
          await page.getByRole('button', { name: 'Login' }).click();
          await expect(withdrawLink.or(securityCheck)).toBeVisible();
        }
        if (!(await withdrawLink.isVisible())) {
          await passSecurityCheck(page, artist.user.email, '/dashboard/voiceover');
        }
        await withdrawLink.click();
        await expect(page).toHaveURL(/\/dashboard\/revenue$/);
        const balance = page
          .getByRole('main')
          .getByText('Available balance', { exact: true })
          .locator('xpath=../..');
        await expect(balance).toContainText(naira(net));
        const withdraw = page.getByRole('form', { name: 'Withdraw revenue' });
        await withdraw.getByLabel('Amount').fill(net.toFixed(2));
        await withdraw.getByRole('button', { name: 'Withdraw' }).click();
        await expect(balance).toContainText(naira(0));
        await expect(
          page
            .getByRole('main')
            .getByText('Withdrawals on their way', { exact: true })
            .locator('xpath=../..'),
        ).toContainText(naira(net));
      } finally {
        await post(page.request, '/dev/clock', { reset: true });
      }
    } finally {
      await buyer.context.close();
    }
  });
});
