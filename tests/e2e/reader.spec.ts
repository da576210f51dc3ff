import { test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInByApi } from './support/accounts';
import {
  BLUE,
  bookFrame,
  drawn,
  expect,
  GREEN,
  openShadowRoots,
  percent,
  readerReady,
  savedHere,
  YELLOW,
} from './reader-support';
import { libraryBooks, type LibraryBooks } from './support/library-books';
import { RTL_CHAPTERS, rtlEpub } from './support/rtl-epub';

// The EPUB reader: a shopper opens the five fixture EPUBs from the library, reads, turns pages, jumps
// through the contents, searches, changes size and theme; with two of them (one reflowable, one fixed
// layout) reloads and is back at the same place, then finds the same place on a second browser context
// (another device).
//
// The books are real: before the tests a new author publishes one ebook per fixture through the API
// (an 11 MB Sanskrit book, a MathML textbook, a French fixed-layout album, a poem, an anthology) and a
// new shopper buys them all, so nothing here depends on or changes the demo data.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
test.describe.configure({ mode: 'serial' });

interface Book {
  file: string;
  /** The start of the book's store title (the setup adds a run id). */
  label: string;
  search: string;
  fixed?: boolean;
  lang: string;
  /**
   * Also reloads and opens the book on a second device: the place kept is the same code for every book
   * (a CFI saved and restored), so a reflowable and the fixed-layout book check it, and the other
   * three (each opening costs most of a walk: the 11 MB Mahabharata above all) are opened once.
   */
  restore?: boolean;
}

const BOOKS: Book[] = [
  { file: 'wasteland.epub', label: 'The Waste Land', search: 'April', lang: 'en', restore: true },
  { file: 'childrens-literature.epub', label: "Children's Literature", search: 'giant', lang: 'en' },
  { file: 'linear-algebra.epub', label: 'A First Course in Linear Algebra', search: 'Beezer', lang: 'en' },
  { file: 'mahabharata.epub', label: 'The Mahabharata', search: 'अर्जुन', lang: 'sa' },
  {
    file: 'sous-le-vent.epub',
    label: 'Sous le vent',
    search: 'chouette',
    lang: 'fr',
    fixed: true,
    restore: true,
  },
];

let library: LibraryBooks;
test.beforeAll(async ({ playwright }, testInfo) => {
  // Publishing five books (one of 11 MB) and buying them: a few seconds on a quiet machine.
  testInfo.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error('The e2e project has no baseURL');
  library = await libraryBooks(playwright.request, baseURL, BOOKS);
});

/** The store title of a book of the test's library. */
function titleOf(book: Book): string {
  const found = library.books.find((b) => b.file === book.file);
  if (!found) throw new Error(`${book.file} is not in the library`);
  return found.title;
}

async function openFromLibrary(page: Page, book: Book) {
  await page.goto('/myaccount/library');
  await page.getByRole('link', { name: `Read ${titleOf(book)}`, exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/reader\/[A-Z0-9]+$/);
  await readerReady(page);
}

async function signedIn(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInByApi(page, library.shopper.email, library.shopper.password);
  return { context, page };
}

for (const book of BOOKS) {
  const restore = book.restore ? ', and the place on reload and another device' : '';
  test(`reads ${book.file}: pages, contents, search, settings${restore}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedIn(browser, baseURL);
    await openFromLibrary(page, book);
    const region = page.getByRole('region', { name: 'Book text' });
    await expect(region).toHaveAttribute('lang', new RegExp(`^${book.lang}`));

    // Go to the start with the position slider (the shared demo book may be open anywhere), then
    // turn pages with the buttons and the keyboard: each turn saves the place.
    await page.getByRole('slider', { name: 'Position in the book' }).fill('0');
    await expect(percent(page)).toHaveText(/^[0-5]%$/);
    const start = await region.getAttribute('data-location');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(region).not.toHaveAttribute('data-location', start ?? '');
    const next = await region.getAttribute('data-location');
    // (A key pressed during the page-turn animation is ignored, as in any reader: press again.)
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(region).not.toHaveAttribute('data-location', next ?? '', { timeout: 2_000 });
    }).toPass();
    await savedHere(page);

    // The contents: the last entry moves the place there and names the chapter.
    await page.getByRole('button', { name: 'Contents' }).click();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const entries = toc.getByRole('button');
    await expect(entries.first()).toBeVisible();
    const last = entries.last();
    const label = ((await last.textContent()) ?? '').trim();
    await last.click();
    await expect(toc).toBeHidden();
    await expect(page.getByTestId('reader-chapter')).toHaveText(label);

    // Search: results in context, one opens its place.
    await page.getByRole('button', { name: 'Search in the book' }).click();
    await page.getByRole('searchbox', { name: 'Words to find' }).fill(book.search);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    const hit = results.locator('mark').first();
    await expect(hit).toHaveText(new RegExp(book.search, 'i'), { timeout: 60_000 });
    // (A result can be opened while the search goes on through the rest of the book: that stops it.)
    const here = await region.getAttribute('data-location');
    await results.getByRole('button').first().click();
    await expect(region).not.toHaveAttribute('data-location', here ?? '');

    // Settings: a larger text and the dark theme (a fixed-layout book keeps its design).
    await page.getByRole('button', { name: 'Reading settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reading settings' });
    if (!book.fixed) {
      await dialog.getByRole('combobox', { name: 'Text size' }).selectOption('135');
      await dialog.getByRole('radio', { name: 'Dark' }).check();
    } else {
      await expect(dialog.getByRole('combobox', { name: 'Text size' })).toBeDisabled();
    }
    await page.keyboard.press('Escape');
    if (!book.fixed) {
      const frame = await bookFrame(page);
      await expect
        .poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe('21.6px');
      await expect
        .poll(() => frame.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe('rgb(22, 20, 15)');
    }

    if (!book.restore) {
      await context.close();
      return;
    }

    // Turn once more (back, at the end of a short book) and let the place be saved, then reload:
    // the same place and settings.
    const atEnd = Number((await percent(page).textContent())?.replace('%', '')) >= 90;
    const before = await region.getAttribute('data-location');
    await expect(async () => {
      await page.keyboard.press(atEnd ? 'ArrowLeft' : 'ArrowRight');
      await expect(region).not.toHaveAttribute('data-location', before ?? '', { timeout: 2_000 });
    }).toPass();
    const saved = await savedHere(page);
    const shown = await percent(page).textContent();
    const chapter = await page.getByTestId('reader-chapter').textContent();
    await page.reload();
    await readerReady(page);
    await expect(percent(page)).toHaveText(shown ?? '');
    await expect(page.getByTestId('reader-chapter')).toHaveText(chapter ?? '');
    if (!book.fixed) {
      const frame = await bookFrame(page);
      await expect
        .poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe('21.6px');
    }

    // Another device: a fresh browser context finds the saved place.
    const other = await signedIn(browser, baseURL);
    await openFromLibrary(other.page, book);
    // Its settings are its own (default text size), so the page breaks fall elsewhere: the same
    // chapter, and the percentage within a page or two of the saved one.
    await expect(other.page.getByTestId('reader-chapter')).toHaveText(chapter ?? '');
    const there = Number((await percent(other.page).textContent())?.replace('%', ''));
    expect(Math.abs(there - saved.percent)).toBeLessThanOrEqual(3);
    await other.context.close();
    await context.close();
  });
}

test('bookmarks and highlights are kept, the chrome passes axe, and the library shows the progress', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await signedIn(browser, baseURL);
  await context.addInitScript(openShadowRoots);
  const book = BOOKS[0] as Book;
  await openFromLibrary(page, book);
  // Somewhere in the poem (the shared demo book may have been left anywhere, even in another file).
  await page.getByRole('slider', { name: 'Position in the book' }).fill('20');
  await expect(percent(page)).not.toHaveText(/^[0-9]%$/);
  // A click in the outer third of the text turns the page.
  const region = page.getByRole('region', { name: 'Book text' });
  const box = await region.boundingBox();
  const where = await region.getAttribute('data-location');
  if (!box) throw new Error('The book has no box');
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
  await expect(region).not.toHaveAttribute('data-location', where ?? '');

  await page.getByRole('button', { name: 'Bookmark page' }).click();
  await expect(page.getByRole('status')).toHaveText('Bookmark added');
  // Select a word in the text: the highlight action appears.
  const frame = await bookFrame(page);
  await frame.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && (node.textContent ?? '').trim().length < 12) node = walker.nextNode();
    if (!node) throw new Error('no text');
    const range = document.createRange();
    const start = (node.textContent ?? '').search(/\S/);
    range.setStart(node, start);
    range.setEnd(node, start + 8);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  await page.getByRole('button', { name: 'Highlight selection' }).click();
  await expect(page.getByRole('status')).toHaveText('Highlight added');
  await page.getByRole('button', { name: /^Notes \(\d+\)$/ }).click();
  const notes = page.getByRole('dialog', { name: 'Bookmarks and highlights' });
  await expect(notes.getByText('Highlight', { exact: true })).toBeVisible();
  await expect(notes.getByText('Bookmark', { exact: true }).first()).toBeVisible();

  // The highlight's colour and a note, from the list: drawn in the text in its colour.
  const highlight = notes.getByRole('listitem').filter({ hasText: 'Highlight' });
  await expect(highlight.getByRole('radio', { name: 'Yellow' })).toBeChecked();
  await expect(drawn(page, YELLOW)).toHaveCount(1);
  await highlight.getByRole('radio', { name: 'Green' }).check();
  await expect(page.getByRole('status')).toHaveText('Highlight colour: Green');
  await expect(drawn(page, GREEN)).toHaveCount(1);
  await expect(drawn(page, YELLOW)).toHaveCount(0);
  // The keyboard: the arrow keys move the colour (native radios), the note editor opens and saves.
  await page.keyboard.press('ArrowRight');
  await expect(highlight.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(page.getByRole('status')).toHaveText('Highlight colour: Blue');
  await highlight.getByRole('button', { name: 'Add note to highlight' }).press('Enter');
  const noteBox = highlight.getByRole('textbox', { name: 'Note on this highlight' });
  await expect(noteBox).toBeFocused();
  await noteBox.fill('Read this aloud at the meeting.');
  await highlight.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('status')).toHaveText('Note saved');
  await expect(highlight.getByText('Read this aloud at the meeting.')).toBeVisible();
  const edit = highlight.getByRole('button', { name: 'Edit note to highlight' });
  await expect(edit).toBeFocused();
  // Escape in the editor leaves the note as it was and the panel open.
  await edit.press('Enter');
  await noteBox.fill('Not this.');
  await noteBox.press('Escape');
  await expect(noteBox).toBeHidden();
  await expect(notes).toBeVisible();
  await expect(highlight.getByText('Read this aloud at the meeting.')).toBeVisible();

  // The reader's chrome (toolbar, footer, a panel open) has no axe violations; the book's pages are
  // the publisher's (their frames are named, though).
  await expect(page.locator('iframe[title$=": book text"]').first()).toBeAttached();
  expect(await axeViolations(page, { tags: 'all', exclude: '[data-testid="reader-book"]' })).toEqual([]);

  // Kept on the server: after a reload both are listed, the highlight blue with its note; then
  // removed again.
  await page.reload();
  await readerReady(page);
  await page.getByRole('button', { name: /^Notes \(\d+\)$/ }).click();
  await expect(highlight.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(highlight.getByText('Read this aloud at the meeting.')).toBeVisible();
  await expect(drawn(page, BLUE)).toHaveCount(1);
  for (const kind of ['highlight', 'bookmark']) {
    const remove = notes.getByRole('button', { name: `Remove ${kind}` }).first();
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(page.getByRole('status')).toHaveText(
      kind === 'bookmark' ? 'Bookmark removed' : 'Highlight removed',
    );
  }
  await page.keyboard.press('Escape');

  // The library's progress bar shows the figure saved on the server.
  const uid = /\/apps\/reader\/([A-Z0-9]+)/.exec(page.url())?.[1] ?? '';
  const entry = (await (await page.request.get(`/api/user/library/books/${uid}`)).json()) as {
    data: { progress: { percent: number } };
  };
  expect(entry.data.progress.percent).toBeGreaterThan(0);
  await page.goto('/myaccount/library');
  await expect(
    page.getByRole('progressbar', { name: `Read: ${Math.round(entry.data.progress.percent)} %` }).first(),
  ).toBeVisible();
  await context.close();
});

test('a damaged EPUB shows a clear error, not a blank page', async ({ browser, baseURL }) => {
  const { context, page } = await signedIn(browser, baseURL);
  await page.route(/[?&]signature=/, (route) =>
    route.fulfill({
      body: Buffer.from('PK\u0003\u0004 not really a zip'),
      contentType: 'application/epub+zip',
    }),
  );
  await page.goto('/myaccount/library');
  await page.getByRole('link', { name: `Read ${titleOf(BOOKS[0] as Book)}`, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This book cannot be opened');
  await expect(page.getByRole('alert')).toContainText('damaged');
  await context.close();
});

test('a right-to-left book reads from right to left: direction, turn buttons, arrow keys and its place', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await signedIn(browser, baseURL);
  // The reader receives an Arabic EPUB (made by the test: no shared fixture reads right to left) in
  // place of a library book's file, through the same signed link.
  const epub = rtlEpub();
  await context.route(/[?&]signature=/, (route) =>
    route.fulfill({ body: epub, contentType: 'application/epub+zip' }),
  );
  await openFromLibrary(page, BOOKS[0] as Book);
  const region = page.getByRole('region', { name: 'Book text' });
  await expect(region).toHaveAttribute('lang', /^ar/);
  await expect(region).toHaveAttribute('dir', 'rtl');
  const frame = await bookFrame(page);
  await expect.poll(() => frame.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');

  // The next page is on the left: its button stands left of the previous page's.
  const next = page.getByRole('button', { name: 'Next page' });
  const previous = page.getByRole('button', { name: 'Previous page' });
  const nextBox = await next.boundingBox();
  const previousBox = await previous.boundingBox();
  expect(nextBox && previousBox && nextBox.x < previousBox.x).toBe(true);

  // From the start, ArrowLeft moves forward and ArrowRight back.
  await page.getByRole('slider', { name: 'Position in the book' }).fill('0');
  await expect(percent(page)).toHaveText(/^[0-5]%$/);
  const start = await region.getAttribute('data-location');
  await next.click();
  await expect(region).not.toHaveAttribute('data-location', start ?? '');
  const second = await region.getAttribute('data-location');
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(region).not.toHaveAttribute('data-location', second ?? '', { timeout: 2_000 });
  }).toPass();
  const third = await region.getAttribute('data-location');
  expect(third).not.toBe(start);
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(region).toHaveAttribute('data-location', second ?? '', { timeout: 2_000 });
  }).toPass();

  // The contents are the book's, in Arabic; the last chapter opens and is named in the footer.
  await page.getByRole('button', { name: 'Contents' }).click();
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const lastChapter = RTL_CHAPTERS[RTL_CHAPTERS.length - 1] as string;
  await toc.getByRole('button', { name: lastChapter }).click();
  await expect(page.getByTestId('reader-chapter')).toHaveText(lastChapter);

  // The place is kept across a reload, and the chrome passes axe around a right-to-left book.
  await savedHere(page);
  const shown = await percent(page).textContent();
  await page.reload();
  await readerReady(page);
  await expect(page.getByTestId('reader-chapter')).toHaveText(lastChapter);
  await expect(percent(page)).toHaveText(shown ?? '');
  expect(await axeViolations(page, { tags: 'all', exclude: '[data-testid="reader-book"]' })).toEqual([]);
  await context.close();
});
