#!/usr/bin/env node
// Finds the system Chromium the tests drive, installing Debian's packages when possible.
// Order: PLAYWRIGHT_CHROMIUM_PATH, else Debian's `chromium` (Lighthouse) and `chromium-headless-shell`
// (Playwright), installed with apt-get as root on Debian/Ubuntu when either is missing, else a message
// saying what to install. Tools never download their own browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, hasHeadlessShell } from './chromium.mjs';

function install(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`ensure-browser: installing ${packages.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync(`apt-get install -y -qq ${packages.join(' ')} >/dev/null`, {
      stdio: 'inherit',
      env,
      shell: '/bin/bash',
    });
    return true;
  } catch (error) {
    console.error(`ensure-browser: apt-get failed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

if (!process.env.PLAYWRIGHT_CHROMIUM_PATH) {
  const missing = [
    ...(findChromium() ? [] : ['chromium', 'fonts-dejavu-core', 'fonts-liberation2']),
    ...(hasHeadlessShell() ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length > 0) install(missing);
  // The full browser alone still runs every test, at twice the CPU: say so, and go on.
  if (findChromium() && !hasHeadlessShell())
    console.log('ensure-browser: no chromium-headless-shell; the tests use the full browser (slower).');
}
const found = findChromium({ headlessShell: true });
if (!found) {
  console.error(
    'ensure-browser: no Chromium found.\n' +
      '  Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`), or point\n' +
      '  PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
  process.exit(1);
}
console.log(`ensure-browser: ${found}`);
