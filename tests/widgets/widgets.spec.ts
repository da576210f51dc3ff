import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { findBooks, hostPage, type Books } from './books';
import { API, CDN, HOST } from './ports';

let books: Books;

test.beforeAll(async ({ request }) => {
  books = await findBooks(request);
});

const pageUrl = (name: string) => hostPage(HOST, name, books);

/** Opens a host page and waits until all four widgets show their content (covers loaded). */
async function openHost(page: Page, name: 'plain' | 'hostile') {
  await page.goto(pageUrl(name));
  await expect(
    page.locator('bookstore-book-card').getByRole('link', { name: books.print.title }),
  ).toBeVisible();
  await expect(page.locator('bookstore-player').getByRole('button', { name: 'Play sample' })).toBeVisible();
  await expect(
    page.locator('bookstore-cart').getByRole('button', { name: /^Cart, \d+ items?$/ }),
  ).toBeVisible();
  await expect(page.locator('bookstore-search').getByRole('button', { name: 'Search books' })).toBeVisible();
  await page.waitForFunction(() =>
    ['bookstore-book-card', 'bookstore-player'].every((tag) =>
      Array.from(document.querySelector(tag)?.shadowRoot?.querySelectorAll('img') ?? []).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    ),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Pixels that differ between two PNG screenshots (decoded in a blank page), or -1 when sizes differ. */
async function differingPixels(browser: Browser, a: Buffer, b: Buffer): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([first, second]) => {
        const decode = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = await Promise.all([decode(first), decode(second)]);
        // A fractional position may round an element's clip one pixel larger on one page.
        if (Math.abs(x.width - y.width) > 1 || Math.abs(x.height - y.height) > 1) return -1;
        const width = Math.min(x.width, y.width);
        const height = Math.min(x.height, y.height);
        let count = 0;
        for (let row = 0; row < height; row++) {
          for (let column = 0; column < width; column++) {
            const i = (row * x.width + column) * 4;
            const j = (row * y.width + column) * 4;
            const delta = Math.max(
              Math.abs((x.data[i] ?? 0) - (y.data[j] ?? 0)),
              Math.abs((x.data[i + 1] ?? 0) - (y.data[j + 1] ?? 0)),
              Math.abs((x.data[i + 2] ?? 0) - (y.data[j + 2] ?? 0)),
            );
            if (delta > 24) count++;
          }
        }
        return count;
      },
      [a.toString('base64'), b.toString('base64')] as const,
    );
  } finally {
    await page.close();
  }
}

const shoot = (locator: Locator) => locator.screenshot({ animations: 'disabled', caret: 'hide' });

test('the widgets render the same on a plain page and on a hostile one under a strict CSP', async ({
  browser,
}) => {
  const plain = await browser.newPage();
  const hostile = await browser.newPage();
  await openHost(plain, 'plain');
  await openHost(hostile, 'hostile');
  for (const tag of ['bookstore-book-card', 'bookstore-player', 'bookstore-cart', 'bookstore-search']) {
    const [a, b] = [await shoot(plain.locator(tag)), await shoot(hostile.locator(tag))];
    const differing = await differingPixels(browser, a, b);
    if (differing !== 0) {
      // Kept beside the test results for a look at what differs.
      writeFileSync(test.info().outputPath(`${tag}-plain.png`), a);
      writeFileSync(test.info().outputPath(`${tag}-hostile.png`), b);
    }
    expect(differing, `${tag}: pixels differing between the plain and the hostile page`).toBe(0);
  }
  for (const page of [plain, hostile]) {
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  }
  await plain.close();
  await hostile.close();
});

test('the widgets add no styles to the host page and its elements keep their own look', async ({ page }) => {
  const hostLook = () =>
    page.evaluate(() => {
      const pick = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`missing ${selector}`);
        const style = getComputedStyle(element);
        return [
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.padding,
          style.border,
        ].join('|');
      };
      return {
        body: pick('body'),
        text: pick('.host-text'),
        button: pick('.host-button'),
        heading: pick('h1'),
        headStyles: document.head.querySelectorAll('style').length,
        documentSheets: document.adoptedStyleSheets.length,
        styleSheets: document.styleSheets.length,
        dataTheme: document.documentElement.getAttribute('data-theme'),
      };
    });

  // The same page without the widget code is the reference.
  await page.route(`${CDN}/**`, (route) => route.abort());
  await page.goto(pageUrl('plain'));
  const before = await hostLook();
  await page.unroute(`${CDN}/**`);

  await openHost(page, 'plain');
  expect(await hostLook()).toEqual(before);
  expect(before.headStyles).toBe(0);
  expect(before.documentSheets).toBe(0);
  // Each widget's theme sits on its own root inside its shadow tree.
  const themes = await page.evaluate(() =>
    ['bookstore-search', 'bookstore-cart', 'bookstore-book-card', 'bookstore-player'].map(
      (tag) =>
        document.querySelector(tag)?.shadowRoot?.querySelector('[data-widget]')?.getAttribute('data-theme') ??
        null,
    ),
  );
  expect(themes).toEqual(['light', 'light', 'light', 'light']);
});

test('the cart hands its items to the store checkout, the drawer above everything on the page', async ({
  page,
}) => {
  await openHost(page, 'hostile');
  const card = page.locator('bookstore-book-card');
  // The button says "Added ✓" after the first press; the second adds another copy.
  const add = card.getByRole('button', { name: /^(add to cart|added ✓)$/i });
  await add.click();
  await expect(add).toHaveText('Added ✓');
  await add.click();
  await expect(page.locator('#events')).toContainText(
    `bookstore:add-to-cart {"book":{"uid":"${books.print.uid}"`,
  );

  const cart = page.locator('bookstore-cart');
  await cart.getByRole('button', { name: 'Cart, 2 items' }).click();
  const drawer = cart.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(books.print.title)).toBeVisible();

  // The hostile page has a fixed header and a full-page layer at the highest z-indexes: the drawer
  // must still be the topmost thing where it is drawn.
  // An opening animation that is replaced rejects its `finished` promise: wait for what settles.
  await drawer.evaluate((panel) =>
    Promise.allSettled(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  const topmost = async () => {
    const box = await drawer.boundingBox();
    if (!box) return null;
    return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.localName ?? null, [
      box.x + box.width / 2,
      box.y + 20,
    ] as const);
  };
  await expect.poll(topmost).toBe('bookstore-cart');

  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.origin === API && url.pathname === '/checkout', { waitUntil: 'commit' });
  const url = new URL(page.url());
  const handoff = JSON.parse(
    Buffer.from(url.searchParams.get('handoff') ?? '', 'base64url').toString('utf8'),
  );
  expect(handoff).toEqual([{ uid: books.print.uid, quantity: 2 }]);
  expect(url.searchParams.get('country')).toBe('gb');
  expect(url.searchParams.get('return')).toBe(pageUrl('hostile'));
});

test('the player plays a real sample, with keyboard control', async ({ page }) => {
  await openHost(page, 'hostile');
  const player = page.locator('bookstore-player');
  const currentTime = () =>
    page.evaluate(
      () => document.querySelector('bookstore-player')?.shadowRoot?.querySelector('audio')?.currentTime ?? -1,
    );
  await expect(player.getByRole('slider', { name: 'Seek' })).toBeEnabled();
  await player.getByRole('button', { name: 'Play sample' }).click();
  await expect(player.getByRole('button', { name: 'Pause sample' })).toBeVisible();
  await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
  await expect(page.locator('#events')).toContainText(`bookstore:play {"uid":"${books.audio.uid}"`);

  // Arrow Up speeds up, Space pauses (focus on the play button keeps its own Space: it clicks it).
  await player.getByRole('button', { name: 'Pause sample' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(player.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.25');
  const speed = await page.evaluate(
    () => document.querySelector('bookstore-player')?.shadowRoot?.querySelector('audio')?.playbackRate,
  );
  expect(speed).toBe(1.25);
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Play sample' })).toBeVisible();
  // Left and Right seek by 5 seconds within the sample.
  const duration = await page.evaluate(
    () => document.querySelector('bookstore-player')?.shadowRoot?.querySelector('audio')?.duration ?? 0,
  );
  await page.keyboard.press('ArrowLeft');
  await expect.poll(currentTime).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(currentTime).toBeCloseTo(Math.min(5, duration), 1);
  await expect(player.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-valuetext',
    /^0:0[45] of 0:\d\d$/,
  );
});

test('search results link to the store', async ({ page }) => {
  await openHost(page, 'hostile');
  const search = page.locator('bookstore-search');
  await search.getByRole('button', { name: 'Search books' }).click();
  const box = search.getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.pressSequentially(books.print.title.slice(0, 6));
  const first = search.getByRole('dialog', { name: 'Search' }).getByRole('link').first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('href')).toMatch(new RegExp(`^${API}/(books|authors)/`));
  await page.keyboard.press('Escape');
  await expect(search.getByRole('dialog')).toHaveCount(0);
});

test('the loader fetches a widget only when its element appears', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${CDN}/cdn/`))
      loaded.push(new URL(request.url()).pathname.replace('/cdn/', ''));
  });
  await page.goto(pageUrl('lazy'));
  await expect(
    page.locator('bookstore-book-card').getByRole('link', { name: books.print.title }),
  ).toBeVisible();
  expect(loaded).toContain('book-card.js');
  expect(loaded).not.toContain('player.js');
  expect(loaded).not.toContain('cart.js');
  expect(loaded).not.toContain('search.js');

  await page.getByRole('button', { name: 'Add a player' }).click();
  await expect(page.locator('bookstore-player').getByRole('button', { name: 'Play sample' })).toBeVisible();
  expect(loaded).toContain('player.js');
  expect(await page.evaluate(() => customElements.get('bookstore-cart'))).toBeUndefined();
});

test('hosts theme the widgets with --bk-accent and the theme attribute', async ({ page }) => {
  await openHost(page, 'plain');
  const player = page.locator('bookstore-player');
  const play = player.getByRole('button', { name: 'Play sample' });
  const look = () => play.evaluate((button) => ({ background: getComputedStyle(button).backgroundColor }));
  const before = await look();
  await page.evaluate(() => {
    const element = document.querySelector('bookstore-player') as HTMLElement;
    element.style.setProperty('--bk-accent', 'rgb(31, 111, 67)');
  });
  // The button eases between colours, so the new accent shows once its transition ends.
  await expect.poll(look).toEqual({ background: 'rgb(31, 111, 67)' });
  expect(before.background).not.toBe('rgb(31, 111, 67)');

  const root = () =>
    page.evaluate(() =>
      document
        .querySelector('bookstore-player')
        ?.shadowRoot?.querySelector('[data-widget]')
        ?.getAttribute('data-theme'),
    );
  expect(await root()).toBe('light');
  await page.evaluate(() => document.querySelector('bookstore-player')?.setAttribute('theme', 'dark'));
  await expect.poll(root).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.querySelector('bookstore-player')?.setAttribute('theme', 'auto'));
  await expect.poll(root).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(root).toBe('dark');
});
