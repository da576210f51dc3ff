import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context.ts';
import { checkDatabase } from '../db/health.ts';
import type { Database } from '../db/schema.ts';
import { logger } from '../log.ts';

/**
 * For a load balancer or orchestrator, outside the contract:
 * - `GET /healthz`: the process is up and serving (touches nothing else; restart it when this fails);
 * - `GET /readyz`: it can serve requests now: the database answers `select 1` within `timeoutMs`
 *   (200), or not (503 with a message; take it out of rotation until it answers).
 */
export function healthRoutes(db: Kysely<Database>, timeoutMs = 2000): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const check = await checkDatabase(db, timeoutMs);
    if (check.ok) return c.json({ status: 'ok' });
    // The details (host, port) stay in the log, not in a public answer.
    logger.warn(`Readiness: the database did not answer: ${check.message}`);
    return c.json({ status: 'unavailable', message: 'The database is not answering.' }, 503);
  });
  return app;
}
