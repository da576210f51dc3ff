/** A book's verification, publication (or review) and deletion. */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { approveInReview } from '../../../test/admin-support.ts';
import {
  epubBytes,
  insertCompletedSale,
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  upload,
  type Envelope,
  type Money,
} from '../../../test/selling-support.ts';
import {
  draft,
  longDescription,
  newAuthor,
  type SellerBookBody,
} from '../../../test/selling-books-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

const author = () => newAuthor(server);

describe('seller books: verification, publication and deletion', () => {
  it('lists what is missing, refuses to publish until complete, then publishes with activities', async () => {
    const { client } = await author();
    const book = await draft(client, 'ebook', 'The Tide Clock');
    const base = `/api/user/selling/books/${book.uid}`;
    const before = await client.get<Envelope<{ ready: boolean; missing: { step: string; field: string }[] }>>(
      `${base}/verify_book_info`,
    );
    expect(before.body.data.ready).toBe(false);
    expect(before.body.data.missing.map((m) => m.field)).toEqual([
      'description',
      'category_uid',
      'publication_date',
      'price',
      'contributors',
      'cover',
      'file',
    ]);
    const refused = await client.get<Envelope<null>>(`${base}/publish`);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toContain('cover');

    await client.request('PATCH', `${base}/basic_info`, {
      json: {
        title: 'The Tide Clock',
        description: longDescription,
        category_uid: 'cat-fiction',
        language: 'English',
      },
    });
    await client.post(`${base}/advance_info`, {
      publication_date: '2025-05-01',
      price: 2500,
      currency_code: 'NGN',
    });
    await client.post(`${base}/attach_contributor`, { name: 'Ada Obi', role: 'author' });
    await client.request('POST', `${base}/change_cover`, {
      form: upload('cover', pngBytes(), 'image/png', 'c.png'),
    });
    await client.request('POST', `${base}/upload_ebook_file`, {
      form: upload('file', epubBytes('The Tide Clock'), 'application/epub+zip', 'tide-clock.epub'),
    });
    const after = await client.get<Envelope<{ ready: boolean; missing: unknown[] }>>(
      `${base}/verify_book_info`,
    );
    expect(after.body.data).toEqual({ ready: true, missing: [] });

    // Issue 28: Publish sends a new author's book to review; an operator approves it (test setup).
    const submitted = await client.get<Envelope<SellerBookBody>>(`${base}/publish`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('in_review');
    expect(submitted.body.data.steps.publish).toBe(true);
    await approveInReview(server, book.uid);
    const again = await client.get<Envelope<SellerBookBody>>(`${base}/publish`);
    expect(again.body.data.status).toBe('published');
    expect(again.body.message).toMatch(/already published/);

    const activities = await client.get<Envelope<{ action: string; book_uid: string }[]>>(
      `${base}/activities`,
    );
    const actions = activities.body.data.map((a) => a.action);
    expect(actions.filter((a) => a === 'published')).toHaveLength(1);
    expect(actions).toEqual(
      expect.arrayContaining(['created', 'updated', 'cover_changed', 'submitted', 'published']),
    );
    expect(activities.body.data.every((a) => a.book_uid === book.uid)).toBe(true);

    // Published means on sale: the public catalogue has it at the price the author set.
    const publicBook = await new TestClient(server.url).get<Envelope<{ price: Money }>>(
      `/api/public/books/${book.uid}?country=ng`,
    );
    expect(publicBook.status).toBe(200);
    expect(publicBook.body.data.price.amount).toBe(2500);
  });

  it('asks audiobooks for audio and print books for print details', async () => {
    const { client } = await author();
    const audio = await draft(client, 'audiobook');
    const print = await draft(client, 'printbook');
    const missing = async (uid: string) =>
      (
        await client.get<Envelope<{ missing: { step: string; field: string }[] }>>(
          `/api/user/selling/books/${uid}/verify_book_info`,
        )
      ).body.data.missing;
    expect(await missing(audio.uid)).toContainEqual(
      expect.objectContaining({ step: 'cover', field: 'audio_files' }),
    );
    expect(await missing(print.uid)).toContainEqual(
      expect.objectContaining({ step: 'printbook', field: 'print' }),
    );
  });

  it('deletes an unsold book with its files, but never a sold one', async () => {
    const { user, client } = await author();
    const book = await draft(client, 'audiobook');
    const up = await client.request<Envelope<{ file: { id: number } }>>(
      'POST',
      `/api/user/selling/books/${book.uid}/upload_audiobook_file`,
      { form: upload('file', mp3Bytes(1), 'audio/mpeg', 'a.mp3', { title: 'Intro' }) },
    );
    const track = await server.db
      .selectFrom('book_audio_files')
      .select('file_path')
      .where('id', '=', up.body.data.file.id)
      .executeTakeFirstOrThrow();
    expect((await client.delete(`/api/user/selling/books/${book.uid}`, { csrf: false })).status).toBe(419);
    const res = await client.delete<Envelope<null>>(`/api/user/selling/books/${book.uid}`);
    expect(res.status).toBe(200);
    expect((await client.get(`/api/user/selling/books/${book.uid}`)).status).toBe(404);
    expect(existsSync(server.deps.media.resolve(track.file_path))).toBe(false);

    const sold = await draft(client);
    const buyer = await createUser(server.db);
    await insertCompletedSale(server.db, {
      orderUid: 'ORD-SOLD-1',
      buyerId: buyer.id,
      sellerId: user.id,
      bookUid: sold.uid,
    });
    const refused = await client.delete(`/api/user/selling/books/${sold.uid}`);
    expect(refused.status).toBe(422);
    expect((await client.get(`/api/user/selling/books/${sold.uid}`)).status).toBe(200);
  });
});
