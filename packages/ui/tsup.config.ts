import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One ESM bundle, its declarations and one CSS file (tokens + every CSS Module) for the published kit.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: false,
  // CSS Modules need the local-css loader; class names become unique and the CSS lands in dist/index.css.
  loader: { '.css': 'local-css' },
  // Declarations: scripts/declarations.mjs after tsup (package.json `build`), from TypeScript 7's emit.
  dts: false,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-hot-toast', 'clsx', '@bookstore/api-client'],
  // Declarations for `import '@bookstore/ui/styles.css'`, so TypeScript (and attw) resolve that entry.
  onSuccess: async () => {
    await writeFile(
      'dist/index.d.css.ts',
      '// The stylesheet exports nothing; it is imported for its side effect.\nexport {};\n',
    );
  },
});
