import { crc32, deflateSync } from 'node:zlib';
import { test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { showTheme } from '../support/views';
import { newUser } from './support/accounts';
import { signInToBackOffice } from './support/back-office';
import { becomeSeller, publishEbook, registerVerified, send } from './support/library-books';
import { approveAsOperator } from './support/operator';
import { approve, expect, onboardArtist, proposeBio } from './support/voiceover';

// Issue 41, item 1: versions, not live edits. An author edits the title and cover of an approved book;
// the store keeps the approved version on sale while the change waits; the operator opens the change,
// sees the diff (old → new) and approves it; then the store shows the new version. The back office's new
// screens are looked at in both themes at 375 and 1280 px and checked with axe on the way.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;

/** A solid `width` × `height` PNG of one colour: a cover that differs from the approved one. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Looks at a page in both themes at a phone's and a desktop's width (kept in the report), with axe. */
async function lookAt(name: string, target: Page = page) {
  for (const width of [375, 1280]) {
    await target.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    for (const theme of ['light', 'dark']) {
      await showTheme(target, theme);
      await expect(target.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing runs off the side of a phone's screen.
      const overflow = await target.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} at ${width} px (${theme})`).toBeLessThanOrEqual(0);
      expect(await axeViolations(target), `${name} at ${width} px (${theme})`).toEqual([]);
      await target.screenshot({
        path: test.info().outputPath(`${name}-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await target.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await target.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL });
  page = await context.newPage();
  await signInToBackOffice(page, '/admin/reviews/changes');
  await expect(page.getByRole('heading', { level: 1, name: 'Book changes' })).toBeVisible();
});

test.afterAll(async () => {
  await context?.close();
});

test('an edit of an approved book waits for review, the operator approves it from its diff, then it is on sale', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const title = `Versioned ${run}`;
  const revised = `Versioned ${run}, Revised`;
  const authorApi = await playwright.request.newContext({ baseURL });
  const author = newUser('versionauthor');
  try {
    await registerVerified(authorApi, author);
    await becomeSeller(authorApi, author);
    const book = await publishEbook(authorApi, 'wasteland.epub', title);
    await approveAsOperator(playwright.request, baseURL ?? '', [book.uid]);
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(`/books/${book.uid}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const approvedCover = await visitor
      .getByRole('img', { name: `Cover of ${title}` })
      .first()
      .getAttribute('src');

    await test.step('the author edits the title and the cover: the store keeps the approved version', async () => {
      const base = `/api/user/selling/books/${book.uid}`;
      const categories = (await (
        await authorApi.get('/api/user/selling/books/categories/simple')
      ).json()) as {
        data: { uid: string }[];
      };
      await send(authorApi, 'PATCH', `${base}/basic_info`, {
        data: {
          title: revised,
          description:
            'A fixture book published by an end-to-end test so that a shopper can buy it and read it in the reader.',
          category_uid: categories.data[0]?.uid,
          language: 'English',
        },
      });
      await send(authorApi, 'POST', `${base}/change_cover`, {
        multipart: {
          cover: { name: 'revised.png', mimeType: 'image/png', buffer: png(60, 90, [30, 90, 200]) },
        },
      });
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole('heading', { level: 1, name: revised })).toHaveCount(0);

      // The author's dashboard says the change is in review; the editor shows what they sent.
      const authorPage = await browser.newPage({ baseURL, storageState: await authorApi.storageState() });
      await authorPage.addInitScript(() => localStorage.setItem('user_session', 'active'));
      await authorPage.goto(`/dashboard/mybooks/${book.uid}`);
      await expect(authorPage.getByRole('note', { name: 'Changes in review' })).toBeVisible();
      await expect(authorPage.getByRole('heading', { level: 1, name: revised })).toBeVisible();
      await lookAt('author-book-change-in-review', authorPage);
      await authorPage.close();
    });

    await test.step('the operator finds the change, sees the diff and approves it', async () => {
      await page.goto('/admin/reviews/changes');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('Title, Cover');
      await lookAt('book-changes');
      await row.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Change to “${title}”` })).toBeVisible();
      const diff = page.getByRole('table', { name: /Changes to/ });
      await expect(diff.getByRole('row').filter({ hasText: 'Title' })).toContainText(title);
      await expect(diff.getByRole('row').filter({ hasText: 'Title' })).toContainText(revised);
      await expect(diff.getByRole('img', { name: 'The cover proposed' })).toBeVisible();
      await expect(diff.getByRole('img', { name: 'The cover on sale' })).toBeVisible();
      await lookAt('book-change');
      await page.getByRole('button', { name: 'Approve and put on sale' }).click();
      await expect(page).toHaveURL(/\/admin\/reviews\/changes$/);
      await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    });

    await test.step('the store shows the new version', async () => {
      await visitor.goto(`/books/${book.uid}`);
      await expect(visitor.getByRole('heading', { level: 1, name: revised })).toBeVisible();
      const cover = await visitor
        .getByRole('img', { name: `Cover of ${revised}` })
        .first()
        .getAttribute('src');
      expect(cover).not.toBe(approvedCover);
      await visitor.close();
    });
  } finally {
    await authorApi.dispose();
  }
});

test("an approved artist's change waits while the approved profile stays listed; the operator approves it from its diff", async ({
  browser,
  baseURL,
}) => {
  const artistContext = await browser.newContext({ baseURL });
  try {
    const artistPage = await artistContext.newPage();
    const artist = await onboardArtist(artistPage, 'versionartist', 'English');
    await approve(artistPage, artist.user.username);
    const { approvedBio, newBio } = await proposeBio(
      artistPage,
      (bio) => `${bio} Now also narrating children's books in Pidgin.`,
    );

    // The approved profile stays listed as it was; the artist sees the change in review.
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(`/voas/${artist.user.username}`);
    await expect(visitor.getByText(approvedBio)).toBeVisible();
    await expect(visitor.getByText(newBio)).toHaveCount(0);
    await artistPage.goto('/dashboard/voiceover/profile');
    await expect(artistPage.getByText('Changes in review')).toBeVisible();
    // The artist's editor holds what they proposed, not the approved bio.
    await artistPage.goto('/dashboard/voiceover/profile/personal');
    await expect(artistPage.getByLabel(/^Bio/)).toHaveValue(newBio);
    await expect(artistPage.getByText('Changes in review')).toBeVisible();
    await lookAt('voiceover-own-change', artistPage);

    // The operator opens it from the list, where it is marked as a change, sees the diff and approves.
    await page.goto('/admin/reviews/voiceovers');
    const row = page.getByRole('row').filter({ hasText: artist.user.username });
    await expect(row).toContainText('A change (listed meanwhile)');
    await page.goto(`/admin/reviews/voiceovers/${artist.user.username}`);
    const diff = page.getByRole('table', { name: 'The profile’s changes, old and new' });
    await expect(diff.getByRole('row').filter({ hasText: 'Bio' })).toContainText(newBio);
    await lookAt('voiceover-change');
    await page.getByRole('button', { name: 'Approve the change' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews\/voiceovers$/);

    await visitor.reload();
    await expect(visitor.getByText(newBio)).toBeVisible();
    await visitor.close();
  } finally {
    await artistContext.close();
  }
});
