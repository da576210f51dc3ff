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

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium executable, or undefined when none is installed (run scripts/ensure-browser.mjs). */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((p) => existsSync(p));
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found. Run `pnpm ensure-browser` (or set PLAYWRIGHT_CHROMIUM_PATH).');
  }
  return { executablePath, args: CHROMIUM_ARGS };
}
