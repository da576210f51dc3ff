import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import type { STORE_DOCUMENT_FILE } from '@bookstore/api-client/render';
import { workspaceResolve } from '../../vite.shared.ts';
import { documentParts } from './src/app/document.ts';
import { partnerClicksInDev } from './src/dev/partnerClicks.ts';

// Every path the API answers; the dev server forwards them so the browser sees one origin.
const API_PATHS = ['/api', '/sanctum', '/user', '/media', '/dev', '/openapi.json', '/pay'];
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// react-router 7 ships a production build next to its development one, but its package exports
// point only at the development build (warnings and invariant messages included); builds use the other.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(
  require.resolve('react-router/package.json', { paths: [dirname(require.resolve('react-router-dom'))] }),
);

/**
 * react-router's build declares its components and contexts with calls the bundler cannot prove pure
 * (`React.forwardRef(...)`, `React.createContext(...)`) and names them for the devtools at the top level
 * (`NavLink.displayName = "NavLink"`), so every one of them (NavLink, Form, ...) lands in the first chunk
 * whether the store uses it or not. Marking the calls pure and dropping the names lets tree-shaking keep
 * only what the store uses (about 2 KB gz less). Lines are kept, so the sourcemap stays usable.
 */
function reactRouterTreeShaking(): Plugin {
  const productionDir = join(reactRouterDir, 'dist/production/');
  return {
    name: 'bookstore:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(productionDir)) return null;
      const shaken = code
        .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1')
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
      return { code: shaken, map: null };
    },
  };
}

/**
 * zod's classic schemas carry their JSON Schema conversion (`schema.toJSONSchema()`, the standard
 * schema's `jsonSchema`: about 5 KB gz of zod's 24.6 KB chunk) whether it is called or not: each schema
 * type names its converter. The store's browser only parses (a form's input before it is sent); the
 * API's OpenAPI document (packages/api-client/src/contract/openapi.ts) is made on the server. The
 * browser build keeps what parsing and the schemas' getters use (`aggregateChecks`, read by `minLength`,
 * `format`...) and writes the conversion's exports as functions that say it is not there. It also
 * parses objects without zod's compiled parsers (below).
 */
function zodWithoutJsonSchema(): Plugin {
  const JIT = 'const jit = !core.globalConfig.jitless;';
  const unavailable =
    "const unavailable = () => { throw new Error('JSON Schema conversion is not in the store\\'s browser build (apps/store/vite.config.ts)'); };\n";
  const stubs = (source: string) =>
    [...source.matchAll(/^export (?:function|const) ([\w$]+)|^export \{ [\w$]+ as ([\w$]+) \}/gm)]
      .map((match) => match[1] ?? match[2])
      .filter((name): name is string => name !== undefined)
      .map((name) =>
        /^create\w+Method$/.test(name)
          ? `export const ${name} = () => unavailable;`
          : name === 'allProcessors'
            ? `export const ${name} = {};`
            : `export const ${name} = unavailable;`,
      )
      .join('\n');
  return {
    name: 'bookstore:zod-without-json-schema',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]/.test(id)) return null;
      if (id.endsWith('/schemas.js') && code.includes(JIT)) {
        // Objects parse without compiling a parser (`new Function`), which the API's
        // Content-Security-Policy refuses anyway (no 'unsafe-eval'): zod's probe for it is a reported
        // violation, and the compiler (its code writer, core/doc.js) is left out.
        return { code: code.replace(JIT, 'const jit = false;'), map: null };
      }
      if (id.endsWith('/to-json-schema.js')) return { code: `${unavailable}${stubs(code)}\n`, map: null };
      if (!id.endsWith('/json-schema-processors.js')) return null;
      // Everything up to the converters (the checks' contributors and `aggregateChecks`) stays.
      const cut = code.indexOf('\nconst formatMap = {');
      if (cut < 0) throw new Error('zod changed: json-schema-processors.js has no formatMap to cut at');
      const head = code.slice(0, cut);
      return { code: `${head}\n${unavailable}${stubs(code.slice(cut))}\n`, map: null };
    },
  };
}

/**
 * A build step on the browser's build once its files are written (`outDir`). The server entry's build
 * (dist/server) is read by the API from disk, never sent: the step leaves it alone.
 */
function afterClientBuild(name: string, run: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (!ssr) run(outDir);
    },
  };
}

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, so a static server or CDN that
 * serves precompressed files (the reference API's `serveStatic({ precompressed: true })`, nginx
 * `gzip_static`) sends a few hundred KB less without compressing on each request. Sourcemaps and the
 * manifest are not for browsers and stay as they are.
 */
function precompress(): Plugin {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === '.vite'
          ? []
          : files(join(dir, entry.name))
        : [join(dir, entry.name)],
    );
  return afterClientBuild('bookstore:precompress', (outDir) => {
    for (const file of files(outDir).filter((name) => /\.(?:js|css|html|svg|json)$/.test(name))) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      );
    }
  });
}

/** Where the document's parts go (the render contract's `STORE_DOCUMENT_FILE`, beside the manifest). */
const DOCUMENT_FILE: typeof STORE_DOCUMENT_FILE = '.vite/document.json';

/**
 * Writes the built index.html in the parts a server-rendered page is put together from (the render
 * contract's `StoreDocument`, src/app/document.ts), so the API joins them with the page's parts instead
 * of editing the HTML.
 */
function storeDocument(): Plugin {
  return afterClientBuild('bookstore:document', (outDir) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, DOCUMENT_FILE), `${JSON.stringify(documentParts(html), null, 2)}\n`);
  });
}

export default defineConfig(({ command, isSsrBuild }) =>
  mergeConfig(workspaceResolve, {
    plugins: [
      react(),
      reactRouterTreeShaking(),
      zodWithoutJsonSchema(),
      storeDocument(),
      precompress(),
      partnerClicksInDev(apiTarget, API_PATHS),
    ],
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
              {
                find: /^react-router\/dom$/,
                replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
              },
              {
                find: /^use-sync-external-store\/shim(\/index\.js)?$/,
                replacement: fileURLToPath(
                  new URL('./src/app/vendor/use-sync-external-store-shim.ts', import.meta.url),
                ),
              },
            ],
          }
        : {},
    server: {
      proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
    },
    preview: {
      proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
    },
    // The server entry (`vite build --ssr src/entry-server.tsx`, see package.json) carries its
    // dependencies, so the API loads one self-contained module (CSS imports and all).
    ssr: { noExternal: true },
    // React's production build on the server too, whatever NODE_ENV the API runs with.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          target: 'node20',
          sourcemap: true,
          copyPublicDir: false,
          // One file: the API imports it again after a rebuild (a query on its URL), and split chunks
          // importing the entry back would load a second copy of it (a second router context).
          rolldownOptions: { output: { inlineDynamicImports: true } },
        }
      : {
          // The budget script (scripts/budgets.mjs) reads the manifest to size the home route and each chunk.
          manifest: true,
          // Every browser of the es2022 target preloads modules natively except Safari before 17, which
          // still loads each chunk, only without the head start; the polyfill would cost every visitor.
          modulePreload: { polyfill: false },
          target: 'es2022',
          sourcemap: true,
          rolldownOptions: {
            // The kit builds its icons with createIcon() at module level; the calls have no effect outside
            // the icon they return, so unused icons can be dropped.
            treeshake: { manualPureFunctions: ['createIcon'] },
            output: {
              codeSplitting: {
                groups: [
                  // Everything the first page needs in one chunk: one request, and one gzip stream
                  // compresses better than a dozen small shared chunks. Lazy screens keep their own chunks.
                  { name: 'shell', tags: ['$initial'] },
                  // zod (the contract's schemas, checked before a form is sent) apart from the form code
                  // (react-hook-form, the resolver, src/forms): a form page loads the same bytes in two
                  // parallel requests instead of one 43 KB chunk, and the library chunk stays cached
                  // across deploys that change only the store's code.
                  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                  // The data router (one module): the page's hydration loads it after the header's island
                  // (app/headerIsland.tsx); named so the budget script finds it (scripts/budgets.mjs).
                  { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
                ],
              },
            },
          },
        },
  }),
);
