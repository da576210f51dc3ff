import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core for every browser test (the store's routes, its screens, Storybook's stories): put into the
 * page once per document and run there. @axe-core/playwright's AxeBuilder injects the 500 KB script
 * again on every `analyze()` and opens a page to finish each run, which made a run on a store page
 * about three times the time of axe's own work (3.1 s against 1.1 s on a loaded machine). The store's
 * pages and the stories have no frames from other origins, the one thing AxeBuilder's way is for.
 *
 * The script goes in through `page.evaluate`, which the store's Content-Security-Policy does not apply
 * to (a `<script>` tag would be refused).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (target size included). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheck {
  /** The rule tags to run (default WCAG_TAGS), or `all` for every rule axe has, best practices too. */
  tags?: string[] | 'all';
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Leave this part out (a CSS selector): a book's own pages in the reader. */
  exclude?: string;
  /** Only these rules (axe's rule ids), instead of `tags`. */
  rules?: string[];
  /** Rules turned off (a story is not a whole page: no landmarks or h1 expected). */
  disable?: string[];
}

/** axe's violations on the page as it is, one line each: the rule, its help and up to four elements. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const tags = check.tags ?? WCAG_TAGS;
  const options: RunOptions = {
    ...(check.rules
      ? { runOnly: { type: 'rule', values: check.rules } }
      : tags === 'all'
        ? {}
        : { runOnly: { type: 'tag', values: tags } }),
    resultTypes: ['violations'],
    ...(check.disable
      ? { rules: Object.fromEntries(check.disable.map((id) => [id, { enabled: false }])) }
      : {}),
  };
  const context = {
    include: check.include ? [check.include] : [],
    exclude: check.exclude ? [check.exclude] : [],
  };
  const violations = await page.evaluate(
    async ([ctx, opts]) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
      };
      const results = await axe.run(ctx.include.length > 0 ? ctx : { exclude: ctx.exclude }, opts);
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((node) => node.target.join(' ')),
      }));
    },
    [context, options] as const,
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.help}): ${v.targets.slice(0, 4).join(', ')}` +
      (v.targets.length > 4 ? ` and ${v.targets.length - 4} more` : ''),
  );
}
