import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react.ts',
    contract: 'src/contract/index.ts',
    constants: 'src/constants.ts',
    'review-rules': 'src/review-rules.ts',
    'version-parts': 'src/version-parts.ts',
    cart: 'src/cart-changes.ts',
    listing: 'src/listing.ts',
    'page-meta': 'src/page-meta.ts',
    render: 'src/render.ts',
    'store-routes': 'src/store-routes.ts',
    'upload-parts': 'src/upload-parts.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  // Declarations: scripts/declarations.mjs after tsup (package.json `build`), from TypeScript 7's emit.
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['react', 'swr', 'zod'],
});
