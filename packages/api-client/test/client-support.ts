import { createApiClient, type ApiClientOptions } from '../src';
import type { TestServer } from './server';

/** A client of the stand-in server that keeps cookies, with `options` on top. */
export const clientOf = (server: TestServer, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.url, cookieJar: true, ...options });

/** The method and URL of every request the stand-in server received, in order. */
export const requestPaths = (server: TestServer) => server.requests.map((r) => `${r.method} ${r.url}`);
