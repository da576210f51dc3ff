/*
 * A store build's server entry for tests whose store directory is written by hand: it renders nothing
 * (the page goes out as the store's HTML) and gives the inline script a server-rendered page ends with,
 * which the Content-Security-Policy allows by its hash.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The script the fixture's server entry gives (the real one starts the page's modules after its paint). */
export const HYDRATE_AFTER_PAINT = "(function(){document.documentElement.dataset.hydrating='1'})()";

/** Writes the fixture's server entry into `storeDir/server/entry-server.js`. */
export function writeStoreServerEntry(storeDir: string): void {
  mkdirSync(path.join(storeDir, 'server'), { recursive: true });
  writeFileSync(
    path.join(storeDir, 'server', 'entry-server.js'),
    `export const HYDRATE_AFTER_PAINT = ${JSON.stringify(HYDRATE_AFTER_PAINT)};\n` +
      'export async function render() {\n  return undefined;\n}\n',
  );
}
