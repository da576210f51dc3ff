import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { axeViolations, type AxeCheck } from '../support/axe';

/** A story is a part of a page: no landmarks, main region or h1 are expected of it. */
const STORY_AXE: AxeCheck = {
  tags: 'all',
  disable: ['region', 'landmark-one-main', 'page-has-heading-one'],
};

/**
 * The dark theme's check of a story the light project also checks: the rules that read colours. A
 * theme is `<html data-theme>` and the kit's colour tokens, so a story's markup and layout are the
 * same in both themes and axe's other rules give the same answer twice; contrast is what changes.
 * A story that pins the dark theme is shot only in the dark project and gets every rule there.
 */
const STORY_AXE_COLOURS: AxeCheck = { rules: ['color-contrast', 'link-in-text-block'] };

/**
 * Visual regression of the kit: every story of the built Storybook (storybook-static/index.json),
 * in both themes, compared with the committed baselines next to this file.
 *
 * Speed: loading iframe.html afresh for each of ~700 shots costs a second or more apiece, so each
 * worker keeps one Storybook page open in its project's theme (`visual-light` or `visual-dark`; a
 * worker only ever runs one project) and switches stories the way the Storybook manager does, through
 * the preview's channel, waiting for the render to finish (play function included).
 *
 * What it checks of each story, in each theme: it renders and its play function passes, axe finds
 * nothing, and it looks as its baseline does. The story tests of addon-vitest (`pnpm test:stories`)
 * check the first two in the light theme only; `pnpm test` runs this suite alone, which renders every
 * story (in the built Storybook) once a theme and checks all three, instead of rendering each a third
 * time in a second browser for checks this suite already makes. A story tagged `no-visual` (a page of
 * swatches) is rendered and checked but not shot.
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
    storyStoreValue: { loadStory(options: { storyId: string }): Promise<LoadedStory> };
  };
}

/** The parts of a prepared story (Storybook's PreparedStory) that decide what it shows. */
interface LoadedStory {
  storyGlobals: StoryGlobals;
  initialArgs: Record<string, unknown>;
  parameters: { layout?: string };
  playFunction?: unknown;
  originalStoryFn: unknown;
  /** The story's own CSF object (its own decorators, if any). */
  moduleExport: { decorators?: unknown };
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
).filter((e) => e.type === 'story');

/** Each Playground story's Default story of the same component, if there is one. */
const storyIds = new Set(entries.map((e) => e.id));
const DEFAULT_OF: Record<string, string | undefined> = Object.fromEntries(
  entries
    .filter((e) => e.id.endsWith('--playground'))
    .map((e) => [e.id, e.id.replace(/--playground$/, '--default')] as const)
    .filter(([, id]) => storyIds.has(id)),
);

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
      // `a11y.manual`: the a11y addon runs axe after every render in Storybook's own panel; this suite
      // runs axe itself (STORY_AXE), so the addon's run would check each story a second time.
      await page.goto(`/iframe.html?id=${first.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
      await page.waitForFunction(
        () => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
        undefined,
        { timeout: 100_000 },
      );
      await use(page);
      await context.close();
    },
    // The first page load builds Storybook's preview: slow on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
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

/**
 * The page against its baseline, as `toHaveScreenshot` judges it, at a third of the cost when nothing
 * changed. `toHaveScreenshot` decodes both PNGs in JavaScript and compares them pixel by pixel (about
 * 150 ms a shot, a fifth of the visual suite's CPU). The same Chromium writes the same PNG for the same
 * pixels, so a shot byte for byte equal to its baseline passes at once; any other (a change, another
 * Chromium's anti-aliasing within the tolerance, a missing baseline) goes to `toHaveScreenshot`, which
 * shoots again and judges it with its tolerance. Rewriting baselines (PW_UPDATE) always takes that path.
 */
async function expectLikeBaseline(page: Page, name: string) {
  const baseline = test.info().snapshotPath(name);
  if (!process.env.PW_UPDATE && existsSync(baseline)) {
    const shot = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}

test.describe.configure({ mode: 'parallel' });

for (const story of entries) {
  test(story.id, async ({ storybook: page, theme }) => {
    const { globals, sameAsDefault } = await page.evaluate(
      async ([storyId, defaultId]) => {
        const store = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStoreValue;
        const loaded = await store.loadStory({ storyId });
        const other = defaultId
          ? await store.loadStory({ storyId: defaultId }).catch(() => undefined)
          : undefined;
        // What decides the picture: the args, pinned globals and layout, with one render function and
        // no decorators of the story's own.
        const picture = (s: LoadedStory) =>
          JSON.stringify([s.initialArgs, s.storyGlobals, s.parameters.layout], (_, value: unknown) =>
            typeof value === 'function' ? `function ${value.name}` : value,
          );
        const same =
          other !== undefined &&
          !loaded.playFunction &&
          !other.playFunction &&
          loaded.originalStoryFn === other.originalStoryFn &&
          !loaded.moduleExport.decorators &&
          !other.moduleExport.decorators &&
          picture(loaded) === picture(other);
        return { globals: loaded.storyGlobals, sameAsDefault: same };
      },
      [story.id, DEFAULT_OF[story.id]] as const,
    );
    // A story that pins its theme (the "Dark" variants) is shot once, in the project of that theme.
    test
      .info()
      .skip(
        globals.theme !== undefined && globals.theme !== theme,
        `pins the ${globals.theme} theme, shot in visual-${globals.theme}`,
      );
    // A Playground (a story for the controls panel) that renders exactly what its Default renders adds
    // no picture and no markup of its own: Default's shot and axe run cover it.
    test.info().skip(sameAsDefault, 'renders what its Default story renders');
    await page.setViewportSize(VIEWPORTS[globals.viewport?.value ?? ''] ?? DEFAULT_VIEWPORT);
    await showStory(page, story.id);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
    const checkedInLight = theme === 'dark' && globals.theme === undefined;
    expect(await axeViolations(page, checkedInLight ? STORY_AXE_COLOURS : STORY_AXE)).toEqual([]);
    if (story.tags?.includes('no-visual')) return;
    if (REVIEW_WIDTH) {
      const path = fileURLToPath(
        new URL(`../.output/review-${REVIEW_WIDTH}/${story.id}--${theme}.png`, import.meta.url),
      );
      await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
      return;
    }
    await expectLikeBaseline(page, `${story.id}--${theme}.png`);
  });
}
