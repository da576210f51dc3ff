import { expect, type Page } from '@playwright/test';

/**
 * The store's reader has opened its book and shows text: the text region is no longer busy, no error is
 * shown, and one of the blob: frames it lays pages out in has text in its body. (A loaded 2-core CI
 * machine may take a while to fetch, unpack and lay out a book.)
 */
export async function readerShowsText(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Book text' })).toHaveAttribute('aria-busy', 'false', {
    timeout: 45_000,
  });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        for (const frame of page.frames()) {
          if (!frame.url().startsWith('blob:')) continue;
          const length = await frame
            .evaluate(() => document.body?.innerText.trim().length ?? 0)
            .catch(() => 0);
          if (length > 0) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
