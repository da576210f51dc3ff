import type { Contract } from './contract';
import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  HttpMethod,
} from './contract/endpoint';
import { CSRF_COOKIE, CSRF_COOKIE_PATH, CSRF_HEADER } from './constants';
import { CookieJar, decodeCookieValue, readDocumentCookie } from './cookies';
import { ApiError, NetworkError, type FieldErrors } from './errors';
import { buildPath, buildQuery } from './query';
import { forEachArea, routeTable } from './route-registry';
import type { UploadProgress } from './upload';

// Only types come from the contract: the runtime needs the zod-free route table alone.

export type Area = keyof Contract;

/** Which call a request is for; given to the hooks and to response validation. */
export interface EndpointRef {
  area: Area;
  name: string;
  /** `area.name`, e.g. `cart.add`. */
  id: string;
  method: HttpMethod;
  path: string;
}

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers for this request only. */
  headers?: HeadersInit;
  /**
   * Told how much of the body has been sent (0–100), for upload progress bars. In a browser the call
   * then goes through XMLHttpRequest (fetch cannot report it); elsewhere, or with a custom `fetch`,
   * it is called once with 100 when the body has been sent.
   */
  onUploadProgress?: UploadProgress;
  /**
   * Lets the request outlive the page (fetch's `keepalive`), for a save sent on `pagehide` or when the
   * tab is hidden. The usual CSRF header and credentials apply; when a CSRF token is already at hand
   * the call does not wait for the CSRF cookie request first, so it is sent before the page goes.
   * Browsers cap a keepalive body at 64 KB; not for uploads (`onUploadProgress` needs XMLHttpRequest).
   */
  keepalive?: boolean;
}

/** What one call takes: `params` for the path, `query`, `body` (an object; multipart calls take Files). */
export type CallInput<E> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> &
  RequestOptions;

/** What one call answers: the envelope `{ data, message }` (null for 204 answers). */
export type CallResult<E> = EndpointResponse<E>;

export type CallMethod<E> =
  object extends CallInput<E>
    ? (input?: CallInput<E>) => Promise<CallResult<E>>
    : (input: CallInput<E>) => Promise<CallResult<E>>;

/** Methods grouped by area, one per contract entry: `api.cart.add({ body, query })`. */
export type ApiClient = {
  readonly [A in Area]: { readonly [K in keyof Contract[A]]: CallMethod<Contract[A][K]> };
};

/** Input and result of a call named by area and name. */
export type InputOf<A extends Area, K extends keyof Contract[A]> = CallInput<Contract[A][K]>;
export type ResultOf<A extends Area, K extends keyof Contract[A]> = CallResult<Contract[A][K]>;

export interface ApiClientOptions {
  /** The API host, e.g. `https://api.example.com` or `/` for the page's own origin. */
  baseUrl: string;
  /** A fetch implementation; the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Called with every 401 answer (the spec destroys the session); the call still rejects. */
  onUnauthorized?: (error: ApiError, endpoint: EndpointRef) => void;
  /** May return a replacement request (extra headers, tracing ids). */
  onRequest?: (context: {
    request: Request;
    endpoint: EndpointRef;
  }) => Request | void | Promise<Request | void>;
  /** Sees every answer before it is read; may return a replacement response. */
  onResponse?: (context: {
    request: Request;
    response: Response;
    endpoint: EndpointRef;
  }) => Response | void | Promise<Response | void>;
  /** Headers sent with every call. */
  headers?: HeadersInit;
  /**
   * Keeps cookies outside a browser (Node, SSR): pass a jar (seed it with the visitor's cookies for
   * SSR) or `true` for a new one. Browsers keep cookies themselves; leave it unset there.
   */
  cookieJar?: CookieJar | boolean;
  /**
   * Where the CSRF token comes from when the XSRF-TOKEN cookie cannot be read (a browser on another
   * origin than the API). By default the client remembers the token the API sends in the
   * X-XSRF-TOKEN response header.
   */
  getCsrfToken?: () => string | null | undefined;
  /** Checks each 2xx body, e.g. `validateResponse` from `@bookstore/api-client/contract` in tests. */
  validateResponse?: (endpoint: EndpointRef, body: unknown) => unknown;
}

export type { Route } from './route-registry';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Turns a multipart body into FormData: Files and Blobs as parts, arrays as `name[]`, booleans as 1/0. */
export function toFormData(body: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else append(key, value);
  }
  return form;
}

function readFieldErrors(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const { errors } = body;
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

function readMessage(body: unknown, response: Response): string {
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/** `Retry-After` in seconds (the API sends whole seconds; an HTTP date is converted); null without one. */
function readRetryAfter(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function currentOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((request: Request) => fetch(request));
  const origin = currentOrigin();
  if (!origin && !/^https?:\/\//i.test(options.baseUrl)) {
    throw new TypeError(`baseUrl must be absolute outside a browser (got "${options.baseUrl}")`);
  }
  const base = new URL(options.baseUrl, origin);
  const apiOrigin = base.origin;
  const basePath = base.pathname.replace(/\/+$/, '');
  const jar = options.cookieJar === true ? new CookieJar() : options.cookieJar || undefined;
  let csrfReady: Promise<void> | undefined;
  let headerToken: string | undefined;

  /** Credentials for the API's host; anything else would only get same-origin ones. */
  const credentialsFor = (url: string): RequestCredentials =>
    new URL(url).origin === apiOrigin ? 'include' : 'same-origin';

  const csrfToken = (): string | undefined => {
    const cookie = readDocumentCookie(CSRF_COOKIE) ?? jar?.get(CSRF_COOKIE);
    if (cookie) return decodeCookieValue(cookie);
    return options.getCsrfToken?.() ?? headerToken;
  };

  // Upload progress needs XMLHttpRequest; a custom fetch (tests, SSR) is always used as given.
  const canReportProgress = !options.fetch && typeof XMLHttpRequest !== 'undefined';

  const send = async (
    endpoint: EndpointRef,
    url: string,
    init: RequestInit,
    onUploadProgress?: UploadProgress,
  ): Promise<Response> => {
    const headers = new Headers(options.headers);
    new Headers(init.headers).forEach((value, key) => headers.set(key, value));
    headers.set('Accept', 'application/json');
    if (unsafeMethods.has(endpoint.method)) {
      const token = csrfToken();
      if (token) headers.set(CSRF_HEADER, token);
    }
    const cookies = jar?.header();
    if (cookies) headers.set('Cookie', cookies);
    let request = new Request(url, { ...init, headers, credentials: credentialsFor(url) });
    request = (await options.onRequest?.({ request, endpoint })) ?? request;
    let response: Response;
    try {
      if (onUploadProgress && canReportProgress) {
        // Loaded on the first upload: pages that never upload do not carry it.
        const { sendWithProgress } = await import('./upload');
        response = await sendWithProgress(
          request,
          init.body as XMLHttpRequestBodyInit | null,
          onUploadProgress,
        );
      } else {
        response = await fetchImpl(request);
        onUploadProgress?.(100);
      }
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new NetworkError(`${endpoint.method} ${endpoint.path} failed: ${reason}`, { cause });
    }
    jar?.store(response.headers);
    const echoed = response.headers.get(CSRF_HEADER);
    if (echoed) headerToken = echoed;
    return (await options.onResponse?.({ request, response, endpoint })) ?? response;
  };

  const csrfEndpoint: EndpointRef = {
    area: 'auth',
    name: 'csrfCookie',
    id: 'auth.csrfCookie',
    method: 'GET',
    path: CSRF_COOKIE_PATH,
  };

  const fetchCsrfCookie = async (): Promise<void> => {
    const response = await send(csrfEndpoint, `${apiOrigin}${basePath}${CSRF_COOKIE_PATH}`, {
      method: 'GET',
    });
    if (!response.ok) {
      const body = await readBody(response);
      throw new ApiError(response.status, readMessage(body, response), readFieldErrors(body), body);
    }
  };

  /** Fetches the CSRF cookie once; concurrent first calls share one request, a failure allows a retry. */
  const ensureCsrf = (): Promise<void> => {
    csrfReady ??= fetchCsrfCookie().catch((error: unknown) => {
      csrfReady = undefined;
      throw error;
    });
    return csrfReady;
  };

  const call = async (endpoint: EndpointRef, multipart: boolean, input: Record<string, unknown> = {}) => {
    const { params, query, body, signal, headers, onUploadProgress, keepalive } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: HeadersInit;
      onUploadProgress?: UploadProgress;
      keepalive?: boolean;
    };
    const url = `${apiOrigin}${basePath}${buildPath(endpoint.path, params)}${buildQuery(query)}`;
    const unsafe = unsafeMethods.has(endpoint.method);
    // A keepalive call is often the page's last: with a token at hand it goes at once.
    if (unsafe && !(keepalive && csrfToken())) await ensureCsrf();

    const requestHeaders = new Headers(headers);
    let payload: BodyInit | undefined;
    if (body !== undefined && multipart) {
      // The runtime sets the multipart boundary itself.
      payload = toFormData(body as Record<string, unknown>);
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      requestHeaders.set('Content-Type', 'application/json');
    }
    const init: RequestInit = { method: endpoint.method, headers: requestHeaders, body: payload ?? null };
    if (signal) init.signal = signal;
    if (keepalive) init.keepalive = true;

    let response = await send(endpoint, url, init, onUploadProgress);
    if (response.status === 419 && unsafe) {
      // 419: the CSRF token expired with the session; fetch a fresh one and try once more.
      csrfReady = undefined;
      await ensureCsrf();
      if (multipart && body !== undefined) init.body = toFormData(body as Record<string, unknown>);
      response = await send(endpoint, url, init, onUploadProgress);
    }

    const parsed = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(
        response.status,
        readMessage(parsed, response),
        readFieldErrors(parsed),
        parsed,
        readRetryAfter(response),
        response.headers.get('X-Request-Id'),
      );
      if (response.status === 401) options.onUnauthorized?.(error, endpoint);
      throw error;
    }
    if (typeof parsed === 'string') {
      // A 2xx that is not JSON is usually a wrong baseUrl answering with the store's HTML page.
      throw new ApiError(response.status, 'The API answered with something other than JSON.', {}, parsed);
    }
    // A direct call to the CSRF endpoint counts as the dance done.
    if (endpoint.path === CSRF_COOKIE_PATH) csrfReady = Promise.resolve();
    return options.validateResponse ? options.validateResponse(endpoint, parsed) : parsed;
  };

  const client: Record<string, Record<string, (input?: Record<string, unknown>) => Promise<unknown>>> = {};
  // A lazy area (the back office) joins when its chunk registers its table.
  forEachArea((area) => {
    const group: Record<string, (input?: Record<string, unknown>) => Promise<unknown>> = {};
    for (const [name, route] of Object.entries(routeTable(area) ?? {})) {
      const [method, path, kind] = route;
      const endpoint: EndpointRef = { area: area as Area, name, id: `${area}.${name}`, method, path };
      group[name] = (input) => call(endpoint, kind === 'multipart', input);
    }
    client[area] = group;
  });
  // The table is generated from the contract and type-checked against it, so every method exists.
  return client as unknown as ApiClient;
}

/** Each call's reference by `area.name`, without building a client (hook keys, logging). */
export function endpointRef<A extends Area>(area: A, name: keyof Contract[A] & string): EndpointRef {
  const route = routeTable(area)?.[name];
  if (!route) throw new TypeError(`Unknown call ${area}.${name}`);
  return { area, name, id: `${area}.${name}`, method: route[0], path: route[1] };
}
