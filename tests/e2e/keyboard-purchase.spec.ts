import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { newUser, registerByApi } from './support/accounts';

// Two workers share two loaded cores with the server: give pages time.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A purchase with the keyboard alone: Tab, Shift+Tab, Enter and Space, never the mouse. Every element
 * that takes focus on the way shows a focus indicator and is in view; the skip link comes first; after
 * each navigation focus lands on the new page's heading; adding to the cart is announced in a live
 * region. Signed in beforehand (a new verified account), as signing in has its own tests.
 */

interface FocusState {
  description: string;
  focusVisible: boolean;
  /** What shows the focus (an outline, or a ring in the focus colour), or null. */
  indicator: string | null;
  inView: boolean;
}

/** The focused element and how it shows its focus (on itself or its ::before / ::after box). */
function focusState(page: Page): Promise<FocusState | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    // The kit's focus colour as the browser writes colours (rgb), to find it in a box-shadow.
    const probe = document.createElement('span');
    probe.style.color =
      getComputedStyle(document.documentElement).getPropertyValue('--bk-color-focus').trim() || 'Highlight';
    document.body.append(probe);
    const focusColor = getComputedStyle(probe).color;
    probe.remove();
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const ring = (style: CSSStyleDeclaration, where: string): string | null => {
      if (where !== 'element' && (style.content === 'none' || style.content === 'normal')) return null;
      if (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)
      )
        return `${where} outline ${style.outlineStyle} ${style.outlineWidth}`;
      if (style.boxShadow !== 'none' && style.boxShadow.includes(focusColor)) return `${where} focus ring`;
      return null;
    };
    const rect = element.getBoundingClientRect();
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return {
      description: `<${element.tagName.toLowerCase()}> "${name}"`,
      focusVisible: element.matches(':focus-visible'),
      indicator:
        ring(getComputedStyle(element), 'element') ??
        ring(getComputedStyle(element, '::after'), '::after') ??
        ring(getComputedStyle(element, '::before'), '::before'),
      inView: rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth,
    };
  });
}

/** The focus is somewhere, visibly, and in view (once a panel sliding in has arrived). */
async function expectVisibleFocus(page: Page): Promise<FocusState> {
  let state = await focusState(page);
  if (state && !state.inView) {
    await expect.poll(async () => (state = await focusState(page))?.inView, { timeout: 5_000 }).toBe(true);
  }
  expect(state, 'something has focus').not.toBeNull();
  const focused = state as unknown as FocusState;
  expect(focused.focusVisible, `${focused.description} matches :focus-visible`).toBe(true);
  expect(focused.indicator, `${focused.description} shows a focus indicator`).not.toBeNull();
  expect(focused.inView, `${focused.description} is in view`).toBe(true);
  return focused;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  const focusedTarget = target.and(page.locator(':focus'));
  const path: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push((await expectVisibleFocus(page)).description);
    if ((await focusedTarget.count()) > 0) return;
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}: ${path.join(' → ')}`,
  );
}

/** After a navigation, focus is on the new page's heading, shown. */
async function expectFocusOnHeading(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expectVisibleFocus(page);
  return (await heading.textContent()) ?? '';
}

test('a keyboard-only purchase, from the home page to a paid order', async ({ page }) => {
  test.setTimeout(120_000);
  await registerByApi(page, newUser('keyboard'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // The skip link is the first stop and jumps to the page's heading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page);

  // On to the first ebook of the page (ebooks need no delivery address).
  const types = new Map<string, string>();
  const isEbookLink = async () => {
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    const uid = /^\/books\/([^/?#]+)$/.exec(href)?.[1];
    if (!uid) return false;
    if (!types.has(uid)) {
      const response = await page.request.get(`/api/public/books/${uid}?country=ng`);
      types.set(uid, ((await response.json()) as { data: { type: string } }).data.type);
    }
    return types.get(uid) === 'ebook';
  };
  let found = false;
  for (let presses = 0; presses < 80 && !found; presses++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    found = await isEbookLink();
  }
  expect(found, 'Tab reaches an ebook on the home page').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\/[^/]+$/);
  const title = await expectFocusOnHeading(page);

  // Add to cart with Space: the drawer opens with focus inside, and the change is announced.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first());
  await page.keyboard.press('Space');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await expectVisibleFocus(page);
  // (The server's words: "<title>" has been added to your cart.)
  const announcement = page
    .locator('[aria-live="polite"]')
    .filter({ hasText: title })
    .filter({ hasText: /added to your cart/ });
  await expect(announcement.first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached();

  // Focus stays in the drawer: backwards from its first control wraps round to Checkout.
  await tabTo(page, drawer.getByRole('link', { name: 'Checkout' }), { backwards: true, max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer).toBeHidden();
  expect(await expectFocusOnHeading(page)).toBe('Checkout');
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText(title)).toBeVisible();

  // Place the order: the test payment page of the API server.
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookstore checkout' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/myaccount\/payments\/\d+$/);
  await expect(page.getByText('Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
