import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { newUser, post } from './support/accounts';
import { becomeSeller, registerVerified } from './support/library-books';

// The editor's upload in parts (issue 27): an audio track of four 256 KiB parts (the e2e servers run
// with UPLOAD_PART_SIZE), part 2's first PUT fails and is retried, the page reloads mid-upload, the
// author picks the same file again, the upload resumes from the parts the store holds and finishes; the
// editor says it is checking the file while the API's worker (the `all` role, polling) checks it.

const PART = 256 * 1024;

/**
 * With UPLOAD_SHOTS_DIR set, the upload area is shot in both themes at 375 and 1280 px (for a person
 * to look at; nothing is compared).
 */
async function shoot(page: Page, moment: string): Promise<void> {
  const dir = process.env.UPLOAD_SHOTS_DIR;
  if (!dir) return;
  const area = page.locator('main').getByText('Add audio files').locator('xpath=ancestor::div[3]');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await area.screenshot({ path: `${dir}/${moment}-${theme}-${width}.png`, animations: 'disabled' });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

const partOf = (route: Route) => Number(new URL(route.request().url()).pathname.split('/').pop());

async function openEditor(page: Page): Promise<string> {
  const author = newUser('parts');
  await registerVerified(page.request, author);
  await becomeSeller(page.request, author);
  const created = await post(page.request, '/api/user/selling/books', {
    title: 'Rivers in Parts',
    type: 'audiobook',
  });
  const { uid } = ((await created.json()) as { data: { uid: string } }).data;
  await page.addInitScript(() => localStorage.setItem('user_session', 'active'));
  await page.goto(`/dashboard/mybooks/${uid}/edit/cover`);
  return uid;
}

test('an audio track uploads in parts, survives a failed part and a reload, and resumes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page);
  // The same file picked again after the reload: same name, size and last-modified time (a File made
  // in the page, as setInputFiles would stamp each pick with the current time).
  const lastModified = Date.now() - 60_000;
  const picker = page.getByLabel('Add audio files');
  const pick = () =>
    picker.evaluate(
      (input: HTMLInputElement, { size, when }) => {
        // A 1 MiB MP3 the API accepts: an empty ID3 tag, then a 128 kbit/s MPEG-1 Layer III frame header.
        const bytes = new Uint8Array(size);
        bytes.set([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
        bytes.set([0xff, 0xfb, 0x90, 0x64], 10);
        const file = new File([bytes], 'river-song.mp3', { type: 'audio/mpeg', lastModified: when });
        const list = new DataTransfer();
        list.items.add(file);
        input.files = list.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      },
      { size: 4 * PART, when: lastModified },
    );

  // Before the reload, part 2's first PUT fails and parts 3 and 4 are held (never answered: the upload
  // is mid-way when the page goes); after it, the parts wait until the resuming screen was checked.
  let reloaded = false;
  let failedOnce = false;
  const stored: number[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/upload-parts/**', async (route) => {
    const part = partOf(route);
    if (reloaded) {
      await gate;
      return route.continue();
    }
    if (part === 2 && !failedOnce) {
      failedOnce = true;
      return route.abort('failed');
    }
    if (part >= 3) return;
    const answer = await route.fetch();
    if (answer.ok()) stored.push(part);
    return route.fulfill({ response: answer });
  });

  // Once the upload is completed, the first read of the session waits until "Checking" was seen.
  let completed = false;
  let releaseCheck = () => {};
  const checkGate = new Promise<void>((resolve) => {
    releaseCheck = resolve;
  });
  await page.route('**/api/user/uploads/*/complete', (route) => {
    completed = true;
    return route.continue();
  });
  await page.route('**/api/user/uploads/*', async (route) => {
    if (completed && route.request().method() === 'GET') await checkGate;
    return route.continue();
  });

  await pick();
  await page.getByRole('button', { name: 'Upload 1 track' }).click();
  await expect(page.getByRole('progressbar', { name: /Uploading river song/i })).toBeVisible();
  await expect.poll(() => stored.sort().join(','), { timeout: 15_000 }).toBe('1,2');
  expect(failedOnce).toBe(true);
  await shoot(page, 'uploading');

  // Mid-upload: the editor reloads.
  reloaded = true;
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'was interrupted' });
  await expect(notice).toContainText('An upload of river-song.mp3');
  await expect(notice).toContainText('at 50 %');
  await shoot(page, 'interrupted');

  await pick();
  await page.getByRole('button', { name: 'Upload 1 track' }).click();
  await expect(page.getByText('Resuming upload of river-song.mp3: 50 % already uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  await shoot(page, 'resuming');
  release();

  await expect(page.getByRole('status').filter({ hasText: 'Checking the file…' })).toBeVisible({
    timeout: 15_000,
  });
  await shoot(page, 'checking');
  releaseCheck();

  const tracks = page.getByRole('list', { name: 'Tracks in play order' });
  await expect(tracks.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(tracks).toContainText('river song');
  await expect(page.getByText('was interrupted')).toHaveCount(0);
});
