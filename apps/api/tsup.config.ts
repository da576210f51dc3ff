import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  // dist/server.js: the server with the first-start seed (src/cli/serve.ts wires the two together);
  // dist/admin.js: the operator's command (`node dist/admin.js …` where the sources are not deployed).
  entry: { server: 'src/cli/serve.ts', admin: 'src/cli/admin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  splitting: false,
  // Workspace packages are bundled from their TypeScript sources; npm dependencies stay external.
  noExternal: [/^@bookstore\//],
  esbuildOptions(options) {
    options.conditions = ['@bookstore/source'];
  },
  // Files read at run time next to the bundle: migrations (db/migrate.ts) and the seed's real EPUBs.
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    await cp('src/seed/assets', 'dist/assets', { recursive: true });
  },
});
