import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations as axeOn } from '../support/axe';
import { settled } from '../support/views';
import { GROUPS, type Params } from './a11y-routes-support';
import { readSpecRoutePatterns, SPEC_ROUTE_PATTERNS } from './support/spec-routes';
import { catalogSamples } from './store-support';

/**
 * Every route pattern of SPEC.md section 2, with real parameters from the seeded database and signed in
 * as the role the page needs (after the seller security check for dashboard pages), has no axe
 * violations of WCAG 2.0, 2.1 and 2.2 A and AA (target size included) in either theme, and never scrolls
 * sideways.
 *
 * Cost: one page per role visits its routes one after another (no new browser context per route). Each
 * route loads once, on a 375 px phone in the light theme (sideways-scroll check, then axe), then the same
 * page turns dark (`<html data-theme>`, which is all the store's theme switch does) on a 1280 px desktop
 * for a second axe run and another sideways check. Readiness is the page's h1 and no `aria-busy` region
 * left, never network idle.
 */
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** Where the page scrolls sideways: the document wider than the window, and the first culprits. */
function measureOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Content inside a scrolling or clipping box does not widen the page: name only what sticks out.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && !clipped(element))
      .slice(0, 3)
      .map((element) => {
        const id = element.id ? `#${element.id}` : '';
        const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        return `${element.tagName.toLowerCase()}${id}${className ? `.${className}` : ''}`;
      });
    return `${root.scrollWidth} px wide in a ${root.clientWidth} px window (${culprits.join(', ')})`;
  });
}

/** The page's sideways overflow once a resize has settled (layout that follows the window size). */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  let overflow = await measureOverflow(page);
  if (overflow) {
    await expect
      .poll(async () => (overflow = await measureOverflow(page)), { timeout: 2_000 })
      .toBeNull()
      .catch(() => undefined);
  }
  return overflow;
}

async function axeViolations(page: Page, label: string): Promise<string[]> {
  return (await axeOn(page)).map((violation) => `${label} ${violation}`);
}

/** Loads one route and returns its problems (empty when it passes). */
async function audit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(PHONE);
  await page.goto(path);
  // The page itself, not a guard's redirect, with its heading and data.
  await expect(page, `${path} opens`).toHaveURL((url) => url.pathname === path, { timeout: 15_000 });
  await expect(page.locator(':root')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0, {
    timeout: 15_000,
  });

  // Sections below the fold skip rendering until scrolled to (content-visibility: auto); axe measures
  // targets in them wrongly (dequelabs/axe-core#2768), so render them all, as scrolling there would.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const phone = await sidewaysOverflow(page);
  if (phone) problems.push(`${path} [light, 375 px] scrolls sideways: ${phone}`);
  problems.push(...(await axeViolations(page, `${path} [light, 375 px]`)));

  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  // The header re-lays out for the wider screen (the search icon becomes a field): let its transitions
  // end and two frames paint before axe measures targets.
  await settled(page);
  const desktop = await sidewaysOverflow(page);
  if (desktop) problems.push(`${path} [dark, 1280 px] scrolls sideways: ${desktop}`);
  problems.push(...(await axeViolations(page, `${path} [dark, 1280 px]`)));
  return problems;
}

/** `audit`, with the requests matching `hold` (if any) kept waiting until it is done, then let go. */
async function auditHolding(page: Page, path: string, hold: string | undefined): Promise<string[]> {
  if (!hold) return audit(page, path);
  const held: Route[] = [];
  await page.route(hold, (route) => void held.push(route));
  try {
    return await audit(page, path);
  } finally {
    // Let go of what was held, then of the route (which lets any later request through by itself).
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.unroute(hold);
  }
}

test.describe('every route of the spec', () => {
  test('is visited by this suite, once', () => {
    const visited = GROUPS.flatMap((group) => group.visits.map((entry) => entry.pattern));
    expect(visited).toHaveLength(84);
    expect([...visited].sort()).toEqual([...SPEC_ROUTE_PATTERNS].sort());
  });

  test('is the list of SPEC.md', () => {
    const fromSpec = readSpecRoutePatterns();
    test.skip(!fromSpec, 'SPEC.md is not at hand (set SPEC_PATH)');
    expect([...(fromSpec ?? [])].sort()).toEqual([...SPEC_ROUTE_PATTERNS].sort());
  });
});

/** Every element's longest animation or transition, in ms (with its selector), and the drawer's. */
async function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)));
    let longest = { ms: 0, element: '' };
    for (const element of [document.documentElement, ...document.querySelectorAll('body *')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName === 'none' ? 0 : ms(style.animationDuration);
        const transition = style.transitionProperty === 'none' ? 0 : ms(style.transitionDuration);
        const value = Math.max(animated, transition);
        if (value > longest.ms)
          longest = { ms: value, element: `${element.tagName} ${element.className} ${pseudo ?? ''}` };
      }
    }
    const panel = document.querySelector('[role="dialog"]');
    return { longest, drawer: panel ? ms(getComputedStyle(panel).animationDuration) : null };
  });
}

test('prefers-reduced-motion: no animation or transition longer than 1 ms; without it the drawer slides', async ({
  page,
}) => {
  const openCart = async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    return longestMotion(page);
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const moving = await openCart();
  expect(moving.drawer).toBeGreaterThan(100);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await openCart();
  expect(still.drawer).toBeLessThanOrEqual(1);
  expect(still.longest.ms, `the longest motion: ${still.longest.element}`).toBeLessThanOrEqual(1);
});

for (const group of GROUPS) {
  test(`axe finds nothing and nothing scrolls sideways: ${group.name}`, async ({ page }) => {
    // A route takes 2 to 9 s on a quiet machine and several times that on a loaded CI machine.
    test.setTimeout(Math.max(300_000, group.visits.length * 30_000));
    // The light theme on every load (the dark run switches the loaded page over).
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    // Still pages for the audit: no transition caught half-way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const params: Params = { ...(await catalogSamples(page.request)), own: await group.start(page) };
    const problems: string[] = [];
    for (const entry of group.visits) {
      const path = entry.path(params);
      await test.step(path, async () => {
        try {
          problems.push(...(await auditHolding(page, path, entry.hold)));
        } catch (error) {
          // One broken page must not hide the others' results.
          problems.push(
            `${path} could not be audited: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error)}`,
          );
        }
        await entry.then?.(page, params);
      });
    }
    expect(problems).toEqual([]);
  });
}
