import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { withRequestId, type Logger } from '../log.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Signed file links carry their signature in the path: logs keep the route, not the link. */
const SIGNED_PATH = /^(\/api\/files\/)[^/]+/;

/** A proxy's id is taken as is into headers and logs: short, printable, no spaces or quotes. */
const FORWARDED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` of the proxy in front when proxies are trusted (`TRUST_PROXY`,
 * as for the client's IP: the socket's peer is then a proxy of ours), else a new UUID. A client's own
 * header is never taken without a trusted proxy: anyone could make their requests look like another's.
 */
export function requestIdOf(c: Context, trustedProxies: number): string {
  const forwarded = trustedProxies > 0 ? c.req.header(REQUEST_ID_HEADER) : undefined;
  return forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * The bindings (`app.request(path, undefined, IN_PROCESS_READ)`) of a read the server makes of itself:
 * the server renderer's reads of a page's data (routes/seo.ts). They are not a client's requests, so
 * they get no id and no log line of their own (a page would log five lines, one its visitor's); what
 * they log carries the id of the page request they serve. Bindings, not a header: a client cannot set them.
 */
export const IN_PROCESS_READ = Object.freeze({ inProcessRead: true });

const isInProcessRead = (c: Context): boolean =>
  (c.env as { inProcessRead?: unknown } | undefined)?.inProcessRead === true;

/**
 * Gives every request an id (answered in `X-Request-Id`, added to every 5xx JSON body as `request_id`,
 * carried by every log line written while serving it) and logs one line per request: method, path
 * (without its query, a signed link's token left out), status, duration. A user's report of an error
 * names the id; the logs find the request.
 */
export function requestLog(logger: Logger, trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isInProcessRead(c)) return next();
    const started = performance.now();
    const id = requestIdOf(c, trustedProxies);
    c.set('requestId', id);
    await withRequestId(id, async () => {
      await next();
      if (c.res.status >= 500) await addRequestId(c, id);
      c.res.headers.set(REQUEST_ID_HEADER, id);
      const line = {
        method: c.req.method,
        path: c.req.path.replace(SIGNED_PATH, '$1:token'),
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (line.status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    });
  };
}

/** A 5xx JSON object body gets `request_id`, whichever handler wrote it (onError, health, provider). */
async function addRequestId(c: Context<AppEnv>, id: string): Promise<void> {
  if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'request_id' in body) return;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  const status = c.res.status;
  c.res = undefined;
  c.res = new Response(JSON.stringify({ ...body, request_id: id }), { status, headers });
}
