import { test } from '@playwright/test';
import {
  approve,
  deliver,
  expect,
  newBuyer,
  onboardArtist,
  openJob,
  orderAndPay,
  openDashboardPage,
  publishOffer,
  wav,
} from './support/voiceover';

// Issue 14: the voiceover marketplace both ways, through the store's screens on the real server. The
// walk from onboarding to the artist's withdrawal moves the server's clock, so it is in e2e/last/.
test.describe.configure({ timeout: 180_000 });

test.describe('the voiceover marketplace, both ways', () => {
  test('a revision round trip: the buyer asks for changes, the artist delivers again, the buyer accepts', async ({
    page,
    browser,
    baseURL,
  }) => {
    const artist = await onboardArtist(page, 'vorevise', 'Igbo');
    await approve(page, artist.user.username);
    await openDashboardPage(page, '/dashboard/voiceover/offers/new');
    const offerTitle = `Radio spot ${artist.user.username.slice(-6)}`;
    await publishOffer(page, offerTitle, { wordLimit: 100, revisions: 2, price: 8000 });

    const buyer = await newBuyer(browser, baseURL, 'vorevbuyer');
    try {
      const shop = buyer.page;
      await shop.goto(`/voas/${artist.user.username}`);
      await shop.getByRole('link', { name: offerTitle }).click();
      await expect(shop.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
      await orderAndPay(shop, 'Fresh bread every morning at Mama Titi’s bakery, Yaba.', 'Cheerful tone.');
      await shop.getByRole('button', { name: 'Start the job' }).click();
      await expect(shop.getByRole('heading', { name: 'The artist is recording' })).toBeVisible();

      await openJob(page, offerTitle);
      await expect(page.getByText('Revisions used')).toBeVisible();
      await deliver(page, { name: 'take-one.wav', buffer: wav(1, 330) }, 'First take.');

      // The buyer asks for a revision with a note.
      await shop.reload();
      await expect(shop.getByRole('heading', { name: 'Your recording is ready' })).toBeVisible();
      await expect(shop.getByText('2 of 2 revision rounds left')).toBeVisible();
      await shop.getByRole('button', { name: 'Ask for a revision' }).click();
      const dialog = shop.getByRole('dialog', { name: 'Ask for a revision' });
      await dialog
        .getByLabel('What should change?')
        .fill('Please say “Yaba” with the stress on the first syllable.');
      await dialog.getByRole('button', { name: 'Send the revision request' }).click();
      await expect(dialog).toBeHidden();
      await expect(shop.getByRole('heading', { name: 'The artist is recording' })).toBeVisible();
      await expect(shop.getByText('Your revision request is with the artist.')).toBeVisible();
      await expect(shop.getByText('1 of 2 used')).toBeVisible();

      // The artist sees the request and delivers again.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Deliver the revision' })).toBeVisible();
      await expect(page.getByText('The buyer asked for a revision')).toBeVisible();
      await expect(
        page.getByText('Please say “Yaba” with the stress on the first syllable.').first(),
      ).toBeVisible();
      await deliver(page, { name: 'take-two.wav', buffer: wav(1, 392) }, 'Second take, stress fixed.');
      await expect(page.getByText('1 of 2 left')).toBeVisible();

      // The buyer sees the new delivery (the first one kept as an earlier version) and accepts.
      await shop.reload();
      await expect(shop.getByRole('heading', { name: 'Your recording is ready' })).toBeVisible();
      await expect(shop.getByRole('link', { name: /^Download take-two\.wav \(/ }).first()).toBeVisible();
      await expect(shop.getByText('Artist’s note: Second take, stress fixed.')).toBeVisible();
      await expect(shop.getByRole('heading', { name: 'Earlier deliveries' })).toBeVisible();
      const earlier = shop.getByRole('figure', { name: /^Version 1 · / });
      await expect(earlier.getByRole('link', { name: /^Download take-one\.wav \(/ })).toBeVisible();
      await expect(shop.getByText('1 of 2 revision rounds left')).toBeVisible();
      await shop.getByRole('button', { name: 'Accept delivery' }).click();
      await shop
        .getByRole('dialog', { name: 'Accept this delivery?' })
        .getByRole('button', { name: 'Accept and pay the artist' })
        .click();
      await expect(shop.getByRole('heading', { name: 'Completed' })).toBeVisible();
      await expect(shop.getByText('1 of 2 used')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Completed.' })).toBeVisible();
      await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    } finally {
      await buyer.context.close();
    }
  });
});
