import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, CDN } from './ports';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
export const HOST_DIR = join(root, 'tests', '.output', 'widgets-host');

/** Builds the widgets and writes the host pages with this run's origins (served from HOST_DIR). */
export default function globalSetup(): void {
  execFileSync('node', [join(root, 'packages/widgets/scripts/build.mjs'), '--no-dts'], { stdio: 'inherit' });
  mkdirSync(HOST_DIR, { recursive: true });
  for (const file of readdirSync(join(here, 'host'))) {
    const text = readFileSync(join(here, 'host', file), 'utf8')
      .replaceAll('__CDN__', CDN)
      .replaceAll('__API__', API);
    writeFileSync(join(HOST_DIR, file), text);
  }
  copyFileSync(
    join(root, 'packages/widgets/node_modules/bootstrap/dist/css/bootstrap.min.css'),
    join(HOST_DIR, 'bootstrap.min.css'),
  );
}
