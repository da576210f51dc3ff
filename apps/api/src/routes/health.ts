import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context.ts';
import { checkDatabase, type ReadinessResult } from '../db/health.ts';
import type { Database } from '../db/schema.ts';
import type { ThrottleStore } from '../lib/throttle.ts';
import { logger } from '../log.ts';
import type { MediaStore } from '../media/store.ts';

/**
 * One dependency `/readyz` asks about. The list is built where the dependencies are (app.ts: the
 * database, Redis when REDIS_URL is set; object storage adds its own), each bounded by `timeoutMs`.
 */
export interface ReadinessCheck {
  /** Named in the answer (`failed: ["redis"]`) and the log. */
  name: string;
  check(timeoutMs: number): Promise<ReadinessResult>;
}

export function databaseCheck(db: Kysely<Database>): ReadinessCheck {
  return { name: 'database', check: (timeoutMs) => checkDatabase(db, timeoutMs) };
}

/** The media store: a bucket answers a HEAD on it; the local folder is the process's own disk (no check). */
export function mediaCheck(store: Pick<MediaStore, 'driver' | 'health'>): ReadinessCheck | null {
  if (store.driver === 'local') return null;
  return {
    name: 'media',
    async check(timeoutMs) {
      try {
        await store.health(timeoutMs);
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        };
      }
    },
  };
}

/** `ping()` of a client (ioredis), bounded by `timeoutMs`. */
export function pingCheck(name: string, client: { ping(): Promise<unknown> }): ReadinessCheck {
  return {
    name,
    async check(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${name} did not answer within ${timeoutMs} ms.`)),
          timeoutMs,
        );
        timer.unref();
      });
      try {
        await Promise.race([client.ping(), timeout]);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The checks of this process's configured dependencies: the database, and Redis when the throttle uses it. */
export function dependencyChecks(
  db: Kysely<Database>,
  throttleStore: ThrottleStore | undefined,
  extra: readonly ReadinessCheck[] = [],
): ReadinessCheck[] {
  const checks = [databaseCheck(db)];
  if (throttleStore?.kind === 'redis') checks.push(pingCheck('redis', throttleStore.client));
  return [...checks, ...extra];
}

/**
 * For a load balancer or orchestrator, outside the contract:
 * - `GET /healthz`: the process is up and serving (touches nothing else; restart it when this fails);
 * - `GET /readyz`: it can serve requests now: every check (the database, Redis when configured...)
 *   answers within `timeoutMs` (200), or not (503 naming the failed checks; take it out of rotation
 *   until they answer). The checks run together.
 */
export function healthRoutes(checks: readonly ReadinessCheck[], timeoutMs = 2000): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const results = await Promise.all(checks.map((check) => check.check(timeoutMs)));
    const failed = checks.filter((_, i) => !results[i]?.ok).map((check) => check.name);
    if (failed.length === 0) return c.json({ status: 'ok', checks: checks.map((check) => check.name) });
    // The details (host, port) stay in the log, not in a public answer.
    checks.forEach((check, i) => {
      if (!results[i]?.ok) logger.warn(`Readiness: ${check.name} did not answer: ${results[i]?.message}`);
    });
    return c.json({ status: 'unavailable', message: `Not answering: ${failed.join(', ')}.`, failed }, 503);
  });
  return app;
}
