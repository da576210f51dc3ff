import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from './fixtures.ts';
import { createUser, startTestServer, type TestClient, type TestServer } from './helpers.ts';
import {
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  sellerClient,
  upload,
  type Envelope,
} from './selling-support.ts';

/**
 * A media file several rows name (the seed gives many books one cover, a demo file can back several
 * demos, an order keeps its books' covers) is removed only when the last of them lets go of it; the
 * tracks of an audiobook someone bought stay, as its buyers listen to them.
 */
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
  const author = await createUser(server.db, { author: true, country: 'ng' });
  client = await sellerClient(server, author);
});
afterAll(() => server.close());

const exists = (relativePath: string) => existsSync(server.deps.media.resolve(relativePath));

async function draft(title: string, type: 'audiobook' | 'ebook' = 'audiobook'): Promise<string> {
  const res = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', { title, type });
  expect(res.status).toBe(201);
  return res.body.data.uid;
}

async function addTrack(uid: string, title: string) {
  const res = await client.request<Envelope<{ file: { id: number } }>>(
    'POST',
    `/api/user/selling/books/${uid}/upload_audiobook_file`,
    { form: upload('file', mp3Bytes(2), 'audio/mpeg', 'track.mp3', { title }) },
  );
  expect(res.status).toBe(201);
  const row = await server.db
    .selectFrom('book_audio_files')
    .select(['id', 'file_path'])
    .where('id', '=', res.body.data.file.id)
    .executeTakeFirstOrThrow();
  return row;
}

describe('shared media', () => {
  it('keeps a cover another book still uses when one book is deleted', async () => {
    const one = await draft('First Light', 'ebook');
    const two = await draft('Second Light', 'ebook');
    const changed = await client.request('POST', `/api/user/selling/books/${one}/change_cover`, {
      form: upload('cover', pngBytes(), 'image/png', 'cover.png'),
    });
    expect(changed.status).toBe(200);
    const { cover_path: cover } = await server.db
      .selectFrom('books')
      .select('cover_path')
      .where('uid', '=', one)
      .executeTakeFirstOrThrow();
    if (!cover) throw new Error('no cover stored');
    // The second book uses the same file (as the seed's books share theirs).
    await server.db.updateTable('books').set({ cover_path: cover }).where('uid', '=', two).execute();

    expect((await client.delete(`/api/user/selling/books/${one}`)).status).toBeLessThan(300);
    expect(exists(cover)).toBe(true);
    expect((await client.delete(`/api/user/selling/books/${two}`)).status).toBeLessThan(300);
    expect(exists(cover)).toBe(false);
  });

  it('keeps a track file another audiobook shares when one removes its track', async () => {
    const one = await draft('The Shared Voice');
    const two = await draft('The Shared Voice, Again');
    const track = await addTrack(one, 'Chapter 1');
    const copy = await addTrack(two, 'Chapter 1');
    // Point the second book's track at the first one's file.
    await server.db
      .updateTable('book_audio_files')
      .set({ file_path: track.file_path })
      .where('id', '=', copy.id)
      .execute();
    const res = await client.post(`/api/user/selling/books/${one}/delete_audiobook_file`, {
      file_id: track.id,
    });
    expect(res.status).toBeLessThan(300);
    expect(exists(track.file_path)).toBe(true);
    const last = await client.post(`/api/user/selling/books/${two}/delete_audiobook_file`, {
      file_id: copy.id,
    });
    expect(last.status).toBeLessThan(300);
    expect(exists(track.file_path)).toBe(false);
  });

  it('refuses to remove a track of an audiobook that was bought, keeping the file for its buyers', async () => {
    const uid = await draft('Sold Out Loud');
    const track = await addTrack(uid, 'Chapter 1');
    await server.db.updateTable('books').set({ sales_count: 1 }).where('uid', '=', uid).execute();
    const res = await client.post<{ message: string }>(
      `/api/user/selling/books/${uid}/delete_audiobook_file`,
      {
        file_id: track.id,
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/bought.*buyers/);
    expect(exists(track.file_path)).toBe(true);
    const still = await server.db
      .selectFrom('book_audio_files')
      .select('id')
      .where('id', '=', track.id)
      .executeTakeFirst();
    expect(still).toBeDefined();
  });
});
