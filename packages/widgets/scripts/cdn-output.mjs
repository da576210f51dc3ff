// The script-tag build's output, after esbuild: the CSS checked, pruned to what the widgets render and
// inlined as one string; the JS minified again with terser; the shared chunks named by their final bytes.
// build.mjs runs these in order (issue 43: the four widgets within 30 KB gzipped).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

export const CSS_MARKER = '__BOOKSTORE_COMPILED_CSS__';

export function checkCss(css, where) {
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
export function pruneUnrenderedRules(css, outputFiles) {
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
export function pruneUnusedProperties(css, outputFiles) {
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
export function dropKeyframeExports(outputFiles, styleDirs) {
  const names = new Set();
  for (const dir of styleDirs) {
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
export async function compressJs(outputFiles) {
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
export function inlineRulePrivateProperties(css, outputFiles) {
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
export function shortenPrivateProperties(css, outputFiles) {
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
export function inlineCss(outputFiles, css) {
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
export function nameChunksByContent(files) {
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
