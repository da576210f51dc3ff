import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const HTTP = path.join(SRC, 'http');
const DOMAINS = path.join(SRC, 'domains');

/** The domains from the bottom up: each may import the ones before it, never one after it. */
const DOMAIN_ORDER = [
  'search',
  'catalogue',
  'media',
  'accounts',
  'orders',
  'partners',
  'payments',
  'checkout',
  'reviews',
  'voiceover',
  'selling',
  'uploads',
  'admin',
  'jobs',
] as const;

/** The infrastructure below the domains: folders and single files of src/. */
const INFRASTRUCTURE = [
  'db',
  'domain',
  'http',
  'jobs',
  'lib',
  'mail',
  'media',
  'payments',
  'config.ts',
  'context.ts',
  'files.ts',
  'log.ts',
  'media.ts',
  'money.ts',
  'openapi.ts',
];

/** Every module a file names: static imports and re-exports (type-only ones too) and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** The source files (no tests) of a folder or the one file `entry` of src/. */
function sourcesOf(entry: string): string[] {
  const at = path.join(SRC, entry);
  if (entry.endsWith('.ts')) return [at];
  return readdirSync(at, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(at, name));
}

/** Each relative import of the files, resolved: `[file relative to src, specifier, absolute target]`. */
function importsOf(files: string[]): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const file of files) {
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      found.push([path.relative(SRC, file), specifier, path.resolve(path.dirname(file), specifier)]);
    }
  }
  return found;
}

const inside = (target: string, dir: string) => target === dir || target.startsWith(dir + path.sep);

/** The domain folder a path is in, or undefined. */
function domainOf(target: string): string | undefined {
  if (!inside(target, DOMAINS)) return undefined;
  return path.relative(DOMAINS, target).split(path.sep)[0];
}

/** What a file of a domain is, by its name: routes (the HTTP edge), a query, a presenter or a service. */
function kindOf(file: string): 'routes' | 'query' | 'presenter' | 'service' {
  if (file.endsWith('.routes.ts')) return 'routes';
  if (file.endsWith('.queries.ts')) return 'query';
  if (file.endsWith('.presenter.ts')) return 'presenter';
  return 'service';
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

  it.each(['service', 'query', 'presenter'])('no domain %s imports from src/http/', (kind) => {
    const domainFiles = sourcesOf('domains').filter((file) => kindOf(file) === kind);
    expect(domainFiles.length).toBeGreaterThan(0);
    const offences = importsOf(domainFiles)
      .filter(([, , target]) => inside(target, HTTP))
      .map(([file, specifier]) => `${file} imports ${specifier}`);
    expect(offences).toEqual([]);
  });
});

describe('layers: domains above the infrastructure, in one order', () => {
  it('lists every domain folder in its order', () => {
    const folders = readdirSync(DOMAINS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...DOMAIN_ORDER].sort());
  });

  it.each(INFRASTRUCTURE)('nothing under src/%s imports a domain', (entry) => {
    const offences = importsOf(sourcesOf(entry))
      .filter(([, , target]) => domainOf(target) !== undefined)
      .map(([file, specifier]) => `${file} imports ${specifier}`);
    expect(offences).toEqual([]);
  });

  it.each(DOMAIN_ORDER.map((name, rank) => [name, rank] as const))(
    'the %s domain imports only the domains below it',
    (name, rank) => {
      const offences = importsOf(sourcesOf(path.join('domains', name)))
        .filter(([, , target]) => {
          const other = domainOf(target);
          if (other === undefined || other === name) return false;
          return DOMAIN_ORDER.indexOf(other as (typeof DOMAIN_ORDER)[number]) > rank;
        })
        .map(([file, specifier]) => `${file} imports ${specifier}`);
      expect(offences).toEqual([]);
    },
  );
});
