// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CookieJar, NetworkError, createApiClient, type ApiClientOptions } from '../src';
import { validateResponse } from '../src/contract';
import { XSRF_TOKEN, cookieValue, json, readForm, startServer, type TestServer } from './server';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: server.url, cookieJar: true, ...options });
const paths = () => server.requests.map((r) => `${r.method} ${r.url}`);
const emptyCart = { data: { cart_items: [] }, message: 'Cart updated' };

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

describe('query building and path params', () => {
  it('drops undefined values and sends arrays in bracket form', async () => {
    const api = client();
    await api.public.listBooks({
      query: { type: 'audiobook', sort: 'Trending', limit: 10, keyword: undefined, country: 'ng' },
    });
    await api.public.listVoas({ query: { language: [1, 3], accent: [], keyword: 'warm voice' } });
    expect(paths()).toEqual([
      'GET /api/public/books?type=audiobook&sort=Trending&limit=10&country=ng',
      'GET /api/public/voas?language%5B%5D=1&language%5B%5D=3&keyword=warm+voice',
    ]);
  });

  it('percent-encodes path parameters', async () => {
    const api = client();
    const answer = await api.public.getBook({ params: { uid: 'a b/c?d' }, query: { country: 'ng' } });
    expect(paths()).toEqual(['GET /api/public/books/a%20b%2Fc%3Fd?country=ng']);
    expect(answer.message).toBe('echo');
  });

  it('refuses to call with a missing path parameter', async () => {
    const api = client();
    // @ts-expect-error params are required for this call
    await expect(api.public.getBook({ query: { country: 'ng' } })).rejects.toThrow(
      'Missing path parameter "uid"',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('multipart uploads', () => {
  it('sends files and fields as multipart/form-data', async () => {
    let received: { name: string; type: string; text: string; title: unknown } | undefined;
    server.use(async (request, response) => {
      if (!request.url.endsWith('/upload_audiobook_file')) return false;
      const form = await readForm(request);
      const file = form.get('file');
      if (!(file instanceof File)) throw new Error('no file part');
      received = { name: file.name, type: file.type, text: await file.text(), title: form.get('title') };
      json(response, 201, { data: null, message: 'Uploaded' });
      return true;
    });
    const api = client();
    const file = new File(['ID3 chapter one'], 'chapter-1.mp3', { type: 'audio/mpeg' });
    await api.selling.uploadAudiobookFile({
      params: { uid: 'bk-1' },
      body: { file, title: 'Chapter 1', position: 0 },
    });
    const upload = server.requests[1];
    expect(upload?.url).toBe('/api/user/selling/books/bk-1/upload_audiobook_file');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(received).toEqual({
      name: 'chapter-1.mp3',
      type: 'audio/mpeg',
      text: 'ID3 chapter one',
      title: 'Chapter 1',
    });
  });
});

describe('error mapping', () => {
  it('turns a 422 into ApiError with the field errors', async () => {
    server.use((request, response) => {
      if (request.url !== '/user/auth/spa/register') return false;
      json(response, 422, {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'], username: ['The username is taken.'] },
      });
      return true;
    });
    const api = client();
    const error = await api.auth
      .register({
        body: {
          first_name: 'Ada',
          last_name: 'Obi',
          username: 'ada',
          email: 'ada@example.com',
          password: 'secret123',
          password_confirmation: 'secret123',
          accept_terms: true,
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The email has already been taken.' });
    expect((error as ApiError).fieldError('username')).toBe('The username is taken.');
    expect((error as ApiError).fieldErrors.email).toEqual(['The email has already been taken.']);
  });

  it('reads how long a 429 asks to wait from Retry-After', async () => {
    server.use((_request, response) =>
      json(response, 429, { message: 'Too many codes requested.' }, { 'Retry-After': '90' }),
    );
    const error = await client()
      .public.getHeader()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, message: 'Too many codes requested.', retryAfter: 90 });
  });

  it('calls onUnauthorized for any 401 and still rejects', async () => {
    server.use((request, response) => {
      if (!request.url.startsWith('/api/user/')) return false;
      json(response, 401, { message: 'Unauthenticated.' });
      return true;
    });
    const onUnauthorized = vi.fn();
    const api = client({ onUnauthorized });
    await expect(api.account.get()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    await expect(api.cart.add({ body: { book_uid: 'b1' } })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onUnauthorized.mock.calls.map(([error, endpoint]) => [error.status, endpoint.id])).toEqual([
      [401, 'account.get'],
      [401, 'cart.add'],
    ]);
  });

  it('turns a 500 without a JSON body into ApiError with the status text', async () => {
    server.use((request, response) => {
      if (request.url !== '/api/public/header') return false;
      response.writeHead(500, 'Internal Server Error', { 'Content-Type': 'text/html' });
      response.end('<h1>Server Error</h1>');
      return true;
    });
    const onUnauthorized = vi.fn();
    const error = await client({ onUnauthorized })
      .public.getHeader()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      message: 'Internal Server Error',
      body: '<h1>Server Error</h1>',
    });
    expect((error as ApiError).fieldErrors).toEqual({});
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a refused connection into NetworkError', async () => {
    const url = server.url;
    await server.close();
    const api = createApiClient({ baseUrl: url });
    const error = await api.public.getHeader().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    server = await startServer();
  });
});

describe('answers', () => {
  it('returns the envelope and null for 204 answers', async () => {
    server.use((request, response) => {
      if (!request.url.startsWith('/api/user/cart/all')) return false;
      json(response, 200, emptyCart);
      return true;
    });
    const api = client();
    await expect(api.cart.get({ query: { country: 'ng' } })).resolves.toEqual(emptyCart);
    await expect(api.auth.csrfCookie()).resolves.toBeNull();
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    server.use((request, response) => {
      if (request.url !== '/api/public/header') return false;
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>Store</title>');
      return true;
    });
    const error = await client()
      .public.getHeader()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: 'The API answered with something other than JSON.' });
  });

  it('validates answers against the contract when asked to', async () => {
    server.use((request, response) => {
      if (request.url.startsWith('/api/user/cart/all')) json(response, 200, emptyCart);
      else if (request.url.startsWith('/api/user/cart/update/')) json(response, 200, { data: { items: [] } });
      else return false;
      return true;
    });
    const api = client({ validateResponse });
    await expect(api.cart.get()).resolves.toEqual(emptyCart);
    await expect(api.cart.increase({ params: { id: 1 } })).rejects.toThrow(/cart_items/);
  });
});
