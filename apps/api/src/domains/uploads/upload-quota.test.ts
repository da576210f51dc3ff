/**
 * The storage quota under concurrency (issue 41, item 5): a session reserves its declared size when it
 * opens, a direct upload while it is stored; simultaneous opens or uploads never take the author past
 * SELLER_STORAGE_QUOTA_MB, and a reservation is released when its session is aborted, fails its
 * check, goes stale or completes (its file counting instead). With DATABASE_URL the requests run at
 * once on the PostgreSQL server's pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { authorStorageBytes } from '../selling/selling.queries.ts';
import { purgeExpiredReservations, reservedStorageBytes } from '../selling/storage-quota.ts';
import { abortStaleUploads } from './uploads.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestClient, type TestServer } from '../../../test/helpers.ts';
import {
  mp3Bytes,
  sellerClient,
  seedPriceLevels,
  upload,
  type Envelope,
} from '../../../test/selling-support.ts';

const QUOTA = 1024 * 1024; // SELLER_STORAGE_QUOTA_MB=1
const PART_SIZE = 64 * 1024;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { SELLER_STORAGE_QUOTA_MB: '1', UPLOAD_PART_SIZE: String(PART_SIZE), UPLOAD_STALE_HOURS: '24' },
  });
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db, ['ng']);
});
afterAll(() => server.close());

interface Session {
  id: string;
  part_count: number;
  status: string;
}

async function author(): Promise<{ user: User; client: TestClient; book: string }> {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  const client = await sellerClient(server, user);
  const res = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
    title: 'Quota Tales',
    type: 'audiobook',
  });
  expect(res.status).toBe(201);
  return { user, client, book: res.body.data.uid };
}

const open = (client: TestClient, book: string, size: number) =>
  client.post<Envelope<Session>>('/api/user/uploads', {
    purpose: 'audiobook_track',
    book_uid: book,
    title: 'Chapter',
    file_name: 'chapter.mp3',
    size,
    type: 'audio/mpeg',
  });

const reserved = (user: User) => reservedStorageBytes(server.db, user.id, server.deps.clock());

/** Sends every part of `file` to an open session and completes it (the check queued, not yet run). */
async function sendAndComplete(client: TestClient, session: Session, file: Uint8Array): Promise<void> {
  const parts: { part_number: number; etag: string }[] = [];
  for (let n = 1; n <= session.part_count; n++) {
    const signed = await client.post<Envelope<{ url: string }>>(`/api/user/uploads/${session.id}/sign_part`, {
      part_number: n,
    });
    const res = await fetch(server.url + signed.body.data.url, {
      method: 'PUT',
      body: file.subarray((n - 1) * PART_SIZE, n * PART_SIZE),
    });
    expect(res.status).toBe(200);
    parts.push({ part_number: n, etag: (res.headers.get('etag') ?? '').replace(/"/g, '') });
  }
  const done = await client.post(`/api/user/uploads/${session.id}/complete`, { parts });
  expect(done.status).toBe(202);
}

describe('simultaneous uploads', () => {
  it('open at most as many sessions as the quota holds', async () => {
    const { user, client, book } = await author();
    const size = 400_000; // two fit in 1 MiB, three do not
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(client, book, size)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.errors?.size?.[0]).toMatch(/^Your storage is full: .*for uploads under way/);
    }
    expect(await reserved(user)).toBe(2 * size);
    expect(await reserved(user)).toBeLessThanOrEqual(QUOTA);
  });

  it('store at most as many direct uploads as the quota holds, and hold nothing once answered', async () => {
    const { user, client, book } = await author();
    const file = mp3Bytes(25); // 400,010 bytes
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.request('POST', `/api/user/selling/books/${book}/upload_audiobook_file`, {
          form: upload('file', file, 'audio/mpeg', `part-${i}.mp3`, { title: `Part ${i}` }),
        }),
      ),
    );
    const stored = answers.filter((a) => a.status === 201).length;
    expect(stored).toBe(2);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
    expect(await authorStorageBytes(server.db, user.id)).toBe(stored * file.length);
    expect(await reserved(user)).toBe(0);
  });
});

describe('a reservation is released', () => {
  it('when its session is aborted', async () => {
    const { user, client, book } = await author();
    const big = await open(client, book, 700_000);
    expect(big.status).toBe(201);
    expect((await open(client, book, 400_000)).status).toBe(422);
    expect((await client.request('DELETE', `/api/user/uploads/${big.body.data.id}`)).status).toBe(200);
    expect(await reserved(user)).toBe(0);
    expect((await open(client, book, 400_000)).status).toBe(201);
  });

  it('when its session goes stale (the hourly sweep)', async () => {
    const { user, client, book } = await author();
    expect((await open(client, book, 700_000)).status).toBe(201);
    server.setNow(new Date(Date.now() + 25 * 3_600_000));
    try {
      expect(await abortStaleUploads(server.deps)).toBeGreaterThanOrEqual(1);
      expect(await reserved(user)).toBe(0);
    } finally {
      server.setNow(null);
    }
    expect((await open(client, book, 700_000)).status).toBe(201);
  });

  it('when its file fails the check', async () => {
    const { user, client, book } = await author();
    const junk = new Uint8Array(150_000).fill(7);
    const session = await open(client, book, junk.length);
    expect(session.status).toBe(201);
    await sendAndComplete(client, session.body.data, junk);
    expect(await reserved(user)).toBe(junk.length); // held while the check waits
    await server.drain();
    const after = await client.get<Envelope<{ upload: Session }>>(
      `/api/user/uploads/${session.body.data.id}`,
    );
    expect(after.body.data.upload.status).toBe('failed');
    expect(await reserved(user)).toBe(0);
    expect(await authorStorageBytes(server.db, user.id)).toBe(0);
  });

  it('when its session completes, the stored file counting instead', async () => {
    const { user, client, book } = await author();
    const file = mp3Bytes(20);
    const session = await open(client, book, file.length);
    expect(session.status).toBe(201);
    await sendAndComplete(client, session.body.data, file);
    await server.drain();
    const after = await client.get<Envelope<{ upload: Session }>>(
      `/api/user/uploads/${session.body.data.id}`,
    );
    expect(after.body.data.upload.status).toBe('completed');
    expect(await reserved(user)).toBe(0);
    expect(await authorStorageBytes(server.db, user.id)).toBe(file.length);
    // The room left is the quota less the stored file: 800 kB more do not fit, exactly the rest does.
    expect((await open(client, book, 800_000)).status).toBe(422);
    expect((await open(client, book, QUOTA - file.length)).status).toBe(201);
  });

  it('when a direct upload died mid-way: its reservation stops counting at its expiry', async () => {
    const { user, client, book } = await author();
    const now = server.deps.clock();
    await server.db
      .insertInto('storage_reservations')
      .values({ author_id: user.id, bytes: 900_000, expires_at: new Date(now.getTime() + 60_000) })
      .execute();
    expect((await open(client, book, 400_000)).status).toBe(422);
    server.setNow(new Date(now.getTime() + 61_000));
    try {
      expect(await reserved(user)).toBe(0);
      expect((await open(client, book, 400_000)).status).toBe(201);
      expect(await purgeExpiredReservations(server.db, server.deps.clock())).toBeGreaterThanOrEqual(1);
    } finally {
      server.setNow(null);
    }
  });
});
