// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, createApiClient, type ApiClientOptions } from '../src';
import { validateResponse } from '../src/contract';
import { clientOf, requestPaths } from './client-support';
import { XSRF_TOKEN, json, readForm, startServer, type TestServer } from './server';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const client = (options: Partial<ApiClientOptions> = {}) => clientOf(server, options);
const paths = () => requestPaths(server);
const emptyCart = { data: { cart_items: [] }, message: 'Cart updated' };

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
