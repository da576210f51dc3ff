import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, truncate } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFile } from '../../media.ts';
import { MediaFiles } from '../../media/files.ts';
import { LocalMediaStore } from '../../media/local.ts';
import { audiobookRule } from '../../media/upload-rules.ts';
import { audioFileSeconds } from '../media/selling-media.ts';
import { addTrack } from '../selling/content-steps.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedPriceLevels, sellerClient, type Envelope } from '../../../test/selling-support.ts';

/**
 * Uploads stream to disk: the multipart body is read chunk by chunk into a temp file under the media
 * folder and renamed into place, so a track of hundreds of megabytes never sits in memory, and a
 * request that fails or is cut off leaves no file behind.
 */
let server: TestServer;
let client: TestClient;
let uploadUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
  const author = await createUser(server.db, { author: true, country: 'ng' });
  client = await sellerClient(server, author);
  const draft = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
    title: 'The Long Listen',
    type: 'audiobook',
  });
  expect(draft.status).toBe(201);
  uploadUrl = `/api/user/selling/books/${draft.body.data.uid}/upload_audiobook_file`;
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const BOUNDARY = '----h16bStreamedUploadBoundary';

/** An MPEG-1 Layer III frame header at 128 kbit/s after an empty ID3v2 tag (16,000 bytes a second). */
const MP3_HEAD = new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);

function files(folder: string): string[] {
  const dir = path.join(server.deps.media.root, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

interface StreamedUpload {
  req: ClientRequest;
  answer: Promise<{ status: number; body: string }>;
  /** Resolves once `bytes` of the file went out (or the server answered). */
  sent: Promise<void>;
}

/**
 * Sends a track of `fileBytes` as a chunked multipart body (no Content-Length), generated on the fly in
 * 1 MB chunks: the test never holds the file either. `stopAfter` stops writing after that many file
 * bytes without ending the request (an upload cut off by the client).
 */
function streamTrack(fileBytes: number, options: { stopAfter?: number } = {}): StreamedUpload {
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    Accept: 'application/json',
    Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'X-XSRF-TOKEN': decodeURIComponent(client.cookie('XSRF-TOKEN') ?? ''),
  };
  let answered = false;
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = httpRequest(`${server.url}${uploadUrl}`, { method: 'POST', headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  const write = async (chunk: Uint8Array | string) => {
    if (!req.write(chunk)) await new Promise<void>((done) => req.once('drain', done).once('close', done));
  };
  const chunk = new Uint8Array(MB).fill(0x55);
  const sent = (async () => {
    await write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nChapter one\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="long.mp3"\r\n` +
        'Content-Type: audio/mpeg\r\n\r\n',
    );
    await write(MP3_HEAD);
    const limit = Math.min(fileBytes, options.stopAfter ?? Infinity);
    for (let written = MP3_HEAD.length; written < limit && !answered && !req.destroyed;) {
      const size = Math.min(chunk.length, limit - written);
      await write(size === chunk.length ? chunk : chunk.subarray(0, size));
      written += size;
    }
    if (options.stopAfter === undefined && !answered) req.end(`\r\n--${BOUNDARY}--\r\n`);
  })();
  return { req, answer, sent };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('uploads stream to disk', () => {
  it('stores a 200 MB track sent without Content-Length, the process growing far less than the file', async () => {
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakBuffers = base.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 10);
    const size = 200 * MB;
    const upload = streamTrack(size);
    const res = await upload.answer;
    clearInterval(sampler);
    expect(res.status, res.body).toBe(201);
    const body = JSON.parse(res.body) as Envelope<{
      file: { duration_seconds: number; size_bytes?: number };
    }>;
    // 128 kbit/s: the duration comes from the size on disk, read without loading the file.
    expect(body.data.file.duration_seconds).toBe(Math.round((size - 10) / 16_000));
    const [stored] = files('tracks');
    expect(stored).toBeDefined();
    const { size: onDisk } = statSync(path.join(server.deps.media.root, 'tracks', stored ?? ''));
    expect(onDisk).toBe(size);
    // The old path held the body (200 MB, in a buffer grown to 256 MB), then the parsed form and the
    // file's bytes again. Streamed, what grows is chunks the garbage collector has not taken back yet
    // (tens of MB on a busy machine, depending on when it runs): far under the file, let alone 3 of it.
    expect(peakBuffers - base.arrayBuffers).toBeLessThan(96 * MB);
    expect(peakRss - base.rss).toBeLessThan(128 * MB);
    expect(files('.uploads')).toEqual([]);
  }, 60_000);

  it('leaves no file behind when the client cuts the upload off', async () => {
    const tracks = files('tracks');
    const upload = streamTrack(64 * MB, { stopAfter: 8 * MB });
    await upload.sent;
    // The server is writing the part to a temp file...
    await waitFor(() => files('.uploads').length === 1, 'the temp file');
    // ...which nobody can fetch while it is there (a private folder, like the sold files).
    const partial = await fetch(`${server.url}/media/.uploads/${files('.uploads')[0] ?? ''}`);
    expect(partial.status).toBe(404);
    upload.req.destroy();
    await upload.answer.catch(() => undefined);
    // ...and removes it once the request is gone.
    await waitFor(() => files('.uploads').length === 0, 'the temp file to go');
    expect(files('tracks')).toEqual(tracks);
  }, 30_000);

  it('answers 413 with a message when the declared length is past the limit, reading nothing', async () => {
    // Only the headers and two bytes go out: the answer comes from Content-Length alone.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}${uploadUrl}`,
        {
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
            'Content-Length': String(audiobookRule.maxBytes + 10 * MB),
            Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            'X-XSRF-TOKEN': decodeURIComponent(client.cookie('XSRF-TOKEN') ?? ''),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.write('--');
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large \(at most 4096 MB\)/);
    expect(files('.uploads')).toEqual([]);
  });
});

describe('file sizes are 64-bit', () => {
  it('keeps the size of a 5 GiB upload (Node’s own file Blob wraps it to 1 GiB) and stores it by rename', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'h16b-big-'));
    try {
      const media = new MediaFiles(new LocalMediaStore(path.join(dir, 'media'), 'http://media.test'));
      const temp = path.join(media.uploadTempDir, 'big.part');
      await media.write('.uploads/big.part', MP3_HEAD);
      const size = 5 * 1024 * MB; // sparse: no disk is used
      await truncate(temp, size);
      const file = new DiskFile(temp, size, 'long.mp3', 'audio/mpeg');
      expect(file.size).toBe(size);
      expect(file.size).toBeGreaterThan(2 ** 32);
      // The contract's own size check takes it (up to the track limit, which is past 2 GiB).
      expect(audiobookRule.maxBytes).toBeGreaterThan(2 * 1024 * MB);
      expect(await audioFileSeconds(file)).toBe(Math.round(((size - 10) * 8) / 128_000));
      const tail = await file.readRange(size - 4, size + 100);
      expect(tail.byteLength).toBe(4);
      const stored = await media.saveUpload(
        'file',
        file,
        { ...audiobookRule, maxBytes: 8 * 1024 * MB },
        'tracks',
      );
      expect(stored).toMatch(/^tracks\/[0-9a-f]+\.mp3$/);
      expect(file.path).toBe(media.resolve(stored));
      expect(statSync(media.resolve(stored)).size).toBe(size);
      expect(existsSync(temp)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes a small in-memory upload through a temp file, never a half-written one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'h16b-small-'));
    try {
      const media = new MediaFiles(new LocalMediaStore(path.join(dir, 'media'), 'http://media.test'));
      const file = new File([MP3_HEAD, new Uint8Array(1000)], 'a.mp3', { type: 'audio/mpeg' });
      const stored = await media.saveUpload('file', file, audiobookRule, 'tracks');
      expect(readdirSync(path.join(dir, 'media', 'tracks'))).toEqual([path.basename(stored)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stores and answers a 2.5 GiB track: 64-bit from the upload to the column and the contract', async () => {
    const book = await server.db
      .selectFrom('books')
      .selectAll()
      .where(
        'id',
        '=',
        (
          await server.db
            .selectFrom('books')
            .select('id')
            .where('title', '=', 'The Long Listen')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    const temp = path.join(server.deps.media.uploadTempDir, 'huge.part');
    await server.deps.media.write('.uploads/huge.part', MP3_HEAD);
    const size = 2.5 * 1024 * MB; // sparse: written without using the disk
    await truncate(temp, size);
    const file = new DiskFile(temp, size, 'huge.mp3', 'audio/mpeg');
    const id = await addTrack(server.deps, book, book.author_id, { title: 'The whole thing', file });
    const row = await server.db
      .selectFrom('book_audio_files')
      .select(['size_bytes', 'file_path'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.size_bytes).toBe(size);
    expect(statSync(server.deps.media.resolve(row.file_path)).size).toBe(size);
    // The seller's view of the book answers it (the contract's check runs on every answer in tests).
    const uid = book.uid;
    const seen = await client.get<
      Envelope<{ audio_files: { size_bytes: number }[]; file_size_bytes?: number }>
    >(`/api/user/selling/books/${uid}`);
    expect(seen.status, JSON.stringify(seen.body).slice(0, 300)).toBe(200);
    expect(seen.body.data.audio_files.map((f) => f.size_bytes)).toContain(size);
    await server.deps.media.remove(row.file_path);
  });
});
