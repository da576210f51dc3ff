#!/usr/bin/env node
// Finds the system Chromium the tests drive, installing Debian's package when possible.
// Order: PLAYWRIGHT_CHROMIUM_PATH, /usr/bin/chromium, then `apt-get install -y chromium` as root on
// Debian/Ubuntu, else a message saying what to install. Tools never download their own browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log('ensure-browser: installing Debian chromium and fonts (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium fonts-dejavu-core fonts-liberation2 >/dev/null', {
    stdio: 'inherit',
    env,
    shell: '/bin/bash',
  });
  return true;
}

let found = findChromium();
if (!found && !process.env.PLAYWRIGHT_CHROMIUM_PATH) {
  install();
  found = findChromium();
}
if (!found) {
  console.error(
    'ensure-browser: no Chromium found.\n' +
      '  Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`), or point\n' +
      '  PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
  process.exit(1);
}
console.log(`ensure-browser: ${found}`);
