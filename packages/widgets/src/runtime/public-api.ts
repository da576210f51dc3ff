import type { InputOf, ResultOf, routes } from '@bookstore/api-client';
import type { FetchLike } from './config';

/**
 * The two public reads the widgets make. A reader of its own rather than `createApiClient`: the full
 * client carries every route of the store, the CSRF dance and cookie jars (about 4 KB gzipped), and
 * grows with each new area, while the widgets only ever GET public data without credentials.
 * Paths and types come from the contract (`routes.public`), so a renamed route fails the typecheck.
 * Only types are imported from the client package: a value import would bring its lazily loaded
 * upload module along as a chunk of its own.
 */
type PublicRead = 'getBook' | 'search';
const PATHS: { readonly [K in PublicRead]: (typeof routes.public)[K][1] } = {
  getBook: '/api/public/books/:uid',
  search: '/api/public/search',
};

export type PublicApi = {
  readonly [K in PublicRead]: (
    input: Pick<InputOf<'public', K>, 'params' | 'query' | 'signal'>,
  ) => Promise<ResultOf<'public', K>>;
};

/** A non-2xx answer (or one that is not JSON): its status, like the client's `ApiError`. */
export class PublicReadError extends Error {
  override readonly name = 'PublicReadError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fills `:name` segments, percent-encoded, and appends the query (undefined values left out). */
function urlOf(base: string, path: string, params: object = {}, query: object = {}): string {
  const values = params as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, String(value));
  const text = search.toString();
  return `${base}${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])))}${text ? `?${text}` : ''}`;
}

/** A reader for the API at `apiBase` (absolute); non-2xx answers reject with a `PublicReadError`. */
export function createPublicApi(
  apiBase: string,
  fetchImpl: FetchLike = (request) => fetch(request),
): PublicApi {
  const base = apiBase.replace(/\/+$/, '');
  const read =
    (path: string) =>
    async (input: { params?: object; query?: object; signal?: AbortSignal }): Promise<never> => {
      const url = urlOf(base, path, input.params, input.query);
      // Widgets call only public endpoints and need no cookies: credentials are never sent to the API.
      const init: RequestInit = { headers: { Accept: 'application/json' }, credentials: 'omit' };
      if (input.signal) init.signal = input.signal;
      const response = await fetchImpl(new Request(url, init));
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !body || typeof body !== 'object') {
        const message =
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : `GET ${path} answered ${response.status}`;
        throw new PublicReadError(response.status, message);
      }
      return body as never;
    };
  return { getBook: read(PATHS.getBook), search: read(PATHS.search) };
}
