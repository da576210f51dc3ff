import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The 84 route patterns of SPEC.md section 2 (written out in the API client's store-routes module, which
 * the store and the reference API use too). `specRoutePatterns()` reads them from SPEC.md itself when the
 * spec is at hand, so the two can be compared (tests/e2e/a11y-routes.spec.ts).
 */
export { SPEC_ROUTE_PATTERNS } from '@bookstore/api-client/store-routes';

/** SPEC.md: `SPEC_PATH`, else the shared folder beside the checkout (`../shared/SPEC.md`). */
export function specFile(): string | undefined {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const candidates = [process.env.SPEC_PATH, join(root, '..', 'shared', 'SPEC.md')];
  return candidates.find((file): file is string => Boolean(file && existsSync(file)));
}

/** `/a/{b|c}` gives `/a/b` and `/a/c`; a `{name}` without alternatives is a parameter and stays. */
function expand(path: string): string[] {
  const match = /\{([^}|]+\|[^}]+)\}/.exec(path);
  if (!match) return [path];
  const [whole, choices = ''] = match;
  return choices.split('|').flatMap((choice) => expand(path.replace(whole, choice)));
}

/**
 * Every route pattern of SPEC.md section 2 ("Screens and routes", up to "Shared layout"): the first
 * column of the public table and the bullets of the account, selling and dashboard lists, with the
 * spec's two phrasings for sub-pages ("Onboarding steps under X: a, b" and "X, with sub-pages a, b").
 */
export function specRoutePatterns(markdown: string): string[] {
  const start = markdown.indexOf('## 2. Screens and routes');
  const end = markdown.indexOf('### Shared layout', start);
  if (start < 0 || end < 0) throw new Error('SPEC.md has no section "2. Screens and routes"');
  const patterns: string[] = [];
  for (const line of markdown.slice(start, end).split('\n')) {
    let text: string;
    if (line.startsWith('|')) {
      text = line.split('|')[1]?.trim() ?? '';
      if (!text.startsWith('/')) continue; // the header and the separator rows
    } else if (line.startsWith('- ')) {
      text = line.slice(2).trim();
    } else continue;
    const under = /^Onboarding steps under (\/\S+): (.+)$/.exec(text);
    const subPages = /^(\/\S+), with sub-pages (.+)$/.exec(text);
    const withSteps = under ?? subPages;
    if (withSteps) {
      const [, base = '', steps = ''] = withSteps;
      if (subPages) patterns.push(base);
      for (const step of steps.split(',')) patterns.push(`${base}/${step.trim()}`);
      continue;
    }
    for (const path of text.match(/\/[^\s,]*/g) ?? []) patterns.push(...expand(path));
  }
  return patterns;
}

/** The patterns of SPEC.md when it is at hand. */
export function readSpecRoutePatterns(): string[] | undefined {
  const file = specFile();
  return file ? specRoutePatterns(readFileSync(file, 'utf8')) : undefined;
}
