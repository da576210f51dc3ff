import { expect as baseExpect, type Frame, type Page } from '@playwright/test';

// The EPUB reader's page as its tests see it (reader.spec.ts).

/** Waits up to 20 s: a loaded machine takes a while to unpack and lay out a book. */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** The reader's frames show the book from blob: URLs; the one with text is the page shown. */
export async function bookFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of page.frames()) {
        if (!frame.url().startsWith('blob:')) continue;
        const text = await frame.evaluate(() => document.body?.innerText.trim().length ?? 0).catch(() => 0);
        const images = await frame.evaluate(() => document.images.length).catch(() => 0);
        if (text > 0 || images > 0) {
          found = frame;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found as Frame;
}

export async function readerReady(page: Page) {
  // (A loaded 2-core CI machine may take a while to unpack and lay out a book.)
  await expect(page.getByRole('region', { name: 'Book text' })).toHaveAttribute('aria-busy', 'false', {
    timeout: 45_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
}

export const percent = (page: Page) => page.getByTestId('reader-percent');

// The fills the reader draws highlights with (HIGHLIGHT_COLORS in the reader's highlights.ts).
export const YELLOW = '#ffd400';
export const GREEN = '#3fbf4f';
export const BLUE = '#3d9bff';
/**
 * The highlights drawn over the text in `fill`. foliate-js draws them in closed shadow roots; the
 * bookmarks test opens those (see `openShadowRoots`) so that the locator reaches them.
 */
export const drawn = (page: Page, fill: string) => page.locator(`svg g[fill="${fill}"]`);
export function openShadowRoots() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init: ShadowRootInit) {
    return attach.call(this, { ...init, mode: 'open' });
  };
}

/** Waits until the place shown (the reader's CFI) is the one saved on the server; returns it. */
export async function savedHere(page: Page): Promise<{ location: string; percent: number }> {
  const region = page.getByRole('region', { name: 'Book text' });
  let saved = { location: '', percent: 0 };
  await expect
    .poll(async () => {
      const uid = /\/apps\/reader\/([A-Z0-9]+)/.exec(page.url())?.[1] ?? '';
      const entry = (await (await page.request.get(`/api/user/library/books/${uid}`)).json()) as {
        data: { progress: { location: string; percent: number } };
      };
      saved = entry.data.progress;
      return saved.location === (await region.getAttribute('data-location'));
    })
    .toBe(true);
  return saved;
}
