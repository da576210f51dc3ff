// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../src';
import { json, readForm, startServer, type TestServer } from './server';

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

class Target {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: Parameters<Listener>[0] = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A stand-in for the browser's XMLHttpRequest: reports the body sent in two halves, then sends it. */
class FakeXhr extends Target {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders = '';
  upload = new Target();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.emit('abort');
  }
  send(body: FormData | null) {
    FakeXhr.sent.push(this);
    this.upload.emit('progress', { lengthComputable: true, loaded: 50, total: 100 });
    this.upload.emit('progress', { lengthComputable: true, loaded: 100, total: 100 });
    this.upload.emit('load');
    void fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.responseHeaders = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n');
        this.emit('load');
      },
      () => this.emit('error'),
    );
  }
}

let server: TestServer;
beforeEach(async () => {
  server = await startServer({ exposeTokenHeader: true });
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const cover = () => new File([new Uint8Array(2048)], 'cover.png', { type: 'image/png' });

describe('upload progress', () => {
  it('sends an upload through XMLHttpRequest, reporting progress, with the CSRF token and credentials', async () => {
    const api = createApiClient({ baseUrl: server.url });
    const progress: number[] = [];
    const answer = await api.selling.changeCover({
      params: { uid: 'B1' },
      body: { cover: cover() },
      onUploadProgress: (percent) => progress.push(percent),
    });
    expect(progress).toEqual([0, 50, 100, 100]);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`${server.url}/api/user/selling/books/B1/change_cover`);
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.headers['x-xsrf-token']).toBeTruthy();
    // The browser sets the multipart boundary: the client must not.
    expect(xhr?.headers['content-type']).toBeUndefined();
    const uploaded = server.requests.find((r) => r.url.endsWith('/change_cover'));
    if (!uploaded) throw new Error('The upload did not arrive');
    const form = await readForm(uploaded);
    expect((form.get('cover') as File).size).toBe(2048);
    expect(answer).toMatchObject({ message: 'echo' });
  });

  it('turns an error answer of an upload into an ApiError with its field errors', async () => {
    server.use((request, response) => {
      if (!request.url.endsWith('/upload_ebook_file')) return false;
      json(response, 422, {
        message: 'The file is not an EPUB.',
        errors: { file: ['The file is not an EPUB.'] },
      });
    });
    const api = createApiClient({ baseUrl: server.url });
    const failure = api.selling.uploadEbookFile({
      params: { uid: 'B1' },
      body: { file: new File(['%PDF'], 'book.epub', { type: 'application/epub+zip' }) },
      onUploadProgress: () => undefined,
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      fieldErrors: { file: ['The file is not an EPUB.'] },
    });
  });

  it('uses fetch, not XMLHttpRequest, without a progress callback or with a custom fetch', async () => {
    const api = createApiClient({ baseUrl: server.url });
    await api.selling.changeCover({ params: { uid: 'B1' }, body: { cover: cover() } });
    const custom = createApiClient({ baseUrl: server.url, fetch: (request) => fetch(request) });
    const progress: number[] = [];
    await custom.selling.changeCover({
      params: { uid: 'B1' },
      body: { cover: cover() },
      onUploadProgress: (percent) => progress.push(percent),
    });
    expect(FakeXhr.sent).toHaveLength(0);
    expect(progress).toEqual([100]);
  });
});
