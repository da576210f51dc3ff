import { expect as baseExpect, test, type Frame, type Page } from '@playwright/test';
import { signInByApi } from './support/accounts';
import { HOSTILE_TEXT, hostileEpub } from './support/hostile-epub';
import { libraryBooks, type LibraryBooks } from './support/library-books';

// The reader's book frame is a second wall (issue 23, item 9): a book's scripts do not run, even with
// the store's Content-Security-Policy out of the way (bypassCSP), so a hostile EPUB cannot reach the
// reader's page, its cookies or its storage. The shopper's library book is served as the hostile EPUB.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

let library: LibraryBooks;
test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error('The e2e project has no baseURL');
  library = await libraryBooks(playwright.request, baseURL, [
    { file: 'wasteland.epub', label: 'Frame Test' },
  ]);
});

/** The blob: frame that shows the hostile page's text. */
async function hostileFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of page.frames()) {
        if (!frame.url().startsWith('blob:')) continue;
        const text = await frame
          .locator('body')
          .innerText({ timeout: 1000 })
          .catch(() => '');
        if (text.includes(HOSTILE_TEXT)) {
          found = frame;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found as Frame;
}

test("a book's scripts do not run in the reader, even without the store's CSP", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signInByApi(page, library.shopper.email, library.shopper.password);
  const epub = hostileEpub();
  await context.route(/[?&]signature=/, (route) =>
    route.fulfill({ body: epub, contentType: 'application/epub+zip' }),
  );
  const book = library.books[0];
  if (!book) throw new Error('The library has no book');
  await page.goto('/myaccount/library');
  await page.getByRole('link', { name: `Read ${book.title}`, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Book text' })).toHaveAttribute('aria-busy', 'false', {
    timeout: 45_000,
  });
  const frame = await hostileFrame(page);
  // The page is shown, and turning pages still works (the reader's own listeners on the frame).
  await expect(frame.locator('h1')).toHaveText('A hostile page');
  // Its image has failed to load (its onerror would have run by now) and its SVG is in place.
  await expect.poll(() => frame.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  for (const how of ['inline', 'onerror', 'svg']) {
    await expect(frame.locator('html')).not.toHaveAttribute(`data-ran-${how}`, 'yes');
  }
  expect(
    await page.evaluate(() => (window as unknown as { __bookScriptRan?: string }).__bookScriptRan),
  ).toBeUndefined();
  await expect(page).not.toHaveTitle(/PWNED/);
  // The frame runs no script (WebKit keeps `allow-scripts`: see the README's security section).
  const sandbox = await frame.frameElement().then((element) => element.getAttribute('sandbox'));
  expect(sandbox).toBe('allow-same-origin');
  await context.close();
});
