import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { API_PORT, CDN_PORT, HOST, HOST_CSP, HOST_PORT } from './ports';

/**
 * The widgets on partner pages: the reference API (which also serves the store), the partner pages on
 * another origin under a strict CSP, and the widget files on a third, CDN-like origin.
 * Run: pnpm exec playwright test -c tests/widgets/playwright.config.ts
 */
const launch = chromiumLaunchOptions();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../.output/widgets-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Two shared cores and an embedded database: give answers time under load.
  expect: { timeout: 15_000 },
  timeout: 60_000,
  use: {
    baseURL: HOST,
    browserName: 'chromium',
    // Samples must play without a sound card.
    launchOptions: { ...launch, args: [...launch.args, '--autoplay-policy=no-user-gesture-required'] },
    // In CI a failed test's retry records the trace (recording every test costs 40 % of a browser test's CPU).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1280, height: 900 },
  },
  webServer: [
    {
      // The built server (the test command builds first) on a copy of the browser suites' seeded data.
      command: 'node scripts/seeded-server.mjs',
      cwd: '../..',
      url: `http://127.0.0.1:${API_PORT}/api/public/header`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: 'tests/.output/widgets-data',
        CORS_ORIGINS: HOST,
        NODE_ENV: 'test',
        // scrypt at a test cost (honoured with NODE_ENV=test only), as the e2e servers.
        PASSWORD_HASH_COST: '1024',
      },
    },
    {
      command: `node scripts/serve-static.mjs tests/.output/widgets-host ${HOST_PORT} --header "Content-Security-Policy: ${HOST_CSP}"`,
      cwd: '../..',
      port: HOST_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-static.mjs packages/widgets/dist ${CDN_PORT} --header "Access-Control-Allow-Origin: *"`,
      cwd: '../..',
      port: CDN_PORT,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
