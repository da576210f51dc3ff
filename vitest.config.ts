import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions, findChromium } from './scripts/chromium.mjs';
import { workspaceResolve } from './vite.shared.ts';

const storybookProject = findChromium()
  ? [
      {
        extends: true as const,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
    ]
  : [];

/** Every file under `dir` (recursively) whose name ends with `.test.ts` or `.test.tsx`, skipping node_modules. */
function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The unit files that need a module graph and a global scope of their own: they mock modules
 * (`vi.mock`, which only takes hold before the module is first imported in the worker), choose
 * another environment than jsdom (`@vitest-environment`, e.g. the widgets' server-side import test,
 * which must see no browser globals), or say `@own-modules` in a comment (a test of what a module does
 * the first time, such as the page load's prefetch in routeObject.test.tsx). The others share their
 * worker's jsdom and modules.
 */
const UNIT_ROOTS = ['packages/api-client', 'packages/ui', 'packages/widgets', 'apps/store/src'];
const ownScope = UNIT_ROOTS.flatMap((root) => testFiles(root)).filter((file) =>
  /\bvi\.(?:do)?mock\(|@vitest-environment|@own-modules\b/.test(readFileSync(file, 'utf8')),
);

/**
 * The isolated unit files run in vm contexts (Vitest's `vmForks` pool): 141 → 64 CPU s for the 49 files,
 * since a fresh process per file set up jsdom and Node's module loaders 49 times. One difference: a vm
 * context loads an external package's CommonJS build with Vitest's own `require`, which cannot load
 * the ES module that react-router-dom's CommonJS build requires (`react-router/dom`, picked through
 * Node's `module-sync` condition), so react-router-dom is named by its ES build, as a bundler loads it.
 */
const vmPoolResolve = {
  resolve: {
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: join(import.meta.dirname, 'apps/store/node_modules/react-router-dom/dist/index.mjs'),
      },
    ],
  },
};

/**
 * The API files that reach no database server: they use no scratch database, test server or
 * DATABASE_URL (pure functions, or PGlite whatever the environment says, as the schema types are
 * generated). The API suite's second run, on the PostgreSQL server of DATABASE_URL, leaves them out:
 * it would repeat exactly what the first run did.
 */
const API_TESTS = testFiles('apps/api/test').concat(testFiles('apps/api/src'));
const REACHES_A_DATABASE =
  /startTestServer|freshDatabase|scratchDatabase|serveApp|createDatabase|DATABASE_URL|two-process/;
/**
 * Whether a test file reaches a database: itself, or through a shared set-up it imports (a
 * `*-support.ts` that starts the server, as the search and seo files' worlds do).
 */
function reachesADatabase(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  if (REACHES_A_DATABASE.test(text)) return true;
  return [...text.matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']*-support\.ts)';/gms)].some(
    ([, support = '']) => REACHES_A_DATABASE.test(readFileSync(resolve(dirname(file), support), 'utf8')),
  );
}
const serverless = API_TESTS.filter((file) => !reachesADatabase(file));
/**
 * The API files that say `@one-database` in a comment: what they test is above the database (the
 * contract fuzz: every call's validation, thousands of generated requests, a fifth of the suite's CPU),
 * so the second run would repeat it on the same SQL. The PostgreSQL run leaves them out too.
 */
const oneDatabase = API_TESTS.filter((file) => /@one-database\b/.test(readFileSync(file, 'utf8')));
/**
 * The API files that say `@server-database`: several API processes on the PostgreSQL server of
 * DATABASE_URL (multi-process.test.ts), nothing to run on PGlite, so the first run leaves them out
 * rather than loading them only to skip.
 */
const serverDatabase = API_TESTS.filter((file) => /@server-database\b/.test(readFileSync(file, 'utf8')));

/**
 * The API's files run as the server does, under Node's own export conditions: Vite's server defaults
 * add `module`, which Vitest passes to the worker (`--conditions module`) and which picks packages'
 * bundler-only builds (the AWS SDK's ES build names its files without extensions and fails to load).
 */
const nodeConditions: Plugin = {
  name: 'api-node-conditions',
  configResolved(config) {
    const conditions = config.ssr.resolve?.conditions;
    if (!conditions) return;
    const at = conditions.indexOf('module');
    if (at >= 0) (conditions as string[]).splice(at, 1);
  },
};

export default defineConfig({
  ...workspaceResolve,
  plugins: [react()],
  test: {
    // Vitest's default leaves a core free (one worker on two cores); the files of every project share
    // the pool, so a file waiting on its database or browser leaves the other core to the next file.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...[
        // Most unit files share their worker's jsdom and modules: a jsdom, React, Testing Library and
        // the kit set up once a worker instead of once a file (most of this project's CPU). Each test
        // unmounts what it rendered, and each file starts with empty storage at `/` (vitest.setup.ts).
        { name: 'unit', isolate: false, exclude: ownScope },
        { name: 'unit-isolated', isolate: true, only: ownScope },
      ].map(({ name, isolate, exclude, only }) => ({
        extends: true as const,
        ...(isolate ? vmPoolResolve : {}),
        test: {
          name,
          environment: 'jsdom',
          include: only ?? [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'apps/store/src/**/*.test.{ts,tsx}',
          ],
          ...(exclude ? { exclude: [...exclude, '**/node_modules/**'] } : {}),
          isolate,
          // vm contexts in long-lived workers: each file still gets its own modules and globals, but
          // jsdom and Node's loaders are set up once a worker, not once a file (a fresh process each).
          ...(isolate ? { pool: 'vmForks' as const } : {}),
          setupFiles: ['./vitest.setup.ts'],
          // The default 5 s is tight when the projects share two cores in CI (a form test took 21 s at load 15).
          testTimeout: 60_000,
        },
      })),
      {
        extends: true,
        plugins: [nodeConditions],
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: [
            ...(process.env.DATABASE_URL ? [...serverless, ...oneDatabase] : serverDatabase),
            '**/node_modules/**',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The files share their worker's modules (the app's module graph is imported once a worker,
          // not once a file: a third of this project's CPU). Each file builds its own app, database and
          // server, and none mocks a module or changes process.env, so nothing carries over.
          isolate: false,
          // Files run side by side: each test server has its own database (an in-memory PGlite, or a
          // database of its own on a PostgreSQL server), its own port and temp dirs.
        },
      },
      ...storybookProject,
    ],
  },
});
