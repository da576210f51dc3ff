import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const HTTP = path.join(SRC, 'http');

/** Every module a file names: static imports and re-exports (type-only ones too) and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** The files of `dir` (recursively) that import a module under `src/http/`, with what they import. */
function httpImportsUnder(dir: string): string[] {
  const offences: string[] = [];
  for (const entry of readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue;
    const file = path.join(SRC, dir, entry);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (target === HTTP || target.startsWith(HTTP + path.sep)) {
        offences.push(`${path.relative(SRC, file)} imports ${specifier}`);
      }
    }
  }
  return offences;
}

describe('layers: services throw domain errors and know nothing of HTTP', () => {
  it('finds the imports it looks for (the check itself works)', () => {
    expect(
      specifiersOf(
        'import { a } from \'../http/errors.ts\';\nimport type { B } from "../http/throttle.ts";\n' +
          "export { c } from '../http/x.ts';\nconst d = await import('../http/y.ts');",
      ),
    ).toEqual(['../http/errors.ts', '../http/throttle.ts', '../http/x.ts', '../http/y.ts']);
  });

  it.each(['services', 'queries', 'presenters'])('no file under src/%s imports from src/http/', (dir) => {
    expect(httpImportsUnder(dir)).toEqual([]);
  });
});
