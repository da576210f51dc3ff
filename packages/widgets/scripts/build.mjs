#!/usr/bin/env node
// Builds everything the package ships:
// - dist/index.js + dist/index.d.ts: the npm entry (ESM, React and react-dom as peers, kit bundled);
// - dist/loader.js: the script-tag loader (a classic script);
// - dist/cdn/*.js: the script-tag build, one module per widget plus shared chunks, on preact/compat.
// CSS never ships as a file: the compiled kit and widget CSS is inlined as a string that the runtime
// adopts into each widget's shadow root (src/runtime/css.ts is swapped for it here).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  checkCss,
  compressJs,
  CSS_MARKER,
  dropKeyframeExports,
  inlineCss,
  inlineRulePrivateProperties,
  nameChunksByContent,
  pruneUnrenderedRules,
  pruneUnusedProperties,
  shortenPrivateProperties,
} from './cdn-output.mjs';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(pkg, 'dist');
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

const common = {
  absWorkingDir: pkg,
  bundle: true,
  write: false,
  conditions: ['@bookstore/source'],
  loader: { '.module.css': 'local-css', '.css': 'css' },
  jsx: 'automatic',
  logLevel: 'warning',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** Swaps src/runtime/css.ts for a module exporting a marker string that is replaced after bundling. */
const cssModulePlugin = {
  name: 'bookstore-widget-css',
  setup(b) {
    b.onLoad({ filter: /[\\/]runtime[\\/]css\.ts$/ }, () => ({
      contents: `export const WIDGET_CSS = ${JSON.stringify(CSS_MARKER)};`,
      loader: 'ts',
    }));
  },
};

/**
 * The kit's drawer keeps the page's toasts clear of it, but not from inside a shadow root, where every
 * widget's drawer is: the script-tag build takes src/cdn/toast-clearance.ts instead (it says why).
 */
const toastClearancePlugin = {
  name: 'bookstore-toast-clearance',
  setup(b) {
    b.onResolve({ filter: /^\.\/toastClearance$/ }, (args) =>
      /[\\/]Drawer$/.test(args.resolveDir)
        ? { path: join(pkg, 'src', 'cdn', 'toast-clearance.ts') }
        : undefined,
    );
  },
};

/** react, react-dom and their subpaths resolve to preact/compat for the script-tag build. */
const preactPlugin = {
  name: 'preact-compat',
  setup(b) {
    const targets = {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-runtime',
    };
    // Resolved as an import from this package, so the ES module builds are picked (require.resolve
    // would pick compat/client's CommonJS file, whose require() keeps every compat export).
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      const target = targets[args.path];
      if (!target) return { errors: [{ text: `No preact/compat mapping for ${args.path}` }] };
      return b.resolve(target, { kind: 'import-statement', resolveDir: pkg });
    });
  },
};

/**
 * `@bookstore/ui` resolves to a barrel of only the kit folders the widgets import from: esbuild drops
 * unused components' JS but would keep their CSS Modules, which the widgets must not ship.
 */
const uiSrc = join(pkg, '..', 'ui', 'src');
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}
function kitBarrel() {
  const names = new Set();
  for (const file of sourceFiles(join(pkg, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@bookstore\/ui'/g,
    )) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .replace(/\btype\b/, '')
          .split(/\bas\b/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  const folders = new Set();
  const folderNames = readdirSync(uiSrc).filter((name) => statSync(join(uiSrc, name)).isDirectory());
  for (const name of names) {
    const pattern = new RegExp(
      `export\\s+(?:declare\\s+)?(?:function|const|class|let|type|interface|enum)\\s+${name}\\b`,
    );
    const folder = folderNames.find((f) =>
      sourceFiles(join(uiSrc, f)).some((file) => pattern.test(readFileSync(file, 'utf8'))),
    );
    if (!folder) throw new Error(`@bookstore/ui has no export named ${name}`);
    folders.add(folder);
  }
  return [
    `import ${JSON.stringify(join(uiSrc, 'tokens', 'tokens.css'))};`,
    ...[...folders].map((f) => `export * from ${JSON.stringify(join(uiSrc, f, 'index.ts'))};`),
  ].join('\n');
}
const kitPlugin = {
  name: 'bookstore-kit-barrel',
  setup(b) {
    b.onResolve({ filter: /^@bookstore\/ui$/ }, () => ({ path: 'kit', namespace: 'bookstore-kit' }));
    b.onLoad({ filter: /.*/, namespace: 'bookstore-kit' }, () => ({
      contents: kitBarrel(),
      loader: 'ts',
      resolveDir: uiSrc,
    }));
  },
};

/** Rules that would follow the host page's root font size are not allowed in widget CSS. */
function writeAll(files) {
  for (const { path, text } of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}

const withDts = !process.argv.includes('--no-dts');
// Without declarations (tests, demo) an earlier full build's index.d.ts stays; old chunks always go.
rmSync(withDts ? dist : join(dist, 'cdn'), { recursive: true, force: true });

// npm entry: one ESM file; its CSS output is the complete stylesheet.
{
  const result = await build({
    ...common,
    entryPoints: { index: 'src/index.ts' },
    outdir: dist,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: [...REACT, 'react-dom/*', 'react/*'],
    minifySyntax: true,
    plugins: [cssModulePlugin, kitPlugin],
  });
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  checkCss(css, 'npm');
  writeAll(inlineCss(result.outputFiles, css));
}

// Script-tag build: one module per widget; code two or more widgets use goes to shared chunks. The
// all-widgets file (cdn/bookstore.js) only imports the four, so it adds no chunks of its own (each
// small chunk costs gzip's overhead in the budget). The complete CSS comes from bundling that entry.
{
  const entries = {
    search: 'src/cdn/search.ts',
    cart: 'src/cdn/cart.ts',
    'book-card': 'src/cdn/book-card.ts',
    player: 'src/cdn/player.ts',
  };
  const all = await build({
    ...common,
    entryPoints: { bookstore: 'src/cdn/bookstore.ts' },
    outdir: join(dist, 'cdn'),
    format: 'esm',
    minify: true,
    target: 'es2022',
    plugins: [cssModulePlugin, kitPlugin, preactPlugin, toastClearancePlugin],
  });
  const css = all.outputFiles.find((f) => f.path.endsWith('.css'))?.text;
  if (!css) throw new Error('no CSS output for the all-widgets entry');
  checkCss(css, 'cdn');
  const result = await build({
    ...common,
    entryPoints: entries,
    outdir: join(dist, 'cdn'),
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2022',
    chunkNames: 'chunk-[hash]',
    plugins: [cssModulePlugin, kitPlugin, preactPlugin, toastClearancePlugin],
  });
  const bookstore = Object.keys(entries)
    .map((name) => `import"./${name}.js";`)
    .join('');
  const js = await compressJs(dropKeyframeExports(result.outputFiles, [join(pkg, 'src'), uiSrc]));
  writeAll([
    ...nameChunksByContent(
      inlineCss(
        js,
        shortenPrivateProperties(
          inlineRulePrivateProperties(pruneUnusedProperties(pruneUnrenderedRules(css, js), js), js),
          js,
        ),
      ),
    ),
    { path: join(dist, 'cdn', 'bookstore.js'), text: bookstore },
  ]);
}

// Loader: a classic script (document.currentScript needs one), as small as possible.
{
  const result = await build({
    ...common,
    entryPoints: { loader: 'src/loader/loader.ts' },
    outdir: dist,
    format: 'iife',
    minify: true,
    target: 'es2020',
  });
  writeAll(result.outputFiles.map((f) => ({ path: f.path, text: f.text })));
}

// Type declarations for the npm entry (skipped with --no-dts by the demo and the Playwright setup).
if (withDts) {
  const { build: tsup } = await import('tsup');
  await tsup({
    entry: { index: 'src/index.ts' },
    outDir: dist,
    format: ['esm'],
    dts: { only: true, compilerOptions: { composite: false, customConditions: ['@bookstore/source'] } },
    clean: false,
    silent: true,
    tsconfig: join(pkg, 'tsconfig.json'),
  });
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const cdnFiles = readdirSync(join(dist, 'cdn')).map((f) => join(dist, 'cdn', f));
console.log(`dist/loader.js ${kb(gz(join(dist, 'loader.js')))} gz`);
console.log(`dist/cdn (${cdnFiles.length} files) ${kb(cdnFiles.reduce((sum, f) => sum + gz(f), 0))} gz`);
console.log(`dist/index.js ${kb(gz(join(dist, 'index.js')))} gz`);
