import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';

/** This API's own origin, for links it hands out (PUBLIC_URL when behind a proxy). */
export function apiOrigin(deps: AppDeps, c: Context<AppEnv>): string {
  return deps.config.publicUrl || new URL(c.req.url).origin;
}
