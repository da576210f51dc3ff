// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, createApiClient, type ApiClientOptions } from '../src';
import { clientOf, requestPaths } from './client-support';
import { XSRF_TOKEN, cookieValue, json, startServer, type TestServer } from './server';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const client = (options: Partial<ApiClientOptions> = {}) => clientOf(server, options);
const paths = () => requestPaths(server);

describe('CSRF dance', () => {
  it('fetches the CSRF cookie once, before the first unsafe call, and echoes it decoded', async () => {
    const api = client();
    await api.public.getHeader();
    expect(paths()).toEqual(['GET /api/public/header']);

    await api.cart.add({ query: { country: 'gh' }, body: { book_uid: 'b1', quantity: 1 } });
    await api.cart.delete({ params: { id: 7 }, query: { country: 'gh' } });
    expect(paths()).toEqual([
      'GET /api/public/header',
      'GET /sanctum/csrf-cookie',
      'POST /api/user/cart/add?country=gh',
      'DELETE /api/user/cart/delete/7?country=gh',
    ]);
    const [, , add, remove] = server.requests;
    expect(add?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(remove?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    // The jar sends the cookie back still encoded, as a browser would.
    expect(add && cookieValue(add, 'XSRF-TOKEN')).toBe(encodeURIComponent(XSRF_TOKEN));
    expect(server.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('counts a direct csrfCookie call as the dance done', async () => {
    const api = client();
    await api.auth.csrfCookie();
    await api.auth.logout();
    expect(paths()).toEqual(['GET /sanctum/csrf-cookie', 'POST /user/auth/spa/logout']);
  });

  it('needs an absolute baseUrl outside a browser', () => {
    expect(() => createApiClient({ baseUrl: '/' })).toThrow('baseUrl must be absolute');
  });

  it('shares one CSRF request between concurrent first unsafe calls', async () => {
    const api = client();
    await Promise.all([
      api.auth.logout(),
      api.orders.getDeliveryFee({ body: { quantity: 2, address_id: 1 } }),
      api.banks.delete({ params: { id: 3 } }),
    ]);
    expect(paths().filter((p) => p === 'GET /sanctum/csrf-cookie')).toHaveLength(1);
    expect(paths()[0]).toBe('GET /sanctum/csrf-cookie');
  });

  it('reads the token from the X-XSRF-TOKEN response header when no cookie is readable', async () => {
    await server.close();
    server = await startServer({ exposeTokenHeader: true });
    // No jar: like a browser on another origin, the client cannot see the API's cookie.
    const api = createApiClient({ baseUrl: server.url });
    const answer = await api.auth.login({ body: { email: 'ada@example.com', password: 'secret123' } });
    expect(answer.message).toBe('echo');
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
  });

  it('takes the token from getCsrfToken when given', async () => {
    const api = createApiClient({ baseUrl: server.url, getCsrfToken: () => XSRF_TOKEN });
    await api.auth.logout();
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
  });

  it('refreshes the token once after a 419 and retries the call', async () => {
    let rejected = false;
    server.use((request, response) => {
      if (request.url === '/user/auth/spa/logout' && !rejected) {
        rejected = true;
        json(response, 419, { message: 'CSRF token mismatch.' });
        return true;
      }
      return false;
    });
    const api = client();
    await api.auth.logout();
    expect(paths()).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /user/auth/spa/logout',
      'GET /sanctum/csrf-cookie',
      'POST /user/auth/spa/logout',
    ]);
  });

  it('lets a failed CSRF request be retried by the next call', async () => {
    let fail = true;
    server.use((request, response) => {
      if (request.url === '/sanctum/csrf-cookie' && fail) {
        fail = false;
        json(response, 503, { message: 'Down for maintenance' });
        return true;
      }
      return false;
    });
    const api = client();
    await expect(api.auth.logout()).rejects.toMatchObject({ status: 503, message: 'Down for maintenance' });
    await expect(api.auth.logout()).resolves.toMatchObject({ message: 'echo' });
  });
});

describe('request basics', () => {
  it('sends Accept: application/json and credentials include for the API host', async () => {
    const credentials: RequestCredentials[] = [];
    const api = client({
      fetch: (request) => {
        credentials.push(request.credentials);
        return fetch(request);
      },
    });
    await api.public.getHome({ query: { country: 'ng' } });
    await api.cart.add({ body: { book_uid: 'b1' } });
    expect(server.requests.every((r) => r.headers.accept === 'application/json')).toBe(true);
    expect(credentials).toEqual(['include', 'include', 'include']);
  });

  it('sends JSON bodies with their content type', async () => {
    const api = client();
    await api.auth.login({ body: { email: 'ada@example.com', password: 'secret123' } });
    const login = server.requests[1];
    expect(login?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(login?.body.toString('utf8') ?? '')).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
    });
  });

  it('keeps a base path and sends session cookies back from the jar', async () => {
    server.use((request, response) => {
      if (request.url === '/v1/user/auth/spa/login') {
        response.setHeader('Set-Cookie', ['laravel_session=s1; Path=/; HttpOnly', 'session_id=2fa; Path=/']);
        json(response, 200, { data: null, message: 'Logged in' });
        return true;
      }
      return false;
    });
    const jar = new CookieJar();
    const api = createApiClient({ baseUrl: `${server.url}/v1/`, cookieJar: jar });
    await api.auth.login({ body: { email: 'ada@example.com', password: 'secret123' } });
    await api.account.get();
    expect(paths()).toEqual([
      'GET /v1/sanctum/csrf-cookie',
      'POST /v1/user/auth/spa/login',
      'GET /v1/api/user/account',
    ]);
    const account = server.requests[2];
    expect(account && cookieValue(account, 'laravel_session')).toBe('s1');
    expect(jar.get('session_id')).toBe('2fa');
  });

  it('lets onRequest replace the request and onResponse see the answer', async () => {
    const seen: string[] = [];
    const api = client({
      onRequest: ({ request, endpoint }) => {
        const headers = new Headers(request.headers);
        headers.set('X-Trace', endpoint.id);
        return new Request(request, { headers });
      },
      onResponse: ({ response, endpoint }) => {
        seen.push(`${endpoint.id} ${response.status}`);
      },
    });
    await api.public.search({ query: { keyword: 'tolkien', country: 'ng' } });
    expect(server.requests[0]?.headers['x-trace']).toBe('public.search');
    expect(seen).toEqual(['public.search 200']);
  });
});

describe('keepalive', () => {
  const progress = { params: { id: 'B1' }, body: { location: 'epubcfi(/6/4)', percent: 12 } };

  it('passes keepalive through to fetch, with the CSRF header and credentials', async () => {
    const seen: Request[] = [];
    const api = client({
      fetch: (request) => {
        seen.push(request);
        return fetch(request);
      },
    });
    await api.library.saveProgress({ ...progress, keepalive: true });
    expect(paths()).toEqual(['GET /sanctum/csrf-cookie', 'PUT /api/user/library/books/B1/progress']);
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.keepalive).toBe(true);
    expect(put?.credentials).toBe('include');
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(JSON.parse(server.requests[1]?.body.toString('utf8') ?? '')).toEqual(progress.body);
    // Other calls do not ask for it.
    await api.library.saveProgress(progress);
    expect(seen.at(-1)?.keepalive).toBe(false);
  });

  it('goes at once, without the CSRF request, when a token is at hand', async () => {
    const jar = new CookieJar();
    jar.setFromHeader(`XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; Path=/`);
    const api = client({ cookieJar: jar });
    await api.library.saveProgress({ ...progress, keepalive: true });
    expect(paths()).toEqual(['PUT /api/user/library/books/B1/progress']);
    expect(server.requests[0]?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
  });
});
