import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core, put into each worker's page once. @axe-core/playwright's AxeBuilder would inject it again
 * for every story and open a new page to finish each run (about 0.7 s a story; 0.1 s this way); that
 * page is for frames from other origins, which a story does not have.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Page-level rules do not apply to a component shown alone (Storybook's a11y addon skips them too).
const AXE_OPTIONS: RunOptions = {
  rules: Object.fromEntries(
    ['region', 'landmark-one-main', 'page-has-heading-one'].map((id) => [id, { enabled: false }]),
  ),
};

/** axe's violations on the story shown, one line each: the rule and the elements. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
        ).axe.run(document, options)
      ).violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) })),
    AXE_OPTIONS,
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Visual regression of the kit: every story of the built Storybook (storybook-static/index.json),
 * in both themes, compared with the committed baselines next to this file.
 *
 * Speed: loading iframe.html afresh for each of ~700 shots costs a second or more apiece, so each
 * worker keeps one Storybook page open in its project's theme (`visual-light` or `visual-dark`; a
 * worker only ever runs one project) and switches stories the way the Storybook manager does, through
 * the preview's channel, waiting for the render to finish (play function included).
 *
 * Accessibility: the story tests (addon-vitest) run axe on every story in the light theme; this suite
 * runs it again in the dark theme, where contrast differs.
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  tags?: string[];
}

interface StoryRender {
  id: string;
  phase?: string;
}

interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
  };
  __STORYBOOK_PREVIEW__: {
    currentRender?: StoryRender;
    storyStoreValue: { loadStory(options: { storyId: string }): Promise<{ storyGlobals: StoryGlobals }> };
  };
}

interface StoryGlobals {
  theme?: string;
  viewport?: { value?: string };
}

/** The sizes of the viewports a story may pin (its `globals.viewport`): Storybook's and .storybook's `phone`. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  phone: { width: 375, height: 812 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 1024 },
};
/**
 * `PW_REVIEW_WIDTH=375` (with `PW_UPDATE` unset) shoots every story at that width into
 * tests/.output/review-375/ for a person to look at, comparing nothing: the baselines stay at 1024 px.
 */
const REVIEW_WIDTH = Number(process.env.PW_REVIEW_WIDTH) || undefined;
const DEFAULT_VIEWPORT = { width: REVIEW_WIDTH ?? 1024, height: 720 };

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

type Theme = 'light' | 'dark';

const test = base.extend<{ theme: Theme }, { storybook: Page }>({
  theme: ['light', { option: true }],
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const theme = (workerInfo.project.use as { theme?: Theme }).theme ?? 'light';
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: DEFAULT_VIEWPORT,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const first = entries[0];
      if (!first) throw new Error('The Storybook has no stories');
      await page.goto(`/iframe.html?id=${first.id}&viewMode=story&globals=theme:${theme}`);
      await page.waitForFunction(
        () => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
        undefined,
        { timeout: 30_000 },
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story in the open preview and resolves once its render, play function included, has finished. */
async function showStory(page: Page, storyId: string) {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_PREVIEW__: preview } =
          window as unknown as PreviewWindow;
        const failures = ['storyErrored', 'storyThrewException', 'playFunctionThrewException'];
        const listeners: [string, (payload: unknown) => void][] = [];
        const finish = (result: string) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const listen = (event: string, listener: (payload: unknown) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        listen('storyFinished', (payload) => {
          if ((payload as { storyId?: string }).storyId === id) finish('ok');
        });
        for (const event of failures)
          listen(event, (payload) => finish(`${event}: ${JSON.stringify(payload)}`));
        // Re-showing the story already on screen remounts it, so its play function runs again.
        if (preview.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(outcome, `rendering ${storyId}`).toBe('ok');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
    window.scrollTo(0, 0);
  });
}

test.describe.configure({ mode: 'parallel' });

for (const story of entries) {
  test(story.id, async ({ storybook: page, theme }) => {
    const globals = await page.evaluate(
      async (storyId) =>
        (
          await (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({
            storyId,
          })
        ).storyGlobals,
      story.id,
    );
    // A story that pins its theme (the "Dark" variants) is shot once, in the project of that theme.
    test
      .info()
      .skip(
        globals.theme !== undefined && globals.theme !== theme,
        `pins the ${globals.theme} theme, shot in visual-${globals.theme}`,
      );
    await page.setViewportSize(VIEWPORTS[globals.viewport?.value ?? ''] ?? DEFAULT_VIEWPORT);
    await showStory(page, story.id);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
    if (theme === 'dark') expect(await axeViolations(page)).toEqual([]);
    if (REVIEW_WIDTH) {
      const path = fileURLToPath(
        new URL(`../.output/review-${REVIEW_WIDTH}/${story.id}--${theme}.png`, import.meta.url),
      );
      await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
      return;
    }
    await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
  });
}
