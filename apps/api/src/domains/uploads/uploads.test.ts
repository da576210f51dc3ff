import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUpload } from './upload-checks.ts';
import { abortStaleUploads } from './uploads.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestClient, type TestServer } from '../../../test/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../../test/s3-support.ts';
import {
  epubBytes,
  mp3Bytes,
  sellerClient,
  seedPriceLevels,
  type Envelope,
} from '../../../test/selling-support.ts';

// Uploads in parts on both media drivers: the same calls, parts PUT to the URLs the API signs (its
// own part URL on the local driver, the bucket's presigned UploadPart on s3rver).

interface Session {
  id: string;
  part_size: number;
  part_count: number;
  status: string;
  failure: { message: string; errors: Record<string, string[]> } | null;
}
interface Part {
  part_number: number;
  etag: string;
}
interface Completed {
  purpose: string;
  upload: Session;
  book: {
    uid: string;
    audio_files: { id: number; title: string; duration_seconds: number; size_bytes: number }[];
  };
  file: { id: number; title: string; duration_seconds: number };
}

const PART_SIZE = 64 * 1024;

async function draft(client: TestClient, type: string): Promise<string> {
  const res = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
    title: `A ${type}`,
    type,
  });
  expect(res.status).toBe(201);
  return res.body.data.uid;
}

async function sign(client: TestClient, id: string, n: number): Promise<string> {
  const res = await client.post<Envelope<{ url: string; size_bytes: number }>>(
    `/api/user/uploads/${id}/sign_part`,
    {
      part_number: n,
    },
  );
  expect(res.status).toBe(200);
  return res.body.data.url;
}

/** PUTs bytes to a signed part URL as a browser does: no cookies, the raw part as the body. */
async function put(server: TestServer, url: string, bytes: Uint8Array): Promise<Response> {
  return fetch(url.startsWith('/') ? server.url + url : url, { method: 'PUT', body: bytes });
}

const slice = (file: Uint8Array, n: number) => file.subarray((n - 1) * PART_SIZE, n * PART_SIZE);

interface Checked {
  upload: Session;
  parts: Part[];
  result: Completed | null;
}

/** Completes a session (202, `checking`), runs the queued check as a worker would, and reads the session. */
async function completeAndCheck(
  server: TestServer,
  client: TestClient,
  id: string,
  parts: Part[],
): Promise<{ status: number; body: Envelope<Checked> }> {
  const completed = await client.post<Envelope<Session>>(`/api/user/uploads/${id}/complete`, { parts });
  expect(completed.status).toBe(202);
  expect(completed.body.data.status).toBe('checking');
  expect(completed.body.message).toBe('Checking the file…');
  const waiting = await client.get<Envelope<Checked>>(`/api/user/uploads/${id}`);
  expect(waiting.body.data).toMatchObject({ upload: { status: 'checking' }, result: null });
  expect(await server.drain()).toBeGreaterThan(0);
  return client.get<Envelope<Checked>>(`/api/user/uploads/${id}`);
}

describe.each(['local', 's3'] as const)('uploads in parts on the %s driver', (driver) => {
  let s3: LocalS3 | undefined;
  let server: TestServer;
  let author: TestClient;
  let other: TestClient;
  let bookUid: string;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startLocalS3() : undefined;
    server = await startTestServer({ env: { UPLOAD_PART_SIZE: String(PART_SIZE), ...s3?.env } });
    await seedCatalogue(server.db);
    await seedPriceLevels(server.db, ['ng']);
    author = await sellerClient(server, await createUser(server.db, { author: true, country: 'ng' }));
    other = await sellerClient(server, await createUser(server.db, { author: true, country: 'ng' }));
    bookUid = await draft(author, 'audiobook');
  });
  afterAll(async () => {
    await server.close();
    await s3?.stop();
  });

  it('refuses a session that breaks the rules with 422s on its fields', async () => {
    const base = { purpose: 'audiobook_track', book_uid: bookUid, title: 'One', file_name: 'a.mp3' };
    const refused = await author.post<Envelope<null>>('/api/user/uploads', {
      ...base,
      size: 4096 * 1024 * 1024 + 1,
      type: 'video/mp4',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.size).toEqual(['The audio file may not be greater than 4 GB.']);
    expect(refused.body.errors?.type).toEqual(['The audio file must be an MP3, M4A or M4B file.']);
    const ebook = await draft(author, 'ebook');
    const wrongBook = await author.post<Envelope<null>>('/api/user/uploads', {
      ...base,
      book_uid: ebook,
      size: 10,
      type: 'audio/mpeg',
    });
    expect(wrongBook.status).toBe(422);
    expect(wrongBook.body.errors?.book_uid).toEqual(['Audio files can only be added to audiobooks.']);
    const demo = await author.post('/api/user/uploads', {
      purpose: 'voiceover_demo',
      title: 'Warm',
      file_name: 'demo.mp3',
      size: 10,
      type: 'audio/mpeg',
    });
    expect(demo.status).toBe(403);
  });

  it('uploads a track in parts (one failing once), resumes from the parts list, checks and attaches it', async () => {
    const file = mp3Bytes(10);
    const created = await author.post<Envelope<Session>>('/api/user/uploads', {
      purpose: 'audiobook_track',
      book_uid: bookUid,
      title: 'Chapter One',
      file_name: 'chapter-one.mp3',
      size: file.length,
      type: 'audio/mpeg',
    });
    expect(created.status).toBe(201);
    const session = created.body.data;
    expect(session).toMatchObject({ part_size: PART_SIZE, part_count: 3, status: 'open' });

    // Another user learns nothing of it.
    for (const [method, suffix, json] of [
      ['GET', '', undefined],
      ['POST', '/sign_part', { part_number: 1 }],
      ['POST', '/complete', { parts: [{ part_number: 1, etag: 'x' }] }],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await other.request(method, `/api/user/uploads/${session.id}${suffix}`, { json });
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }

    expect((await put(server, await sign(author, session.id, 1), slice(file, 1))).status).toBe(200);
    // Part 2's first PUT fails (its URL tampered with, as a dropped or refused request would); the
    // retry with a fresh URL goes through.
    const tampered = new URL(await sign(author, session.id, 2), server.url);
    const signature = tampered.searchParams.get('signature');
    if (signature)
      tampered.searchParams.set(
        'signature',
        `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      );
    // s3rver does not check SigV4 signatures, only the key they name.
    else
      tampered.searchParams.set(
        'X-Amz-Credential',
        (tampered.searchParams.get('X-Amz-Credential') ?? '').replace('S3RVER', 'NOBODY'),
      );
    expect((await put(server, tampered.href, slice(file, 2))).status).toBe(403);
    expect((await put(server, await sign(author, session.id, 2), slice(file, 2))).status).toBe(200);

    // The client lost what it knew (a reload): the API says which parts the store holds.
    const listed = await author.get<Envelope<{ upload: Session; parts: Part[] }>>(
      `/api/user/uploads/${session.id}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.parts.map((p) => p.part_number)).toEqual([1, 2]);
    const early = await author.post<Envelope<null>>(`/api/user/uploads/${session.id}/complete`, {
      parts: listed.body.data.parts,
    });
    expect(early.status).toBe(422);
    expect(early.body.errors?.parts?.[0]).toMatch(/^Parts not received whole: 3\./);

    const last = await put(server, await sign(author, session.id, 3), slice(file, 3));
    expect(last.status).toBe(200);
    const etag = (last.headers.get('etag') ?? '').replace(/"/g, '');
    const parts = [
      ...listed.body.data.parts.map(({ part_number, etag }) => ({ part_number, etag })),
      { part_number: 3, etag },
    ];
    const done = await completeAndCheck(server, author, session.id, parts);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('The audio file has been uploaded.');
    expect(done.body.data.result).toMatchObject({
      purpose: 'audiobook_track',
      upload: { status: 'completed', failure: null },
      file: { title: 'Chapter One', duration_seconds: 10 },
    });
    expect(done.body.data.result?.book.audio_files).toHaveLength(1);
    // A second run of the check (at least once) attaches nothing twice.
    const row = await server.db
      .selectFrom('uploads')
      .select('id')
      .where('uid', '=', session.id)
      .executeTakeFirstOrThrow();
    await checkUpload(server.deps, { upload_id: row.id }, { attempts: 2, max_attempts: 5 });

    const track = await server.db
      .selectFrom('book_audio_files as t')
      .innerJoin('books as b', 'b.id', 't.book_id')
      .select(['t.file_path', 't.size_bytes'])
      .where('b.uid', '=', bookUid)
      .execute();
    expect(track).toHaveLength(1);
    const { file_path, size_bytes } = track[0] ?? { file_path: '', size_bytes: 0 };
    expect(file_path).toMatch(/^tracks\/[0-9a-f]{24}\.mp3$/);
    expect(Number(size_bytes)).toBe(file.length);
    const stored = await server.deps.media.store.readRange(file_path, 0, file.length);
    expect(Buffer.from(stored).equals(Buffer.from(file))).toBe(true);
    if (driver === 'local') {
      expect(readFileSync(path.join(server.config.dataDir, 'media', file_path)).length).toBe(file.length);
    }

    // Done once: no more parts, no second complete.
    const again = await author.post<Envelope<null>>(`/api/user/uploads/${session.id}/sign_part`, {
      part_number: 1,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.part_number).toEqual([
      'This upload is already complete: start a new one to send the file again.',
    ]);
  });

  it('refuses a file that fails its check after completion, and cancels and expires open sessions', async () => {
    const ebook = await draft(author, 'ebook');
    const notEpub = new Uint8Array(1000).fill(7);
    const bad = await author.post<Envelope<Session>>('/api/user/uploads', {
      purpose: 'ebook_file',
      book_uid: ebook,
      file_name: 'book.epub',
      size: notEpub.length,
      type: 'application/epub+zip',
    });
    expect(bad.status).toBe(201);
    const res = await put(server, await sign(author, bad.body.data.id, 1), notEpub);
    const etag = (res.headers.get('etag') ?? '').replace(/"/g, '');
    const failed = await completeAndCheck(server, author, bad.body.data.id, [{ part_number: 1, etag }]);
    expect(failed.body.data).toMatchObject({ upload: { status: 'failed' }, result: null });
    const failure = failed.body.data.upload.failure;
    expect(failure?.errors.file?.[0]).toMatch(/EPUB/);
    expect(failed.body.message).toBe(failure?.message);
    // The refused file is removed from the store.
    const key = await server.db
      .selectFrom('uploads')
      .select('object_key')
      .where('uid', '=', bad.body.data.id)
      .executeTakeFirstOrThrow();
    expect(await server.deps.media.store.head(key.object_key)).toBeNull();

    const epub = epubBytes('Parts');
    const open = async () =>
      (
        await author.post<Envelope<Session>>('/api/user/uploads', {
          purpose: 'ebook_file',
          book_uid: ebook,
          file_name: 'book.epub',
          size: epub.length,
          type: 'application/epub+zip',
        })
      ).body.data;
    const cancelled = await open();
    expect((await put(server, await sign(author, cancelled.id, 1), epub)).status).toBe(200);
    expect((await author.delete(`/api/user/uploads/${cancelled.id}`)).status).toBe(200);
    const gone = await author.get<Envelope<{ upload: Session; parts: Part[] }>>(
      `/api/user/uploads/${cancelled.id}`,
    );
    expect(gone.body.data).toMatchObject({ upload: { status: 'aborted' }, parts: [] });
    if (driver === 'local') {
      expect(existsSync(path.join(server.config.dataDir, 'media/.uploads/multipart'))).toBe(true);
    }

    // The schedule aborts sessions untouched for a day.
    const stale = await open();
    server.setNow(new Date(Date.now() + 25 * 3_600_000));
    try {
      expect(await abortStaleUploads(server.deps)).toBe(1);
    } finally {
      server.setNow(null);
    }
    const expired = await author.get<Envelope<{ upload: Session }>>(`/api/user/uploads/${stale.id}`);
    expect(expired.body.data.upload.status).toBe('aborted');
  });
});
