import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * Visual regression of the kit: every story of the built Storybook (storybook-static/index.json),
 * in both themes, compared with the committed baselines next to this file. Each story is also checked
 * with axe in both themes (the story tests check the light theme only).
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  tags?: string[];
}

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

const THEMES = ['light', 'dark'] as const;

for (const story of entries) {
  for (const theme of THEMES) {
    test(`${story.id} (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 720 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await page.locator('#storybook-root').waitFor({ state: 'attached' });
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') !== null);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      const axe = await new AxeBuilder({ page })
        // Page-level rules do not apply to a component shown alone (Storybook's a11y addon skips them too).
        .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
