/**
 * `pnpm start` / `pnpm dev` entry (bundled as dist/server.js): the server of src/server.ts, with the
 * demo catalogue and accounts seeded on first start (an empty database). The seed is wired here, in
 * cli/, so that nothing that serves requests imports seed/.
 */
import { startServer } from '../server.ts';
import { seedIfEmpty } from '../seed/index.ts';

startServer({
  // First start: a realistic catalogue and the demo accounts (see the README).
  prepare: async (db, { mediaDir }) => (await seedIfEmpty(db, { mediaDir })) !== null,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
