import {
  endpointList,
  needsSecurityCheck,
  parseQuery,
  type EndpointDefinition,
} from '@bookstore/api-client/contract';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps, AppEnv, SessionState } from '../context.ts';
import type { User } from '../db/schema.ts';
import { requireSellerVerified } from './session.ts';
import { limitUpload } from '../lib/throttling.ts';
import {
  enforceBodyLimit,
  enforceDeclaredLength,
  JSON_BODY_LIMIT,
  readUpload,
  uploadBodyLimit,
} from './body-limits.ts';
import { TtlCache } from './ttl-cache.ts';
import {
  addFieldError,
  collectIssues,
  forbidden,
  HttpError,
  unauthenticated,
  validationFailed,
  type FieldErrors,
} from './errors.ts';

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : undefined
  : undefined;

/** What a handler gets: the validated inputs, the caller, and the raw context for cookies and headers. */
export interface HandlerInput<E extends EndpointDefinition> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The signed-in user; null only on public calls. */
  user: E['auth'] extends 'public' ? User | null : User;
  session: E['auth'] extends 'public' ? SessionState | null : SessionState;
  c: Context<AppEnv>;
}

/** A handler answers the contract's response (its input type: the server may rely on defaults). */
export type Handler<E extends EndpointDefinition> = (
  input: HandlerInput<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

export interface RouteDefinition {
  endpoint: EndpointDefinition;
  handler: (input: HandlerInput<EndpointDefinition>) => unknown;
}

/**
 * Binds a module-level handler, `(deps, input) => answer`, to one contract endpoint: handlers live at
 * the top level of their route module, so a test can import and call one alone.
 */
export function route<E extends EndpointDefinition>(
  endpoint: E,
  deps: AppDeps,
  handler: (deps: AppDeps, input: HandlerInput<E>) => ReturnType<Handler<E>>,
): RouteDefinition {
  const bound: Handler<E> = (input) => handler(deps, input);
  return { endpoint, handler: bound as unknown as RouteDefinition['handler'] };
}

function checkAuth(endpoint: EndpointDefinition, session: SessionState | null): void {
  const level = endpoint.auth;
  if (level === 'public') return;
  if (!session) throw unauthenticated();
  const user = session.user;
  if (level === 'user') return;
  if (!user.email_verified_at) throw forbidden('Your email address is not verified.');
  if (level === 'verified') return;
  if (level === 'operator') {
    if (!user.is_operator) throw forbidden("This action is for the store's operators.");
    return;
  }
  // The security check itself (verify_2fa) is a seller call that operators make too.
  const checkForOperator = endpoint.securityCheck === false && user.is_operator;
  // Issue 43: a partner earns in the sellers' ledger, so their bank accounts, withdrawals and security
  // check are the sellers' calls too.
  const earner = user.is_author || user.is_voiceover_artist || user.is_partner;
  if (level === 'seller' && !earner && !checkForOperator) {
    throw forbidden('This action needs an author, a voiceover artist or a partner account.');
  }
  if (level === 'author' && !user.is_author) throw forbidden('This action needs an author account.');
  if (level === 'voiceover' && !user.is_voiceover_artist) {
    throw forbidden('This action needs a voiceover artist account.');
  }
}

/** Unwraps optional/default/nullable wrappers to tell whether a query field is an array. */
function isArraySchema(schema: z.ZodType | undefined): boolean {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth++) {
    const def = (current as { _zod?: { def?: { type?: string; innerType?: unknown } } })._zod?.def;
    if (!def) return false;
    if (def.type === 'array') return true;
    current = def.innerType;
  }
  return false;
}

function queryInput(c: Context<AppEnv>, schema: z.ZodObject): Record<string, unknown> {
  const raw: Record<string, unknown> = parseQuery(new URL(c.req.url).searchParams);
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && isArraySchema(schema.shape[key] as z.ZodType | undefined))
      raw[key] = [value];
  }
  return raw;
}

/** The request body as an object: a form's fields (`name[]` as arrays), JSON, or `{}` when empty. */
async function bodyInput(
  c: Context<AppEnv>,
  errors: FieldErrors,
  multipart: boolean,
  upload?: { deps: AppDeps; maxBytes: number },
): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  // An upload call's multipart body streams to disk (http/multipart.ts); any other body it gets is
  // held to the JSON limit before it is read.
  const streamed = upload !== undefined && type.startsWith('multipart/form-data');
  if (upload && !streamed) await enforceBodyLimit(c, JSON_BODY_LIMIT);
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    // A JSON call takes JSON: a form sent to it is the client's mistake (415), not the server's (500).
    if (!multipart && type.startsWith('multipart/form-data')) {
      throw new HttpError(415, 'This call takes a JSON body (Content-Type: application/json).');
    }
    const form = await (
      streamed
        ? readUpload(c, upload.deps.media, upload.maxBytes)
        : c.req.parseBody({ all: true, dot: false })
    ).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 413) throw error;
      return undefined;
    });
    if (form === undefined) {
      errors.body = ['The request body is not a valid form.'];
      return undefined;
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      if (key === '_token') continue;
      out[key.endsWith('[]') ? key.slice(0, -2) : key] =
        key.endsWith('[]') && !Array.isArray(value) ? [value] : value;
    }
    return out;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    errors.body = ['The request body is not valid JSON.'];
    return undefined;
  }
}

/** The dotted path of the first string holding U+0000 (PostgreSQL text cannot store it), or undefined. */
function nulField(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 16 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function validate(
  schema: z.ZodType | undefined,
  input: unknown,
  errors: FieldErrors,
  prefix: string,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) {
    collectIssues(result.error, errors, prefix);
    return undefined;
  }
  // A NUL byte in a value the handler gets would reach the database and fail there (a 500): refuse it
  // here, naming the field. Unknown fields are already dropped, so one there changes nothing.
  const nul = nulField(result.data, '');
  if (nul !== undefined) {
    const field = nul || prefix;
    addFieldError(
      errors,
      field,
      `The ${field.replaceAll('_', ' ')} field contains a character that is not allowed.`,
    );
    return undefined;
  }
  return result.data;
}

/**
 * Registers every route on `app` in an order where static segments win over parameters
 * (`/orders/statistics` before `/orders/:id`). Each request is checked for the auth level, then its
 * params, query and body are validated with the contract's schemas: 401/403, then 422, never a 500.
 */
export function registerRoutes(app: Hono<AppEnv>, routes: readonly RouteDefinition[], deps: AppDeps): void {
  const seen = new Set<string>();
  // Public catalogue reads are the same for everyone: reuse the serialized answer for a short while.
  // Keyed on the call and the inputs its schemas accept (validated, defaults filled, unknown parameters
  // dropped, keys sorted), so junk parameters cannot make new entries; bounded in bytes (LRU).
  const publicCache = new TtlCache<string>(deps.config.publicCacheSeconds, 5000, Date.now, {
    maxBytes: deps.config.publicCacheMaxBytes,
  });
  deps.publicCaches?.add(publicCache);
  const maxAge = Math.floor(deps.config.publicCacheSeconds);
  for (const route of [...routes].sort((a, b) => compareRoutePaths(a.endpoint.path, b.endpoint.path))) {
    const { endpoint } = route;
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) throw new Error(`Two handlers for ${key}`);
    seen.add(key);
    const securityCheck = needsSecurityCheck(endpoint);
    const publicRead = endpoint.method === 'GET' && endpoint.auth === 'public';
    // Upload calls: counted per user, then their body bounded, before a byte of it is parsed.
    const uploadLimit = endpoint.multipart ? uploadBodyLimit(endpoint) : undefined;
    app.on(endpoint.method, endpoint.path, async (c) => {
      const session = c.get('session');
      checkAuth(endpoint, session);
      // A personal public read (the viewer's own marks beside the public rows) is shared only when
      // no one is signed in; a signed-in viewer's answer is theirs alone.
      const cacheable = publicRead && publicCache.enabled && !(endpoint.personal === true && session);
      if (publicRead && endpoint.personal === true) {
        c.header('Vary', 'Cookie');
        if (session) c.header('Cache-Control', 'private, no-store');
      }
      // Every seller call needs the security check's mark, before any of its input is read.
      if (securityCheck) {
        requireSellerVerified(
          c,
          deps,
          endpoint.auth === 'operator' ? 'the back office' : 'the selling dashboard',
        );
      }
      if (uploadLimit !== undefined) {
        if (session) await limitUpload(deps, session.user.id);
        enforceDeclaredLength(c, uploadLimit);
      }
      const errors: FieldErrors = {};
      const params = validate(endpoint.params, c.req.param(), errors, 'params');
      const query = endpoint.query
        ? validate(endpoint.query, queryInput(c, endpoint.query), errors, 'query')
        : undefined;
      let body: unknown;
      if (endpoint.body) {
        const raw = await bodyInput(
          c,
          errors,
          endpoint.multipart === true,
          uploadLimit === undefined ? undefined : { deps, maxBytes: uploadLimit },
        );
        if (!errors.body) body = validate(endpoint.body, raw, errors, 'body');
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const cacheKey = cacheable ? `${key} ${stableJson({ params, query })}` : '';
      if (cacheable) {
        const hit = publicCache.get(cacheKey);
        if (hit !== undefined) {
          c.header('Cache-Control', `public, max-age=${maxAge}`);
          c.header('Content-Type', 'application/json');
          return c.body(hit, 200);
        }
      }
      // Read before the handler: if a change empties the cache while it runs, its answer is not kept.
      const generation = publicCache.generation;
      const result = await route.handler({
        params,
        query,
        body,
        user: session?.user ?? null,
        session,
        c,
      } as HandlerInput<EndpointDefinition>);
      if (result instanceof Response) return result;
      if (deps.config.nodeEnv !== 'production') assertResponse(endpoint, result);
      const status = endpoint.status ?? 200;
      if (status === 204) return c.body(null, 204);
      if (cacheable) {
        const body = JSON.stringify(result);
        publicCache.set(cacheKey, body, generation);
        c.header('Cache-Control', `public, max-age=${maxAge}`);
        c.header('Content-Type', 'application/json');
        return c.body(body, status as 200);
      }
      return c.json(result as object, status as 200);
    });
  }
}

/** Outside production every answer is checked against the contract, so a drift fails tests loudly. */
function assertResponse(endpoint: EndpointDefinition, result: unknown): void {
  if ((endpoint.status ?? 200) === 204) return;
  const check = endpoint.response.safeParse(result);
  if (!check.success) {
    const details = check.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new HttpError(
      500,
      `Response of ${endpoint.method} ${endpoint.path} breaks the contract: ${details}`,
    );
  }
}

/** Fewer parameters first: a path with a static segment where another has `:param` must be tried first. */
function compareRoutePaths(a: string, b: string): number {
  const params = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;
  return params(a) - params(b);
}

/** Contract endpoints that have no route among `routes` (the coverage test wants none). */
export function missingEndpoints(routes: readonly RouteDefinition[]): string[] {
  const have = new Set(routes.map((r) => `${r.endpoint.method} ${r.endpoint.path}`));
  return endpointList.filter((e) => !have.has(`${e.endpoint.method} ${e.endpoint.path}`)).map((e) => e.id);
}

/** JSON with every object's keys sorted: equal inputs give equal text, whatever order they came in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
