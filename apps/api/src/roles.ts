/**
 * API_ROLE (config.ts): what one process does. `web` serves the API and runs no jobs; `worker` runs
 * the job queue and the schedules and serves only /healthz and /readyz; `all` (the default, the demo)
 * does both. Mail and other jobs are enqueued by any role; only worker and all run them.
 */
import { Hono } from 'hono';
import type { App } from './app.ts';
import type { Config } from './config.ts';
import type { AppEnv } from './context.ts';
import type { ThrottleStore } from './lib/throttle.ts';
import type { JobLanes } from './jobs/lanes.ts';
import { startJobs } from './domains/jobs/handlers.ts';
import { dependencyChecks, healthRoutes, mediaCheck, type ReadinessCheck } from './routes/health.ts';

export interface RoleProcess {
  /** What the process serves over HTTP. */
  served: Hono<AppEnv>;
  /** The job worker (polling), unless the role is web. */
  worker: JobLanes | undefined;
}

export async function startRole(
  config: Pick<Config, 'apiRole'>,
  { app, deps }: App,
  readiness: { throttleStore?: ThrottleStore | undefined; extra?: readonly ReadinessCheck[] } = {},
): Promise<RoleProcess> {
  const bucket = mediaCheck(deps.media.store);
  const media = bucket ? [bucket] : [];
  const served =
    config.apiRole === 'worker'
      ? new Hono<AppEnv>().route(
          '/',
          healthRoutes(
            dependencyChecks(deps.db, readiness.throttleStore, [...media, ...(readiness.extra ?? [])]),
          ),
        )
      : app;
  const worker = config.apiRole === 'web' ? undefined : await startJobs(deps);
  return { served, worker };
}
