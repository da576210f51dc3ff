/**
 * `pnpm start` / `pnpm dev` entry (bundled as dist/server.js): the server of src/server.ts, with an
 * empty database seeded on first start: the demo catalogue and accounts, or under NODE_ENV=production
 * only the reference data (cli/prepare.ts). The seed is wired here, in cli/, so that nothing that serves
 * requests imports seed/.
 */
import path from 'node:path';
import { appRoot } from '../config.ts';
import { ConfigError, startServer } from '../server.ts';
import { prepareDatabase } from './prepare.ts';
import { logger } from '../log.ts';

startServer({
  prepare: (db, where, config) => prepareDatabase(db, config, where),
  // The partner widgets' build (pnpm --filter @bookstore/widgets build), served under /widgets/.
  widgetsDir: path.resolve(appRoot, '..', '..', 'packages', 'widgets', 'dist'),
}).catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'The server failed to start');
  // pino writes synchronously to standard output, so the line is out before the exit.
  process.exit(1);
});
