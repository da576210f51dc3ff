import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
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

export default defineConfig({
  ...workspaceResolve,
  plugins: [react()],
  test: {
    // Vitest's default leaves a core free (one worker on two cores); the files of every project share
    // the pool, so a file waiting on its database or browser leaves the other core to the next file.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'apps/store/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./vitest.setup.ts'],
          // The default 5 s is tight when the three projects share two cores in CI.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files run side by side: each test server has its own database (an in-memory PGlite, or a
          // database of its own on a PostgreSQL server), its own port and temp dirs.
        },
      },
      ...storybookProject,
    ],
  },
});
