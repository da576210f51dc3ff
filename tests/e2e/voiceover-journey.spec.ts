import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { mailedCode, newUser, post, registerByApi, type TestUser } from './support/accounts';

// Issue 14: the voiceover marketplace both ways, through the store's screens on the real server. Two
// workers share two loaded cores with the server: pages and calls get generous time, never sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A playable PCM WAV of `seconds` of a quiet tone (8 kHz, mono, 16-bit): small, and its length is known. */
function wav(seconds: number, frequency = 440): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * frequency * i) / rate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const words = (count: number, word = 'narrate') => Array.from({ length: count }, () => word).join(' ');

interface Artist {
  user: TestUser;
  displayName: string;
  page: Page;
}

/** Enters a 6-digit code: the first box takes the whole code, as autofill and paste do. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().fill(code);
}

/**
 * An artist signs up (by the API) and onboards at /selling/voa through the five steps, submitting the
 * profile for review; returns with the profile in review.
 */
async function onboardArtist(page: Page, label: string, language: string): Promise<Artist> {
  const user = newUser(label);
  const displayName = `Voice ${user.username.slice(-10)}`;
  await registerByApi(page, user);

  await page.goto('/selling/voa');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Voiceover Artist' })).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/selling\/voa\/onboard/);

  // Step 1: open the voiceover account.
  const create = page.getByRole('form', { name: 'Open your voiceover account' });
  await create.getByLabel('Display name').fill(displayName);
  await create.getByLabel('Headline').fill('Warm Nigerian narrator for audiobooks');
  await create.getByRole('checkbox', { name: /seller terms of use/ }).check();
  await create.getByRole('button', { name: 'Open my voiceover account' }).click();

  // The seller security check, in place: every profile call needs its mark.
  await expect(page).toHaveURL(/\/selling\/voa\/onboard\/personal$/);
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await enterCode(page, (await mailedCode(page.request, user.email, 'seller_2fa')).code);

  // Step 2: personal details.
  const personal = page.getByRole('form', { name: 'Personal details' });
  await expect(personal.getByLabel('Display name')).toHaveValue(displayName);
  await personal
    .getByLabel('Bio')
    .fill(
      'Ten years of narration: audiobooks, documentaries and radio drama, recorded in my own treated booth in Lagos.',
    );
  await personal.getByRole('combobox', { name: /Gender/ }).selectOption('female');
  await personal.getByLabel('Phone').fill('+234 803 555 0199');
  await personal.getByLabel('City').fill('Lagos');
  await personal.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: studio.
  await expect(page).toHaveURL(/\/selling\/voa\/onboard\/studio$/);
  const studio = page.getByRole('form', { name: 'Studio' });
  await studio.getByLabel('Microphone').fill('Neumann TLM 103');
  await studio.getByLabel('Audio interface').fill('Focusrite Scarlett 2i2');
  await studio.getByLabel('Recording software').fill('Reaper');
  await studio.getByLabel('Usual turnaround (days)').fill('3');
  await studio.getByRole('checkbox', { name: /acoustically treated booth/ }).check();
  await studio
    .getByRole('group', { name: 'Delivery formats' })
    .getByRole('checkbox', { name: 'WAV' })
    .check();
  await studio
    .getByRole('group', { name: 'Delivery formats' })
    .getByRole('checkbox', { name: 'MP3' })
    .check();
  await studio.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4: vocal characteristics.
  await expect(page).toHaveURL(/\/selling\/voa\/onboard\/vocal$/);
  const vocal = page.getByRole('form', { name: 'Vocal characteristics' });
  await vocal
    .getByRole('group', { name: 'Vocal ages', exact: true })
    .getByRole('checkbox', { name: 'Adult (30-44)' })
    .check();
  await vocal
    .getByRole('group', { name: 'Accents', exact: true })
    .getByRole('checkbox', { name: 'Nigerian (Standard)' })
    .check();
  await vocal
    .getByRole('group', { name: 'Languages', exact: true })
    .getByRole('checkbox', { name: language, exact: true })
    .check();
  await vocal.getByRole('button', { name: 'Save and continue' }).click();

  // Step 5: a demo (a generated WAV), then on to the final step.
  await expect(page).toHaveURL(/\/selling\/voa\/onboard\/demo$/);
  await expect(page.getByRole('heading', { name: 'Your demos (0)' })).toBeVisible();
  const demo = page.getByRole('form', { name: 'Add a demo' });
  await demo.getByLabel('Demo title').fill('Audiobook excerpt, warm narration');
  await demo.locator('input[type="file"]').setInputFiles({
    name: 'demo.wav',
    mimeType: 'audio/wav',
    buffer: wav(3),
  });
  await demo.getByRole('button', { name: 'Upload demo' }).click();
  await expect(page.getByRole('heading', { name: 'Your demos (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audiobook excerpt, warm narration' })).toBeVisible();
  await expect(page.getByText(/^0:03 · added /)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  // Final: every section done, submit for review.
  await expect(page).toHaveURL(/\/selling\/voa\/onboard\/final$/);
  const sections = page.getByRole('list', { name: 'Profile sections' });
  await expect(sections.getByText('Missing')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is in review' })).toBeVisible();
  return { user, displayName, page };
}

/** The operator's review, through the dev route (the CLI cannot open the data dir the server holds). */
async function approve(page: Page, username: string) {
  const response = await post(page.request, '/dev/voiceover/review', { username, decision: 'approve' });
  const body = (await response.json()) as { data: { status: string } };
  expect(body.data.status).toBe('approved');
}

/** Into the dashboard: the security check passed during onboarding holds for this session. */
async function openDashboardPage(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(`${target.replaceAll('/', '\\/')}$`));
}

/** The artist publishes an offer and returns its title. */
async function publishOffer(
  page: Page,
  title: string,
  { wordLimit = 50, revisions = 1, price = 15000 } = {},
) {
  await expect(page.getByRole('heading', { level: 1, name: 'New offer' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Description')
    .fill('Clear, warm narration of your script, edited and mastered, delivered as WAV.');
  await form.getByLabel('Price').fill(String(price));
  // The currency starts as the artist's country's (Nigeria: NGN).
  await expect(form.getByRole('combobox', { name: /Currency/ })).toHaveValue('NGN');
  await form.getByLabel('Word limit').fill(String(wordLimit));
  await form.getByLabel('Delivery (days)').fill('3');
  await form.getByLabel('Revision rounds').fill(String(revisions));
  await form.getByRole('button', { name: 'Create offer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/voiceover\/offers$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** A buyer in their own browser context, signed up and verified. */
async function newBuyer(browser: Browser, baseURL: string | undefined, label: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = newUser(label);
  await registerByApi(page, user);
  return { context, page, user };
}

/**
 * The buyer orders the offer on its page with a script, pays on the test payment page and is brought
 * back to the order's own page (where they start the job); returns the order's uid.
 */
async function orderAndPay(page: Page, script: string, notes: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Order and pay' }) });
  await form.getByRole('textbox', { name: 'Script' }).fill(script);
  await form.getByLabel('Notes for the artist (optional)').fill(notes);
  await form.getByRole('button', { name: 'Order and pay' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/voiceovers\/VO-[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Ready to start' })).toBeVisible();
  return { uid: new URL(page.url()).pathname.split('/').pop() ?? '' };
}

/** The artist opens the (only) job of the offer from the jobs list. */
async function openJob(page: Page, offerTitle: string) {
  await page.goto('/dashboard/voiceover/jobs');
  await page.getByRole('link', { name: offerTitle }).click();
  await expect(page).toHaveURL(/\/dashboard\/voiceover\/jobs\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
}

async function deliver(page: Page, file: { name: string; buffer: Buffer }, note: string) {
  const form = page.getByRole('form', { name: 'Deliver the recording' });
  await form.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'audio/wav' });
  await form.getByLabel('Note for the buyer').fill(note);
  await form.getByRole('button', { name: 'Deliver recording' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Delivered. Waiting for the buyer' }),
  ).toBeVisible();
}

test.describe('the voiceover marketplace, both ways', () => {
  test('an artist onboards, is approved and publishes an offer; a buyer finds them, orders, pays, starts, downloads the delivery and accepts; the artist is credited', async ({
    page,
    browser,
    baseURL,
  }) => {
    const language = 'Zulu';
    const artist = await onboardArtist(page, 'voartist', language);
    await approve(page, artist.user.username);

    // The security check passed while onboarding opens the dashboard; then the offer.
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
    } finally {
      await buyer.context.close();
    }
  });

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
