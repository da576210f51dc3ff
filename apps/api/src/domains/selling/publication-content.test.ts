/** What publication needs of a book's content (an ebook's EPUB, an audiobook's audio) and audio durations. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioSeconds } from '../media/selling-media.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import {
  createUser,
  signedIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/helpers.ts';
import { approveInReview } from '../../../test/admin-support.ts';
import {
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  settleTestPayment,
  upload,
  type Envelope,
} from '../../../test/selling-support.ts';
import {
  draft,
  fixtureDir,
  newAuthor,
  sendEpub,
  smallest,
  type Missing,
  type SellerBookBody,
} from '../../../test/ebook-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

const author = () => newAuthor(server);

describe('an ebook needs its EPUB, an audiobook its audio, before publication', () => {
  const longDescription =
    'A family of ferry keepers on the Niger learns what the river remembers when the dam upstream opens.';

  async function completeExceptContent(client: TestClient, type: string, title: string) {
    const book = await draft(client, type, title);
    const base = `/api/user/selling/books/${book.uid}`;
    await client.request('PATCH', `${base}/basic_info`, {
      json: { title, description: longDescription, category_uid: 'cat-fiction', language: 'English' },
    });
    await client.post(`${base}/advance_info`, {
      publication_date: '2025-05-01',
      price: 2500,
      currency_code: 'NGN',
    });
    await client.post(`${base}/attach_contributor`, { name: 'Ada Obi', role: 'author' });
    const cover = await client.request<Envelope<SellerBookBody>>('POST', `${base}/change_cover`, {
      form: upload('cover', pngBytes(), 'image/png', 'c.png'),
    });
    return { book: cover.body.data, base };
  }

  it('lists the missing EPUB on the cover step, refuses to publish, then publishes; the buyer downloads it', async () => {
    const client = await author();
    const { book, base } = await completeExceptContent(client, 'ebook', 'The Harbour Ledger');
    // The cover alone does not complete "Content and cover".
    expect(book.steps.cover).toBe(false);
    expect(book.ebook_file).toBeNull();
    const verify = await client.get<Envelope<{ ready: boolean; missing: Missing }>>(
      `${base}/verify_book_info`,
    );
    expect(verify.body.data).toEqual({
      ready: false,
      missing: [{ step: 'cover', field: 'file', message: 'Upload the EPUB file of the ebook.' }],
    });
    const refused = await client.get<Envelope<null>>(`${base}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: ['Upload the EPUB file of the ebook.'] });

    const name = smallest[0] ?? '';
    const bytes = new Uint8Array(readFileSync(path.join(fixtureDir, name)));
    const uploaded = await sendEpub(client, book.uid, bytes, name);
    expect(uploaded.body.data.steps.cover).toBe(true);
    expect((await client.get<Envelope<{ ready: boolean }>>(`${base}/verify_book_info`)).body.data.ready).toBe(
      true,
    );
    const submitted = await client.get<Envelope<SellerBookBody>>(`${base}/publish`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('in_review');
    // Issue 28: on sale once an operator approves it.
    await approveInReview(server, book.uid);

    // A buyer pays for it and downloads exactly the uploaded EPUB through the library's signed link.
    const buyer = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    expect(
      (await buyer.post('/api/user/cart/add?country=ng', { book_uid: book.uid, quantity: 1 })).status,
    ).toBe(200);
    const order = await buyer.post<Envelope<{ payment: { checkout_url: string } }>>('/api/user/orders', {
      country: 'ng',
    });
    expect(order.status).toBe(201);
    expect((await settleTestPayment(buyer, order.body.data.payment.checkout_url, 'pay')).status).toBe(303);
    const opened = await buyer.get<Envelope<{ access: { type: string; format: string; file_url: string } }>>(
      `/api/user/library/books/${book.uid}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data.access).toMatchObject({ type: 'ebook', format: 'epub' });
    const file = await fetch(server.url + opened.body.data.access.file_url);
    expect(file.status).toBe(200);
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(bytes));
  });

  it('asks an audiobook for a track on the cover step; the track completes it', async () => {
    const client = await author();
    const { book, base } = await completeExceptContent(client, 'audiobook', 'Voices of the Creek');
    expect(book.steps.cover).toBe(false);
    const verify = await client.get<Envelope<{ missing: Missing }>>(`${base}/verify_book_info`);
    expect(verify.body.data.missing).toEqual([
      { step: 'cover', field: 'audio_files', message: 'Upload at least one audio file.' },
    ]);
    expect((await client.get(`${base}/publish`)).status).toBe(422);
    const track = await client.request<Envelope<{ book: SellerBookBody }>>(
      'POST',
      `${base}/upload_audiobook_file`,
      {
        form: upload('file', mp3Bytes(2), 'audio/mpeg', 'one.mp3', { title: 'Chapter 1' }),
      },
    );
    expect(track.status).toBe(201);
    expect(track.body.data.book.steps.cover).toBe(true);
    expect((await client.get(`${base}/publish`)).status).toBe(200);
  });

  it('keeps seeded-style ebooks (a file but no upload record) complete, with the file shown', async () => {
    const client = await author();
    const { book, base } = await completeExceptContent(client, 'ebook', 'The Seeded Shelf');
    const publishedAt = new Date('2025-01-02T03:04:05Z');
    await server.db
      .updateTable('books')
      .set({
        file_path: 'seed/ebooks/x.epub',
        file_format: 'epub',
        file_size_bytes: 9000,
        published_at: publishedAt,
      })
      .where('uid', '=', book.uid)
      .execute();
    const res = await client.get<Envelope<SellerBookBody>>(base);
    expect(res.body.data.steps.cover).toBe(true);
    expect(res.body.data.ebook_file).toEqual({
      name: 'x.epub',
      format: 'epub',
      size_bytes: 9000,
      uploaded_at: publishedAt.toISOString(),
    });
  });
});

describe('audio durations', () => {
  /** An MP4 audio file: ftyp, then moov with an mvhd of `timescale` and `duration`. */
  function m4aBytes(timescale: number, duration: number): Uint8Array {
    const box = (type: string, body: Uint8Array) => {
      const out = new Uint8Array(8 + body.length);
      new DataView(out.buffer).setUint32(0, out.length);
      out.set(strToU8(type), 4);
      out.set(body, 8);
      return out;
    };
    const ftyp = box('ftyp', strToU8('M4A \0\0\0\0M4A mp42isom'));
    const mvhd = new Uint8Array(100);
    const view = new DataView(mvhd.buffer);
    view.setUint32(12, timescale); // version 0: flags, created, modified, then timescale and duration
    view.setUint32(16, duration);
    const moov = box('moov', box('mvhd', mvhd));
    const out = new Uint8Array(ftyp.length + moov.length + 2000);
    out.set(ftyp, 0);
    out.set(moov, ftyp.length);
    return out;
  }

  /** A LAME-style VBR MP3: a first frame whose Xing tag says 1,723 frames (45 s at 44.1 kHz). */
  function vbrMp3Bytes(frames: number): Uint8Array {
    const bytes = new Uint8Array(4000);
    bytes.set([0xff, 0xfb, 0x90, 0x44], 0); // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo
    const xing = 4 + 32;
    bytes.set(strToU8('Xing'), xing);
    new DataView(bytes.buffer).setUint32(xing + 4, 0x01);
    new DataView(bytes.buffer).setUint32(xing + 8, frames);
    return bytes;
  }

  it('reads the playing time of MP3 (constant and variable bitrate) and M4A files', () => {
    expect(audioSeconds(mp3Bytes(7))).toBe(7);
    expect(audioSeconds(vbrMp3Bytes(1723))).toBe(45);
    expect(audioSeconds(m4aBytes(44_100, 44_100 * 63))).toBe(63);
  });

  it('stores the duration of an uploaded M4A track on the track and the book', async () => {
    const client = await author();
    const book = await draft(client, 'audiobook', 'Longer Voices');
    const res = await client.request<Envelope<{ book: SellerBookBody; file: { duration_seconds: number } }>>(
      'POST',
      `/api/user/selling/books/${book.uid}/upload_audiobook_file`,
      { form: upload('file', m4aBytes(1000, 95_000), 'audio/mp4', 'ch.m4a', { title: 'Chapter 1' }) },
    );
    expect(res.status).toBe(201);
    expect(res.body.data.file.duration_seconds).toBe(95);
    expect(res.body.data.book.duration_seconds).toBe(95);
  });
});
