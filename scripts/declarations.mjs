#!/usr/bin/env node
// A package's published type declarations, bundled per entry as tsup's `dts` did, for a fraction of
// its CPU: TypeScript 7's native compiler writes the declarations (`tsc --emitDeclarationOnly`, a few
// seconds where tsup type-checked the package again with TypeScript 5.9: the API client's zod contract
// took 28 CPU s), and rollup-plugin-dts bundles those .d.ts files, which it only parses.
//
// Run in a package directory: node ../../scripts/declarations.mjs <entry name>=<src path> …
// (the names and sources of tsup's `entry`), with the package's dependencies left external.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules/typescript-native/bin/tsc');
const pkg = process.cwd();
const entries = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, source] = arg.split('=');
    if (!name || !source) throw new Error(`Expected <name>=<src path>, got ${arg}`);
    return [name, source];
  }),
);

const out = mkdtempSync(join(tmpdir(), 'declarations-'));
try {
  const emitted = spawnSync(
    process.execPath,
    [
      tsc,
      '-p',
      'tsconfig.json',
      '--outDir',
      out,
      '--rootDir',
      '.',
      '--declaration',
      '--emitDeclarationOnly',
      '--composite',
      'false',
      '--incremental',
      'false',
    ],
    { cwd: pkg, stdio: 'inherit' },
  );
  if (emitted.status !== 0) process.exit(emitted.status ?? 1);

  const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));
  const bundle = await rollup({
    input: Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [name, join(out, source.replace(/\.tsx?$/, '.d.ts'))]),
    ),
    external: isExternal,
    // A stylesheet imported for its side effect (the kit's tokens) declares nothing.
    plugins: [
      {
        name: 'stylesheets-declare-nothing',
        resolveId: (id) => (id.endsWith('.css') ? `\0stylesheet:${id}.d.ts` : null),
        load: (id) => (id.startsWith('\0stylesheet:') ? 'export {};' : null),
      },
      dts(),
    ],
  });
  await bundle.write({
    dir: join(pkg, 'dist'),
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: '[name]-[hash].d.ts',
  });
  await bundle.close();
} finally {
  rmSync(out, { recursive: true, force: true });
}
