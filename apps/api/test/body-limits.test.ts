import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, MULTIPART_OVERHEAD } from '../src/http/body-limits.ts';
import { PROFILE_IMAGES } from '../src/media/upload-rules.ts';
import { seedCatalogue } from './fixtures.ts';
import { createUser, signedIn, startTestServer, type TestClient, type TestServer } from './helpers.ts';
import {
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  sellerClient,
  upload,
  type Envelope,
} from './selling-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  body: { message?: string };
}

/**
 * Sends `body` with Transfer-Encoding: chunked (no Content-Length) in 64 KB chunks, with the client's
 * cookies and CSRF header, and stops sending as soon as the server answers (a 413 before the end).
 */
function sendChunked(
  client: TestClient | null,
  pathname: string,
  body: Uint8Array,
  contentType: string,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'Content-Type': contentType, Accept: 'application/json' };
  if (client) {
    headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = client.cookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  }
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(`${server.url}${pathname}`, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as RawAnswer['body']) : {} });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = async () => {
      for (let offset = 0; offset < body.length && !answered; offset += 64 * 1024) {
        const ok = req.write(body.subarray(offset, offset + 64 * 1024));
        if (!ok) await new Promise<void>((done) => req.once('drain', done).once('close', done));
      }
      if (!answered) req.end();
    };
    void write();
  });
}

/** A form's bytes and content type (with its boundary), to send by hand. */
async function multipart(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

const bigJson = (bytes: number) => ({ email: 'someone@example.test', password: 'x'.repeat(bytes) });

const filesIn = (folder: string): string[] => {
  const dir = path.join(server.deps.media.root, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('JSON and form bodies', () => {
  it('answers 413 with a message past 1 MB, from Content-Length', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const res = await client.post<{ message: string }>('/user/auth/spa/login', bigJson(JSON_BODY_LIMIT));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large.*1 MB/);
  });

  it('answers 413 past 1 MB while a chunked body streams in, and passes a small chunked body on', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const big = new TextEncoder().encode(JSON.stringify(bigJson(2 * JSON_BODY_LIMIT)));
    const cut = await sendChunked(client, '/user/auth/spa/login', big, 'application/json');
    expect(cut.status).toBe(413);
    expect(cut.body.message).toMatch(/too large/);

    const small = new TextEncoder().encode(
      JSON.stringify({ email: 'nobody@example.test', password: 'wrong' }),
    );
    const read = await sendChunked(client, '/user/auth/spa/login', small, 'application/json');
    expect(read.status).toBe(422);
    expect(read.body.message).toMatch(/credentials/);
  });

  it('holds outside the contract too (a webhook, an unknown path)', async () => {
    const big = new Uint8Array(JSON_BODY_LIMIT + 1);
    const res = await fetch(`${server.url}/api/webhooks/paystack`, { method: 'POST', body: big });
    expect(res.status).toBe(413);
    const chunked = await sendChunked(
      null,
      '/api/nowhere',
      new Uint8Array(2 * JSON_BODY_LIMIT),
      'text/plain',
    );
    expect(chunked.status).toBe(413);
  });
});

describe('uploads', () => {
  const avatarMax = PROFILE_IMAGES.avatar.maxBytes;

  it('take files up to their documented maximum, larger than a JSON body', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const atMax = pngBytes(avatarMax - pngBytes().length);
    expect(atMax.length).toBe(avatarMax);
    const res = await client.request('POST', '/api/user/account/change_avatar', {
      form: upload('avatar', atMax, 'image/png', 'me.png'),
    });
    expect(res.status).toBe(200);
  });

  it('answer 413 past the maximum, from Content-Length and while streaming, leaving no file', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const before = filesIn('avatars');
    const tooBig = upload('avatar', pngBytes(avatarMax + MULTIPART_OVERHEAD), 'image/png', 'me.png');
    const res = await client.request<{ message: string }>('POST', '/api/user/account/change_avatar', {
      form: tooBig,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large.*2 MB/);

    const { bytes, type } = await multipart(tooBig);
    const streamed = await sendChunked(client, '/api/user/account/change_avatar', bytes, type);
    expect(streamed.status).toBe(413);
    expect(filesIn('avatars')).toEqual(before);
  });

  it('leave no file behind when the database refuses the row', async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const client = await sellerClient(server, author);
    const draft = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
      title: 'Voices of the Delta',
      type: 'audiobook',
    });
    expect(draft.status).toBe(201);
    const url = `/api/user/selling/books/${draft.body.data.uid}/upload_audiobook_file`;
    // A 2 MB track: past the JSON limit, within the audio one.
    const ok = await client.request('POST', url, {
      form: upload('file', mp3Bytes(125), 'audio/mpeg', 'one.mp3', { title: 'Chapter 1' }),
    });
    expect(ok.status).toBe(201);
    const kept = filesIn('tracks');
    expect(kept).toHaveLength(1);
    // A position past the integer column: the insert fails after the file was written.
    const refused = await client.request('POST', url, {
      form: upload('file', mp3Bytes(1), 'audio/mpeg', 'two.mp3', {
        title: 'Chapter 2',
        position: '2147483648',
      }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(filesIn('tracks')).toEqual(kept);
  });
});
