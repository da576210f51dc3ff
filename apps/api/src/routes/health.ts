import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context.ts';
import { checkDatabase } from '../db/health.ts';
import type { Database } from '../db/schema.ts';
import { logger } from '../log.ts';
import type { MediaStore } from '../media/store.ts';

/** Null when the media store answers (a bucket store only: the local folder is the process's own disk). */
async function checkMedia(
  store: Pick<MediaStore, 'driver' | 'health'> | undefined,
  timeoutMs: number,
): Promise<string | null> {
  if (!store || store.driver === 'local') return null;
  try {
    await store.health(timeoutMs);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/**
 * For a load balancer or orchestrator, outside the contract:
 * - `GET /healthz`: the process is up and serving (touches nothing else; restart it when this fails);
 * - `GET /readyz`: it can serve requests now: the database answers `select 1` within `timeoutMs`
 *   and the media store answers too (a bucket: HEAD on it) (200), or not (503 with a message; take it
 *   out of rotation until they answer).
 */
export function healthRoutes(
  db: Kysely<Database>,
  options: { media?: Pick<MediaStore, 'driver' | 'health'> } = {},
  timeoutMs = 2000,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const [check, media] = await Promise.all([
      checkDatabase(db, timeoutMs),
      checkMedia(options.media, timeoutMs),
    ]);
    if (!check.ok) {
      // The details (host, port) stay in the log, not in a public answer.
      logger.warn(`Readiness: the database did not answer: ${check.message}`);
      return c.json({ status: 'unavailable', message: 'The database is not answering.' }, 503);
    }
    if (media !== null) {
      logger.warn(`Readiness: the media store did not answer: ${media}`);
      return c.json({ status: 'unavailable', message: 'The media store is not answering.' }, 503);
    }
    return c.json({ status: 'ok' });
  });
  return app;
}
