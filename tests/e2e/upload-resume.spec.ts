import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { newUser, post } from './support/accounts';
import { becomeSeller, registerVerified } from './support/library-books';

// The editor's upload in parts (issue 27): an audio track of four 256 KiB parts (the e2e servers run
// with UPLOAD_PART_SIZE), part 2's first PUT fails and is retried, the page reloads mid-upload, the
// author picks the same file again, the upload resumes from the parts the store holds and finishes.

const PART = 256 * 1024;

/** A 1 MiB MP3 the API accepts: an empty ID3 tag, then 128 kbit/s MPEG-1 Layer III frames' headers. */
function mp3(): Buffer {
  const bytes = Buffer.alloc(4 * PART);
  bytes.set([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  bytes.set([0xff, 0xfb, 0x90, 0x64], 10);
  return bytes;
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
  const file = { name: 'river-song.mp3', mimeType: 'audio/mpeg', buffer: mp3() };
  // The same file picked again after the reload: same name, size and last-modified time.
  const lastModified = Date.now() - 60_000;

  const picker = page.getByLabel('Add audio files');
  const pick = async () => {
    await picker.setInputFiles(file);
    // Playwright gives a picked file the current time; the resume needs the same File as before.
    await picker.evaluate((input: HTMLInputElement, when) => {
      const picked = input.files?.[0];
      if (!picked) return;
      const again = new File([picked], picked.name, { type: picked.type, lastModified: when });
      const list = new DataTransfer();
      list.items.add(again);
      input.files = list.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, lastModified);
  };

  // Part 2's first PUT fails; parts 3 and 4 are held (never answered) until the page goes.
  let failedOnce = false;
  const stored: number[] = [];
  await page.route('**/api/upload-parts/**', async (route) => {
    const part = partOf(route);
    if (part === 2 && !failedOnce) {
      failedOnce = true;
      return route.abort('failed');
    }
    if (part >= 3) return; // held: the upload is mid-way when the page reloads
    const answer = await route.fetch();
    if (answer.ok()) stored.push(part);
    return route.fulfill({ response: answer });
  });

  await pick();
  await page.getByRole('button', { name: 'Upload 1 track' }).click();
  await expect(page.getByRole('progressbar', { name: /Uploading river song/i })).toBeVisible();
  await expect.poll(() => stored.sort().join(','), { timeout: 15_000 }).toBe('1,2');
  expect(failedOnce).toBe(true);

  // Mid-upload: the editor reloads (the held parts are lost with the page).
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'was interrupted' });
  await expect(notice).toContainText('An upload of river-song.mp3');
  await expect(notice).toContainText('at 50 %');

  // The remaining parts wait until the resuming screen has been checked.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/upload-parts/**', async (route) => {
    await gate;
    await route.continue();
  });
  await pick();
  await page.getByRole('button', { name: 'Upload 1 track' }).click();
  await expect(page.getByText('Resuming upload of river-song.mp3: 50 % already uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
  release();

  const tracks = page.getByRole('list', { name: 'Tracks in play order' });
  await expect(tracks.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await expect(tracks).toContainText('river song');
  await expect(page.getByText('was interrupted')).toHaveCount(0);
});
