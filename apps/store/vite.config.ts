import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { workspaceResolve } from '../../vite.shared.ts';

// Every path the API answers; the dev server forwards them so the browser sees one origin.
const API_PATHS = ['/api', '/sanctum', '/user', '/media', '/dev', '/openapi.json', '/pay'];
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// react-router 7 ships a production build next to its development one, but its package exports
// point only at the development build (warnings and invariant messages included); builds use the other.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(
  require.resolve('react-router/package.json', { paths: [dirname(require.resolve('react-router-dom'))] }),
);

export default defineConfig(({ command }) =>
  mergeConfig(workspaceResolve, {
    plugins: [react()],
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
              {
                find: /^react-router\/dom$/,
                replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
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
    build: {
      // The budget script (scripts/budgets.mjs) reads the manifest to size the home route and each chunk.
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        // The kit builds its icons with createIcon() at module level; the calls have no effect outside
        // the icon they return, so unused icons can be dropped.
        treeshake: { manualPureFunctions: ['createIcon'] },
        output: {
          // Everything the first page needs in one chunk: one request, and one gzip stream compresses
          // better than a dozen small shared chunks. Lazy screens keep their own chunks.
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
    },
  }),
);
