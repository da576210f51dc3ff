/** The edit steps of a book's files: cover, print details, audio tracks and their order. */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';
import {
  epubBytes,
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  upload,
  type Envelope,
  type Money,
} from '../../../test/selling-support.ts';
import { draft, newAuthor, type SellerBookBody } from '../../../test/selling-books-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

const author = () => newAuthor(server);

describe('seller books: the edit steps', () => {
  it('uploads a cover image, checking its type and size', async () => {
    const { client } = await author();
    const book = await draft(client);
    const url = `/api/user/selling/books/${book.uid}/change_cover`;
    const ok = await client.request<Envelope<SellerBookBody>>('POST', url, {
      form: upload('cover', pngBytes(), 'image/png', 'cover.png'),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.cover_path).toMatch(/\/covers\/uploaded\/[0-9a-f]+\.png$/);
    // "Content and cover" needs the ebook's EPUB too.
    expect(ok.body.data.steps.cover).toBe(false);
    const withFile = await client.request<Envelope<SellerBookBody>>(
      'POST',
      `/api/user/selling/books/${book.uid}/upload_ebook_file`,
      { form: upload('file', epubBytes('The River Between Us'), 'application/epub+zip', 'river.epub') },
    );
    expect(withFile.body.data.steps.cover).toBe(true);
    const stored = await server.db
      .selectFrom('books')
      .select('cover_path')
      .where('uid', '=', book.uid)
      .executeTakeFirstOrThrow();
    expect(existsSync(server.deps.media.resolve(stored.cover_path ?? ''))).toBe(true);

    // Declared as a PNG but not one: the first bytes decide.
    const fake = await client.request<Envelope<null>>('POST', url, {
      form: upload('cover', new TextEncoder().encode('not an image at all'), 'image/png', 'cover.png'),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors?.cover).toBeDefined();
    const pdf = await client.request('POST', url, {
      form: upload('cover', pngBytes(), 'application/pdf', 'cover.pdf'),
    });
    expect(pdf.status).toBe(422);
    const huge = await client.request<Envelope<null>>('POST', url, {
      form: upload('cover', pngBytes(10 * 1024 * 1024), 'image/png', 'cover.png'),
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors?.cover?.[0]).toMatch(/10 MB/);

    // A new cover replaces the old file.
    const again = await client.request<Envelope<SellerBookBody>>('POST', url, {
      form: upload('cover', pngBytes(8), 'image/png', 'cover2.png'),
    });
    expect(again.status).toBe(200);
    expect(existsSync(server.deps.media.resolve(stored.cover_path ?? ''))).toBe(false);
  });

  it('keeps print details for print books only and quotes print on demand', async () => {
    const { client } = await author();
    const ebook = await draft(client);
    const print = await draft(client, 'printbook', 'Ledger of Seasons');
    const details = {
      binding: 'paperback',
      weight_grams: 420,
      width_mm: 152,
      height_mm: 229,
      depth_mm: 22,
      stock: 40,
      print_on_demand: true,
    };
    const patch = (uid: string, json: unknown) =>
      client.request<Envelope<SellerBookBody>>('PATCH', `/api/user/selling/books/${uid}/update_print_book`, {
        json,
      });
    expect((await patch(ebook.uid, details)).status).toBe(422);
    expect((await patch(print.uid, { ...details, binding: 'spiral' })).status).toBe(422);
    const ok = await patch(print.uid, details);
    expect(ok.status).toBe(200);
    expect(ok.body.data.print).toMatchObject({ binding: 'paperback', stock: 40 });
    expect(ok.body.data.steps.printbook).toBe(true);

    const quote = (uid: string, json: unknown) =>
      client.post<Envelope<{ available: boolean; unit_cost: Money; lead_time_days: number }>>(
        `/api/user/selling/books/${uid}/print_on_demand_check`,
        json,
      );
    const noPages = await quote(print.uid, { quantity: 10, country_code: 'ng' });
    expect(noPages.body.data.available).toBe(false);
    await client.post(`/api/user/selling/books/${print.uid}/advance_info`, {
      publication_date: '2025-01-01',
      price: 9000,
      currency_code: 'NGN',
      pages: 300,
    });
    const one = await quote(print.uid, { quantity: 1, country_code: 'us' });
    expect(one.body.data.available).toBe(true);
    expect(one.body.data.unit_cost.currency_code).toBe('USD');
    expect(one.body.data.unit_cost.amount).toBeGreaterThan(0);
    const bulk = await quote(print.uid, { quantity: 500, country_code: 'us' });
    expect(bulk.body.data.unit_cost.amount).toBeLessThan(one.body.data.unit_cost.amount);
    expect((await quote(print.uid, { quantity: 0, country_code: 'us' })).status).toBe(422);
    expect((await quote(ebook.uid, { quantity: 1, country_code: 'us' })).status).toBe(422);
  });

  it('uploads and removes audiobook files, reading their duration', async () => {
    const { client } = await author();
    const book = await draft(client, 'audiobook', 'Voices of the Delta');
    const url = `/api/user/selling/books/${book.uid}/upload_audiobook_file`;
    const res = await client.request<
      Envelope<{ book: SellerBookBody; file: SellerBookBody['audio_files'][number] }>
    >('POST', url, {
      form: upload('file', mp3Bytes(3), 'audio/mpeg', 'chapter-1.mp3', { title: 'Chapter 1' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.file).toMatchObject({ title: 'Chapter 1', duration_seconds: 3, position: 0 });
    expect(res.body.data.book.duration_seconds).toBe(3);
    // Tracks are sold content: the seller gets a signed link, never a public media URL.
    const track = await fetch(server.url + res.body.data.file.url);
    expect(track.status).toBe(200);
    expect((await track.arrayBuffer()).byteLength).toBe(mp3Bytes(3).byteLength);

    await client.request('POST', url, {
      form: upload('file', mp3Bytes(2), 'audio/mpeg', 'chapter-2.mp3', { title: 'Chapter 2' }),
    });
    const wrongType = await client.request<Envelope<null>>('POST', url, {
      form: upload('file', pngBytes(), 'image/png', 'cover.png', { title: 'Not audio' }),
    });
    expect(wrongType.status).toBe(422);
    const noTitle = await client.request('POST', url, {
      form: upload('file', mp3Bytes(1), 'audio/mpeg', 'x.mp3'),
    });
    expect(noTitle.status).toBe(422);
    const ebook = await draft(client);
    const onEbook = await client.request(
      'POST',
      `/api/user/selling/books/${ebook.uid}/upload_audiobook_file`,
      {
        form: upload('file', mp3Bytes(1), 'audio/mpeg', 'x.mp3', { title: 'Chapter' }),
      },
    );
    expect(onEbook.status).toBe(422);

    const full = await client.get<Envelope<SellerBookBody>>(`/api/user/selling/books/${book.uid}`);
    expect(full.body.data.audio_files.map((f) => f.title)).toEqual(['Chapter 1', 'Chapter 2']);
    expect(full.body.data.duration_seconds).toBe(5);
    const first = full.body.data.audio_files[0];
    const removed = await client.post<Envelope<SellerBookBody>>(
      `/api/user/selling/books/${book.uid}/delete_audiobook_file`,
      { file_id: first?.id },
    );
    expect(removed.body.data.audio_files.map((f) => f.title)).toEqual(['Chapter 2']);
    expect(removed.body.data.duration_seconds).toBe(2);
    const twice = await client.post(`/api/user/selling/books/${book.uid}/delete_audiobook_file`, {
      file_id: first?.id,
    });
    expect(twice.status).toBe(422);
  });

  it('puts the tracks in a new order, refusing a list that is not every track once', async () => {
    const { client } = await author();
    const book = await draft(client, 'audiobook', 'Songs of the Harmattan');
    const url = `/api/user/selling/books/${book.uid}/upload_audiobook_file`;
    for (const title of ['One', 'Two', 'Three']) {
      await client.request('POST', url, {
        form: upload('file', mp3Bytes(1), 'audio/mpeg', `${title}.mp3`, { title }),
      });
    }
    const full = await client.get<Envelope<SellerBookBody>>(`/api/user/selling/books/${book.uid}`);
    const [one, two, three] = full.body.data.audio_files.map((f) => f.id);
    const reorder = (file_ids: unknown[]) =>
      client.post<Envelope<SellerBookBody>>(`/api/user/selling/books/${book.uid}/reorder_audiobook_files`, {
        file_ids,
      });
    const moved = await reorder([three, one, two]);
    expect(moved.status).toBe(200);
    expect(moved.body.data.audio_files.map((f) => [f.title, (f as { position?: number }).position])).toEqual([
      ['Three', 0],
      ['One', 1],
      ['Two', 2],
    ]);
    // Missing, repeated or foreign ids are refused and change nothing.
    for (const ids of [
      [three, one],
      [three, one, one],
      [three, one, two, 999_999],
    ]) {
      const refused = await reorder(ids);
      expect(refused.status).toBe(422);
      expect(refused.body).toHaveProperty('errors.file_ids');
    }
    const after = await client.get<Envelope<SellerBookBody>>(`/api/user/selling/books/${book.uid}`);
    expect(after.body.data.audio_files.map((f) => f.title)).toEqual(['Three', 'One', 'Two']);
    // Another author's book is not there for them.
    const other = await author();
    const foreign = await other.client.post(`/api/user/selling/books/${book.uid}/reorder_audiobook_files`, {
      file_ids: [one, two, three],
    });
    expect(foreign.status).toBe(404);
  });
});
