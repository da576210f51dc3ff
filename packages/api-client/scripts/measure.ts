// Measures an entry bundled with everything it imports, minified and gzipped (esbuild from tsup).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { build } from 'esbuild';

/** The plain client's budget: 6 KB gzip, without schemas. */
export const BUDGET_GZIP_BYTES = 6 * 1024;

export interface SizeReport {
  entry: string;
  minified: number;
  gzip: number;
  budget: number;
  /** Bare imports left in the bundle (zod, react, swr would be a regression for the plain client). */
  externals: string[];
  /** Source files bundled, relative to the package. */
  inputs: string[];
}

const require = createRequire(import.meta.url);
// esbuild comes with tsup; resolving it through tsup keeps it out of this package's dependencies.
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as { build: typeof build };

export async function measureEntry(relativeEntry = 'src/index.ts'): Promise<SizeReport> {
  const packageRoot = new URL('../', import.meta.url);
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(relativeEntry, packageRoot))],
    absWorkingDir: fileURLToPath(packageRoot),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    metafile: true,
    external: ['zod', 'react', 'swr', 'swr/*'],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const output = Object.values(result.metafile.outputs)[0];
  return {
    entry: relativeEntry,
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    budget: BUDGET_GZIP_BYTES,
    externals: [...new Set((output?.imports ?? []).filter((i) => i.external).map((i) => i.path))],
    inputs: Object.keys(result.metafile.inputs),
  };
}
