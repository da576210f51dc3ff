// @vitest-environment node
import { createServer, type IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerClicksMiddleware } from './partnerClicks';

// A stand-in for the API: it answers every address with a 404 and, for a ref, the attribution cookie.
let api: Server;
let target: string;
const asked: { url: string; userAgent: string | undefined }[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
    if (request.url?.includes('ref=GOODCODE'))
      response.setHeader('Set-Cookie', 'bookstore_ref=signed; Path=/');
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

async function through(url: string, accept = 'text/html,application/xhtml+xml') {
  // What the middleware reads of a request, and what a response needs of one to be made.
  const request = {
    url,
    method: 'GET',
    httpVersionMajor: 1,
    httpVersionMinor: 1,
    headers: { accept, 'user-agent': 'Walker/1.0' },
  } as unknown as IncomingMessage;
  const response = new ServerResponse(request);
  let nextCalled = false;
  await partnerClicksMiddleware(target, ['/api', '/media'])(request, response, () => {
    nextCalled = true;
  });
  return { cookie: response.getHeader('set-cookie'), nextCalled };
}

describe('partner clicks under the dev server', () => {
  it('records a page’s ref at the API and passes its cookie on to the page', async () => {
    asked.length = 0;
    const { cookie, nextCalled } = await through('/books/ABC?ref=GOODCODE&ref_src=link');
    expect(nextCalled).toBe(true);
    expect(cookie).toEqual(['bookstore_ref=signed; Path=/']);
    expect(asked).toEqual([{ url: '/books/ABC?ref=GOODCODE&ref_src=link', userAgent: 'Walker/1.0' }]);
  });

  it('sets nothing for an unknown code, and never asks for the API’s paths, assets or pages without a ref', async () => {
    asked.length = 0;
    expect((await through('/books/ABC?ref=UNKNOWN1')).cookie).toBeUndefined();
    expect(asked).toHaveLength(1);
    asked.length = 0;
    for (const url of ['/api/public/books?ref=GOODCODE', '/media/x.svg?ref=GOODCODE', '/books/ABC']) {
      const { cookie, nextCalled } = await through(url);
      expect(nextCalled).toBe(true);
      expect(cookie).toBeUndefined();
    }
    // A module or an image asked for with a ref in its address is not a page.
    expect((await through('/src/main.tsx?ref=GOODCODE', '*/*')).cookie).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
