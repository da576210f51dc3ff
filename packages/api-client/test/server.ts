// A real HTTP server on loopback for the client tests: it records what arrives and answers like the
// API would (CSRF cookie, JSON envelopes, 401/419/422/500, multipart parsing).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | boolean | Promise<void | boolean>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Handlers tried before the defaults; one returning `false` passes the request on. */
  use(handler: Handler): void;
  close(): Promise<void>;
}

export const XSRF_TOKEN = 'tok+en/with=chars';

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function cookieValue(request: RecordedRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Parses a multipart body the way a server framework would. */
export async function readForm(request: RecordedRequest): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  return new Response(new Uint8Array(request.body), { headers: { 'Content-Type': contentType } }).formData();
}

export async function startServer(options: { exposeTokenHeader?: boolean } = {}): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const handlers: Handler[] = [];

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      void handle(request, response);
    });
  });

  const handle = async (request: RecordedRequest, response: ServerResponse) => {
    for (const handler of handlers) if ((await handler(request, response)) !== false) return;
    const path = request.url.split('?')[0];
    if (path === '/sanctum/csrf-cookie') {
      const headers: Record<string, string> = {
        'Set-Cookie': `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; Path=/; SameSite=Lax`,
      };
      if (options.exposeTokenHeader) headers['X-XSRF-TOKEN'] = XSRF_TOKEN;
      response.writeHead(204, headers);
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const token = request.headers['x-xsrf-token'];
      if (token !== XSRF_TOKEN) {
        json(response, 419, { message: 'CSRF token mismatch.' });
        return;
      }
    }
    // Default: echo what arrived inside the envelope.
    json(response, 200, {
      data: { method: request.method, url: request.url, body: request.body.toString('utf8') },
      message: 'echo',
    });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    use: (handler) => handlers.push(handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
