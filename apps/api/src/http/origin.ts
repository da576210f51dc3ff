import { endpointList } from '@bookstore/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { HttpError } from './errors.ts';

/** The host of an origin (`https://shop.example:8443` → `shop.example:8443`); undefined when malformed. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request comes from a page of another site (a link, image or form on someone else's page):
 * an `Origin` that is neither this app's (PUBLIC_URL, or the host the request was sent to) nor one of
 * `trustedOrigins` (CORS_ORIGINS), or, without `Origin`, `Sec-Fetch-Site: cross-site`. Requests without
 * either header (curl, server-to-server clients) are not cross-site.
 */
export function isCrossSiteRequest(
  deps: AppDeps,
  c: Context<AppEnv>,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (trustedOrigins.has(origin)) return false;
    if (deps.config.publicUrl && origin === new URL(deps.config.publicUrl).origin) return false;
    const host = hostOf(origin);
    // `null` (a sandboxed frame, a redirect across sites) and anything unparsable are not ours.
    return host === undefined || origin === 'null' || host !== c.req.header('host');
  }
  return c.req.header('sec-fetch-site') === 'cross-site';
}

/**
 * For GET calls that change state (the contract marks them `mutates`: cart increase and decrease,
 * publish, the seller code, the verification code): they carry no CSRF token, and a Lax session cookie
 * rides along on another site's link. 403 for a cross-site request (isCrossSiteRequest).
 */
export function refuseCrossSite(
  deps: AppDeps,
  trustedOrigins: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (c.req.method === 'GET' && isCrossSiteRequest(deps, c, trusted)) {
      throw new HttpError(403, 'This action cannot be requested from another site.');
    }
    await next();
  };
}

/** Paths of the contract's state-changing GETs, except the CSRF cookie (harmless, and fetched cross-origin). */
export const mutatingGetPaths: readonly string[] = endpointList
  .map(({ endpoint }) => endpoint)
  .filter(
    (endpoint) => endpoint.method === 'GET' && endpoint.mutates && endpoint.path !== '/sanctum/csrf-cookie',
  )
  .map((endpoint) => endpoint.path);
