/**
 * The API server without the demo seed, for tests that run it as a real process (two-process.test.ts):
 * the test prepares the database itself. Configured entirely by the environment, like `pnpm start`.
 */
import { ConfigError, startServer } from '../src/server.ts';

startServer().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
