import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

// `pnpm test` passes free ports when the usual ones are taken (scripts/test.mjs).
const STORYBOOK_PORT = Number(process.env.PW_STORYBOOK_PORT ?? 6406);
const STORE_PORT = Number(process.env.PW_STORE_PORT ?? 3400);
// The journeys that move the server's clock get a server of their own (its own database) on this port.
const LAST_STORE_PORT = Number(process.env.PW_LAST_STORE_PORT ?? STORE_PORT + 1);
// The partner journey's page on another origin (e2e/support/partner-host.ts): the API answers its widgets.
const PARTNER_HOST_PORT = Number(process.env.PW_PARTNER_HOST_PORT ?? STORE_PORT + 2);

/**
 * One Playwright config for the whole workspace, on the system Chromium:
 * - visual: every Storybook story in both themes against committed baselines;
 * - e2e: the store and the reference API served together by `pnpm start`'s server.
 * `PW_PROJECTS` (comma-separated) limits which suites' servers start.
 */
// `PW_TRACE=off` (or any trace mode) overrides it, e.g. to measure a suite's CPU without the recording.
const TRACE =
  (process.env.PW_TRACE as 'off' | 'on' | undefined) ??
  (process.env.CI ? 'on-first-retry' : 'retain-on-failure');

const wanted = (process.env.PW_PROJECTS ?? 'visual,e2e').split(',');

// A run with its own data dir (a second run beside the suite's) keeps its results beside that dir, so
// concurrent runs do not wipe each other's traces and reports.
const runDir = process.env.PW_DATA_DIR
  ? `${process.env.PW_DATA_DIR.replace(/^tests\//, './')}-run`
  : './.output';

export default defineConfig<{ theme: 'light' | 'dark' }>({
  testDir: '.',
  outputDir: `${runDir}/results`,
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${runDir}/playwright.json` }]],
  // A missing or changed baseline fails; `pnpm test:visual:update` (PW_UPDATE=all) rewrites them.
  updateSnapshots:
    process.env.PW_UPDATE === 'all' ? 'all' : process.env.PW_UPDATE === 'missing' ? 'missing' : 'none',
  expect: {
    // A loaded CI machine (other suites beside this one) can take longer than the default 5 s to finish a
    // navigation that a quiet one finishes in well under a second.
    timeout: process.env.CI ? 15_000 : 5_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
  },
  // A trace records screencast frames and DOM snapshots all through a test: 40 % of the story shots'
  // CPU when every test kept one. In CI a failed test runs again (retries: 1) and its retry records
  // the trace; a run on a workstation (no retries) keeps the trace of each failure.
  // Every page prefers reduced motion (the store honours it: no transition over 1 ms, checked by the
  // route audit, which also checks the drawer's slide without it): a spinner, shimmer or drawer animates
  // at 60 frames a second while a test waits, which cost a tenth of the journeys' CPU (store, accounts,
  // listings and flows: 122 → 110 CPU s) and more on a loaded machine, where waits are longer.
  use: {
    launchOptions: chromiumLaunchOptions(),
    browserName: 'chromium',
    trace: TRACE,
    reducedMotion: 'reduce',
  },
  projects: [
    // Journeys that move the server's clock (the revenue hold period), on a server of their own, one at
    // a time. Listed first, then the other journeys: Playwright hands out tests in the projects' order,
    // so this serial chain (the longest in the suite) starts at once instead of running last with the
    // other worker idle.
    {
      name: 'e2e-last',
      testMatch: 'e2e/last/**/*.spec.ts',
      // One at a time: a clock jump in one journey would lapse the sessions of another running beside it.
      workers: 1,
      use: { baseURL: `http://localhost:${LAST_STORE_PORT}` },
    },
    {
      name: 'e2e',
      testMatch: 'e2e/**/*.spec.ts',
      testIgnore: 'e2e/last/**',
      use: { baseURL: `http://localhost:${STORE_PORT}` },
    },
    // One project per theme: a visual worker keeps one Storybook page open in its project's theme. The
    // stories come last: many short tests even out the workers' ends after the long journeys.
    ...(['light', 'dark'] as const).map((theme) => ({
      name: `visual-${theme}`,
      testMatch: 'visual/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, theme },
    })),
  ].filter((p) => wanted.includes(p.name.replace(/-(light|dark|last)$/, ''))),
  webServer: [
    ...(wanted.includes('visual')
      ? [
          {
            command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
            cwd: '..',
            url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
    ...(wanted.includes('e2e')
      ? [
          { port: STORE_PORT, dataDir: process.env.PW_DATA_DIR ?? 'tests/.output/data' },
          { port: LAST_STORE_PORT, dataDir: `${process.env.PW_DATA_DIR ?? 'tests/.output/data'}-last` },
        ].map(({ port, dataDir }) => ({
          // The built server on a copy of one seeded data dir (the first server to start seeds it).
          command: 'node scripts/seeded-server.mjs',
          cwd: '..',
          url: `http://127.0.0.1:${port}/api/public/header`,
          timeout: 180_000,
          reuseExistingServer: !process.env.CI,
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            NODE_ENV: 'test',
            // The suite signs up more accounts from 127.0.0.1 than the default hourly limit allows.
            REGISTRATIONS_PER_IP: '1000',
            // Several specs sign the demo operator in to the back office, each with a mailed code.
            CODE_REQUESTS_PER_EMAIL: '50',
            // Uploads in parts of 256 KiB (honoured with NODE_ENV=test only): a 1 MiB file has four.
            UPLOAD_PART_SIZE: String(256 * 1024),
            // scrypt at a test cost (honoured with NODE_ENV=test only): every sign-up and sign-in hashes.
            PASSWORD_HASH_COST: '1024',
            // The partner journey's page on another origin calls the API from its widgets (issue 43).
            CORS_ORIGINS: `http://127.0.0.1:${PARTNER_HOST_PORT}`,
          },
        }))
      : []),
  ],
});
