import {
  ApiError,
  buildPath,
  buildQuery,
  type InputOf,
  type ResultOf,
  type routes,
} from '@bookstore/api-client';
import type { FetchLike } from './config';

/**
 * The two public reads the widgets make. A reader of its own rather than `createApiClient`: the full
 * client carries every route of the store, the CSRF dance and cookie jars (about 4 KB gzipped), and
 * grows with each new area, while the widgets only ever GET public data without credentials.
 * Paths and types come from the contract (`routes.public`), so a renamed route fails the typecheck.
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

/** Widgets call only public endpoints and need no cookies: credentials are never sent to the API. */
const withoutCredentials: FetchLike = (request) => fetch(new Request(request, { credentials: 'omit' }));

/** A reader for the API at `apiBase` (absolute); non-2xx answers reject with the client's `ApiError`. */
export function createPublicApi(apiBase: string, fetchImpl: FetchLike = withoutCredentials): PublicApi {
  const base = apiBase.replace(/\/+$/, '');
  const read =
    (path: string) =>
    async (input: { params?: object; query?: object; signal?: AbortSignal }): Promise<never> => {
      const url = `${base}${buildPath(path, input.params as Record<string, unknown>)}${buildQuery(input.query as Record<string, unknown>)}`;
      const init: RequestInit = { headers: { Accept: 'application/json' }, credentials: 'omit' };
      if (input.signal) init.signal = input.signal;
      const response = await fetchImpl(new Request(url, init));
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !body || typeof body !== 'object') {
        const message =
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : `GET ${path} answered ${response.status}`;
        throw new ApiError(response.status, message, {}, body);
      }
      return body as never;
    };
  return { getBook: read(PATHS.getBook), search: read(PATHS.search) };
}
