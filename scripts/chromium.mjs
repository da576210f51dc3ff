// One place that knows how this workspace launches Chromium: the system browser (never a
// downloaded one) with the flags a root user in a closed network needs.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's `chromium-headless-shell`: the same Chromium build without the browser's UI layer (what
 * Playwright itself runs headless). A test's fresh context and page load cost a third to a half of the
 * CPU they cost in the full browser's headless mode (`/about` 2.7 → 0.9 CPU s, a new context 0.64 →
 * 0.21), and the screenshots match the same baselines.
 */
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/**
 * The Chromium executable, or undefined when none is installed (run scripts/ensure-browser.mjs).
 * `headlessShell`: the headless shell where it is installed, else the browser (the tests); without it the
 * full browser (Lighthouse, which drives the browser's own headless mode).
 */
export function findChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return [...(headlessShell ? HEADLESS_SHELLS : []), ...BROWSERS].find((p) => existsSync(p));
}

/** Whether Debian's headless shell is installed (ensure-browser installs it beside the browser). */
export function hasHeadlessShell() {
  return HEADLESS_SHELLS.some((p) => existsSync(p));
}

/** Playwright's launch options: the headless shell where installed, the flags this machine needs. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium({ headlessShell: true });
  if (!executablePath) {
    throw new Error('No Chromium found. Run `pnpm ensure-browser` (or set PLAYWRIGHT_CHROMIUM_PATH).');
  }
  return { executablePath, args: CHROMIUM_ARGS };
}
