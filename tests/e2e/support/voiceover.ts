import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { mailedCode, newUser, post, registerByApi, type TestUser } from './accounts';

// The voiceover marketplace's steps through the store's screens (issue 14), shared by the journey in
// e2e/ and the one in e2e/last/ that moves the server's clock. Two workers share two loaded cores with
// the server: pages and calls get generous time, never sleeps.
export const expect = baseExpect.configure({ timeout: 20_000 });

/** A playable PCM WAV of `seconds` of a quiet tone (8 kHz, mono, 16-bit): small, and its length is known. */
export function wav(seconds: number, frequency = 440): Buffer {
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

export const words = (count: number, word = 'narrate') => Array.from({ length: count }, () => word).join(' ');

export interface Artist {
  user: TestUser;
  displayName: string;
  page: Page;
}

/** Enters a 6-digit code: the first box takes the whole code, as autofill and paste do. */
export async function enterCode(page: Page, code: string) {
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().fill(code);
}

/**
 * An artist signs up (by the API) and onboards at /selling/voa through the five steps, submitting the
 * profile for review; returns with the profile in review.
 */
export async function onboardArtist(page: Page, label: string, language: string): Promise<Artist> {
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

  // Step 2: personal details. A reload resumes the onboarding here (issue 24), not the dashboard.
  await expect(page.getByRole('form', { name: 'Personal details' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Personal details' })).toBeVisible();
  await expect(page).toHaveURL(/\/selling\/voa\/onboard\/personal$/);
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
export async function approve(page: Page, username: string) {
  const response = await post(page.request, '/dev/voiceover/review', { username, decision: 'approve' });
  const body = (await response.json()) as { data: { status: string } };
  expect(body.data.status).toBe('approved');
}

/** The seller security check on the way into the dashboard, with the code mailed for it. */
export async function passSecurityCheck(page: Page, email: string, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/dashboard\/security_check/);
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const { code } = await mailedCode(page.request, email, 'seller_2fa');
  await enterCode(page, code);
  await expect(page).toHaveURL(new RegExp(`${target.replaceAll('/', '\\/')}$`));
}

/** Into the dashboard: the security check passed during onboarding holds for this session. */
export async function openDashboardPage(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(`${target.replaceAll('/', '\\/')}$`));
}

/** The artist publishes an offer and returns its title. */
export async function publishOffer(
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
export async function newBuyer(browser: Browser, baseURL: string | undefined, label: string) {
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
export async function orderAndPay(page: Page, script: string, notes: string) {
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
export async function openJob(page: Page, offerTitle: string) {
  await page.goto('/dashboard/voiceover/jobs');
  await page.getByRole('link', { name: offerTitle }).click();
  await expect(page).toHaveURL(/\/dashboard\/voiceover\/jobs\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
}

export async function deliver(page: Page, file: { name: string; buffer: Buffer }, note: string) {
  const form = page.getByRole('form', { name: 'Deliver the recording' });
  await form.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'audio/wav' });
  await form.getByLabel('Note for the buyer').fill(note);
  await form.getByRole('button', { name: 'Deliver recording' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Delivered. Waiting for the buyer' }),
  ).toBeVisible();
}

/**
 * Issue 41: the approved artist signed in on `page` proposes a new bio (`bio(approved)`), which waits as
 * a change while the approved profile stays listed. Answers the approved bio and the proposed one.
 */
export async function proposeBio(
  page: Page,
  bio: (approved: string) => string,
): Promise<{ approvedBio: string; newBio: string }> {
  const own = (await (await page.request.get('/api/user/selling/voa')).json()) as {
    data: { personal: Record<string, unknown> & { bio: string } };
  };
  const approvedBio = own.data.personal.bio;
  const newBio = bio(approvedBio);
  await post(page.request, '/api/user/selling/voa/update_personal', { ...own.data.personal, bio: newBio });
  return { approvedBio, newBio };
}
