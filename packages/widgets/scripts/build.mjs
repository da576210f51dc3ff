#!/usr/bin/env node
// Builds everything the package ships:
// - dist/index.js + dist/index.d.ts: the npm entry (ESM, React and react-dom as peers, kit bundled);
// - dist/loader.js: the script-tag loader (a classic script);
// - dist/cdn/*.js: the script-tag build, one module per widget plus shared chunks, on preact/compat.
// CSS never ships as a file: the compiled kit and widget CSS is inlined as a string that the runtime
// adopts into each widget's shadow root (src/runtime/css.ts is swapped for it here).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { minify } from 'terser';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(pkg, 'dist');
const CSS_MARKER = '__BOOKSTORE_COMPILED_CSS__';
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
function checkCss(css, where) {
  const rem = css.match(/[\d.]+rem\b/);
  if (rem) throw new Error(`${where}: widget CSS must not use rem (found "${rem[0]}")`);
}

/** A selector list's selectors (commas inside :not(), :where() and the like do not split it). */
function splitSelectors(list) {
  const parts = [''];
  let depth = 0;
  for (const ch of list) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += ch;
  }
  return parts;
}

/**
 * Drops the rules for data-attribute values the widgets never render and the `:root` selectors (the
 * CSS is adopted into shadow roots, which hold no root element), then the keyframes no rule
 * animates with any more. The kit's components write `data-variant`, `data-size`, `data-placement`, ...
 * from their props, and the widgets pass those as string literals: a value that no JS output holds as
 * a string ("danger", 'danger' or `danger`) is on no element of theirs, so `[data-variant=danger]`
 * matches nothing in a widget (the kit's badge and button variants and the left-hand drawer they never
 * show). The custom properties only those rules read go after them (pruneUnusedProperties).
 */
function pruneUnrenderedRules(css, outputFiles) {
  const js = outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text);
  const written = (value) => js.some((text) => ['"', "'", '`'].some((q) => text.includes(q + value + q)));
  const rendered = (selector) =>
    // `:root` is the document's root element: no element in a shadow root is.
    !/^\s*:root\b/.test(selector) &&
    [...selector.matchAll(/\[data-[\w-]+=["']?([\w-]+)["']?\]/g)].every(([, value]) => written(value));
  let pruned = css.replace(/(?<=^|[{}])([^{}@]+)\{([^{}]*)\}/g, (whole, list, body) => {
    const kept = splitSelectors(list).filter(rendered);
    if (kept.length === 0) return '';
    return kept.length === splitSelectors(list).length ? whole : `${kept.join(',')}{${body}}`;
  });
  // At-rules left empty, then keyframes no animation names (no script knows them: dropKeyframeExports).
  pruned = pruned.replace(/@(?:media|container|supports)[^{}]*\{\}/g, '');
  const animated = new Set(
    [...pruned.matchAll(/animation(?:-name)?:([^;}]*)/g)].flatMap((m) => m[1].split(/[\s,]+/)),
  );
  return pruned.replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*\}/g, (whole, name) =>
    animated.has(name) ? whole : '',
  );
}

/**
 * Drops custom properties the widgets never read: declared in the kit's tokens but referenced by no
 * `var()` in the CSS and named in no JS output (the runtime sets a few from script). Nothing can observe
 * an unread property inside the shadow roots, and hosts theme through the ones that are read.
 */
function pruneUnusedProperties(css, outputFiles) {
  const js = outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text);
  const declaration = /(?<=[{;])(--[\w-]+):[^;{}]*;?/g;
  let pruned = css;
  for (;;) {
    const read = new Set([...pruned.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const next = pruned.replace(declaration, (whole, name) =>
      read.has(name) || js.some((text) => text.includes(name)) ? whole : '',
    );
    if (next === pruned) return pruned;
    pruned = next;
  }
}

/**
 * Takes the keyframe names out of the CSS Modules' class maps in the JS (esbuild's local-css loader
 * exports them beside the class names: `{Root:"i","bk-drawer-fade":"G",...}`). No widget or kit
 * script reads an animation's name; the stylesheet names its keyframes itself. Fails if a name is
 * still in a script afterwards, which would mean some code does read it.
 */
function dropKeyframeExports(outputFiles) {
  const names = new Set();
  for (const dir of [join(pkg, 'src'), uiSrc]) {
    const styles = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.module.css'));
    for (const file of styles) {
      const text = readFileSync(join(dir, String(file)), 'utf8');
      // A name that is also a class in its file is one key in the map, which the class needs.
      for (const [, name] of text.matchAll(/@keyframes\s+([\w-]+)/g)) {
        if (!new RegExp(`\\.${name}(?![\\w-])`).test(text)) names.add(name);
      }
    }
  }
  return outputFiles.map((file) => {
    if (!file.path.endsWith('.js')) return file;
    let text = file.text;
    for (const name of names) {
      const entry = `${JSON.stringify(name)}:"[\\w-]+"`;
      text = text
        .replace(new RegExp(`(?<=\\{)${entry},|,${entry}(?=[,}])`, 'g'), '')
        .replace(new RegExp(`\\{${entry}\\}`, 'g'), '{}');
      if (text.includes(JSON.stringify(name))) throw new Error(`${file.path} still names keyframes ${name}`);
    }
    return { path: file.path, text };
  });
}

/**
 * A second minification of the script-tag build's JS with terser (esbuild's output, before the CSS
 * is inlined): several compress passes fold what esbuild leaves (-1.5 KB gz over the four widgets).
 */
async function compressJs(outputFiles) {
  return Promise.all(
    outputFiles.map(async (file) => {
      if (!file.path.endsWith('.js')) return file;
      const result = await minify(file.text, {
        module: true,
        ecma: 2022,
        compress: { passes: 3 },
        format: { comments: false },
      });
      if (result.code === undefined) throw new Error(`terser returned nothing for ${file.path}`);
      return { path: file.path, text: result.code };
    }),
  );
}

/**
 * Writes a custom property's value where it is read when one rule both declares it and holds every
 * read of it (`.g{--pad: var(--space);padding:var(--pad)}` becomes `.g{padding:var(--space)}`): the
 * property is computed on the same element the value was, so nothing changes. Only properties no other
 * rule declares or reads and no script names (scripts set and read a few) are written out.
 */
function inlineRulePrivateProperties(css, outputFiles) {
  const js = outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text);
  const count = (pattern) => {
    const counts = new Map();
    for (const [, name] of css.matchAll(pattern)) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  };
  const declarations = count(/(?<=[{;])(--[\w-]+):/g);
  const mentions = count(/(--[\w-]+)/g);
  return css.replace(/(?<=^|[{}])([^{}@]+)\{([^{}]*)\}/g, (whole, selectors, body) => {
    let next = body;
    for (const [, name, value] of body.matchAll(/(?<=^|;)(--[\w-]+):([^;]*)/g)) {
      const reads = next.split(`var(${name})`).length - 1;
      if (
        declarations.get(name) !== 1 ||
        reads === 0 ||
        // Every mention other than the declaration is one of these reads, all in this rule.
        mentions.get(name) !== reads + 1 ||
        value.includes('!important') ||
        js.some((text) => text.includes(name))
      )
        continue;
      next = next
        .replace(new RegExp(`(^|;)${name}:[^;]*;?`), '$1')
        .split(`var(${name})`)
        .join(value.trim());
    }
    return next === body ? whole : `${selectors}{${next.replace(/;$/, '')}}`;
  });
}

/**
 * Gives the custom properties that only the widgets' own CSS sets and reads short names (--bk0, --bk1,
 * ...). A property declared inside a shadow root cannot be set by the host page (the declaration wins
 * over the inherited value), so those names are private; the ones hosts theme with (--bk-accent,
 * --bk-font, ...) are read but never declared here and keep their names, as does any name a JS output
 * mentions (the runtime and the kit set a few from script).
 */
function shortenPrivateProperties(css, outputFiles) {
  const js = outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text);
  const uses = new Map();
  for (const [name] of css.matchAll(/--[\w-]+/g)) uses.set(name, (uses.get(name) ?? 0) + 1);
  const declared = new Set([...css.matchAll(/(?<=[{;])(--[\w-]+):/g)].map((m) => m[1]));
  const names = new Map();
  [...declared]
    .filter((name) => !js.some((text) => text.includes(name)))
    // The most used get the shortest names.
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0))
    .forEach((name, i) => names.set(name, `--bk${i.toString(36)}`));
  for (const short of names.values()) {
    if (uses.has(short)) throw new Error(`widget CSS already uses ${short}`);
  }
  const shortened = css.replace(/--[\w-]+/g, (name) => names.get(name) ?? name);
  // A custom property's value starts after the colon's white space, so `--bk0: 8px` is `--bk0:8px`
  // (no script reads these, so none sees the value's text either).
  const short = new Set(names.values());
  return shortened.replace(/(?<=[{;])(--[\w-]+):\s+(?=[^\s;}])/g, (whole, name) =>
    short.has(name) ? `${name}:` : whole,
  );
}

/**
 * Puts the compiled CSS where the marker is. A minifier may have copied the marker into each place
 * that reads it, so the CSS is declared once, first in the module, and every copy names it.
 */
const CSS_NAME = '__bookstoreCss';
function inlineCss(outputFiles, css) {
  let replaced = 0;
  const files = [];
  for (const file of outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    let text = file.text;
    if (text.includes(CSS_MARKER)) {
      if (text.includes(CSS_NAME)) throw new Error(`${CSS_NAME} is already a name in ${file.path}`);
      text = `const ${CSS_NAME}=${JSON.stringify(css)};${text.split(JSON.stringify(CSS_MARKER)).join(CSS_NAME)}`;
      if (text.includes(CSS_MARKER)) throw new Error(`CSS marker left in ${file.path}`);
      replaced++;
    }
    files.push({ path: file.path, text });
  }
  if (replaced !== 1) throw new Error(`expected the CSS marker in exactly one output, found ${replaced}`);
  return files;
}

/**
 * Names each shared chunk by its final bytes (after terser and the CSS steps, which esbuild's
 * `chunk-[hash]` does not see), and rewrites the imports naming it: the API serves `chunk-*.js` as
 * immutable, so a change of the build alone must give a new name too. Chunks that import no other
 * chunk are named first, so an importer's hash covers its imports' new names.
 */
function nameChunksByContent(files) {
  const chunkName = (path) => /(chunk-[^/\\]+)\.js$/.exec(path)?.[1];
  let pending = files.filter((file) => chunkName(file.path));
  while (pending.length > 0) {
    const names = pending.map((file) => chunkName(file.path));
    const leaf =
      pending.find(
        (file) => !names.some((name) => name !== chunkName(file.path) && file.text.includes(name)),
      ) ?? pending[0];
    const old = chunkName(leaf.path);
    const hash = createHash('sha256').update(leaf.text).digest('base64url').slice(0, 8);
    const next = `chunk-${hash}`;
    for (const file of files) file.text = file.text.split(`${old}.js`).join(`${next}.js`);
    leaf.path = leaf.path.replace(`${old}.js`, `${next}.js`);
    pending = pending.filter((file) => file !== leaf);
  }
  return files;
}

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
  const js = await compressJs(dropKeyframeExports(result.outputFiles));
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
