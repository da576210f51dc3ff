import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { COUNTRIES } from '../../seed/content/countries.ts';
import { roundPrice } from '../../seed/content/pricing.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { approveInReview } from '../../../test/admin-support.ts';
import {
  epubBytes,
  insertCompletedSale,
  mp3Bytes,
  pngBytes,
  seedPriceLevels,
  sellerClient,
  upload,
  type Envelope,
  type Money,
} from '../../../test/selling-support.ts';

let server: TestServer;
let catalogue: Catalogue;

interface SellerBookBody {
  uid: string;
  slug: string;
  title: string;
  type: string;
  status: string;
  price: Money | null;
  cover_path: string | null;
  description: string;
  category: { uid: string } | null;
  sub_category: { uid: string } | null;
  contributors: { id: number; name: string; role: string }[];
  steps: Record<string, boolean>;
  audio_files: { id: number; title: string; url: string; duration_seconds: number; size_bytes: number }[];
  duration_seconds: number | null;
  print: { binding: string; stock: number } | null;
  tags: string[];
  isbn: string | null;
}

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
});
afterAll(() => server.close());

async function author(): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  return { user, client: await sellerClient(server, user) };
}

async function draft(client: TestClient, type = 'ebook', title = 'The River Between Us') {
  const res = await client.post<Envelope<SellerBookBody>>('/api/user/selling/books', { title, type });
  expect(res.status).toBe(201);
  return res.body.data;
}

const longDescription =
  'A family of ferry keepers on the Niger learns what the river remembers when the dam upstream opens.';

describe('seller accounts', () => {
  it('makes a verified user an author (201), once', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const body = {
      pen_name: 'A. Obi',
      bio: 'I write family sagas set along the rivers of Nigeria.',
      phone: '+2348030000000',
      country_code: 'ng',
      accept_terms: true,
    };
    const res = await client.post<Envelope<{ author_account: boolean; phone: string }>>(
      '/api/user/selling/create_account',
      body,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.author_account).toBe(true);
    expect(res.body.data.phone).toBe('+2348030000000');
    const profile = await server.db
      .selectFrom('author_profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.pen_name).toBe('A. Obi');
    expect((await client.post('/api/user/selling/create_account', body)).status).toBe(409);

    const check = await client.get<Envelope<Record<string, unknown>>>('/api/user/selling/voa/check_account');
    expect(check.body.data).toEqual({
      author_account: true,
      voiceover_artist_account: false,
      voiceover_status: null,
    });
  });

  it('refuses bad input (422), no session (401), no CSRF token (419) and an unverified email (403)', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const bad = await client.post<Envelope<null>>('/api/user/selling/create_account', {
      bio: 'too short',
      phone: 'x',
      country_code: 'ng',
      accept_terms: false,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['bio', 'phone', 'accept_terms']),
    );
    const unknownCountry = await client.post<Envelope<null>>('/api/user/selling/create_account', {
      bio: 'I write family sagas set along the rivers of Nigeria.',
      phone: '+2348030000000',
      country_code: 'zz',
      accept_terms: true,
    });
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.body.errors?.country_code).toBeDefined();

    expect((await new TestClient(server.url).post('/api/user/selling/create_account', {})).status).toBe(401);
    expect((await client.post('/api/user/selling/create_account', {}, { csrf: false })).status).toBe(419);
    expect((await new TestClient(server.url).get('/api/user/selling/voa/check_account')).status).toBe(401);

    const unverified = await createUser(server.db, { verified: false });
    const pending = await signedIn(server, unverified);
    const res = await pending.post('/api/user/selling/create_account', {
      bio: 'I write family sagas set along the rivers of Nigeria.',
      phone: '+2348030000000',
      country_code: 'ng',
      accept_terms: true,
    });
    expect(res.status).toBe(403);
  });

  it('makes a user a voiceover artist with an incomplete profile', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const body = {
      display_name: 'Tunde Voices',
      headline: 'Warm Lagos baritone',
      country_code: 'ng',
      accept_terms: true,
    };
    const res = await client.post<
      Envelope<{ display_name: string; status: string; steps: Record<string, boolean> }>
    >('/api/user/selling/create_voiceover_account', body);
    expect(res.status).toBe(201);
    expect(res.body.data.display_name).toBe('Tunde Voices');
    expect(res.body.data.status).toBe('incomplete');
    expect(res.body.data.steps).toEqual({ personal: false, studio: false, vocal: false, demo: false });
    const check = await client.get<Envelope<Record<string, unknown>>>('/api/user/selling/voa/check_account');
    expect(check.body.data).toMatchObject({ voiceover_artist_account: true, voiceover_status: 'incomplete' });
    expect((await client.post('/api/user/selling/create_voiceover_account', body)).status).toBe(409);
    expect(
      (await client.post('/api/user/selling/create_voiceover_account', { ...body, headline: '' })).status,
    ).toBe(422);
    expect(
      (await client.post('/api/user/selling/create_voiceover_account', body, { csrf: false })).status,
    ).toBe(419);
  });
});

describe('seller books: access', () => {
  it('needs a session (401), an author account (403) and the 2-factor check (403)', async () => {
    expect((await new TestClient(server.url).get('/api/user/selling/books')).status).toBe(401);
    const reader = await signedIn(server, await createUser(server.db));
    expect((await reader.get('/api/user/selling/books')).status).toBe(403);
    const unchecked = await signedIn(server, await createUser(server.db, { author: true }));
    const res = await unchecked.get<Envelope<null>>('/api/user/selling/books');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/security check/);
    const { client } = await author();
    expect((await client.get('/api/user/selling/books')).status).toBe(200);
    expect(
      (await client.post('/api/user/selling/books', { title: 'x', type: 'ebook' }, { csrf: false })).status,
    ).toBe(419);
  });

  it("answers another author's book with a 404 on every book call", async () => {
    const { client } = await author();
    const other = await author();
    const book = await draft(other.client);
    const base = `/api/user/selling/books/${book.uid}`;
    expect((await client.get(base)).status).toBe(404);
    expect((await client.delete(base)).status).toBe(404);
    expect((await client.get(`${base}/verify_book_info`)).status).toBe(404);
    expect((await client.get(`${base}/publish`)).status).toBe(404);
    expect((await client.get(`${base}/activities`)).status).toBe(404);
    expect(
      (
        await client.request('PATCH', `${base}/basic_info`, {
          json: {
            title: 'Mine now',
            description: longDescription,
            category_uid: catalogue.categories.fiction.uid,
            language: 'English',
          },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.request('POST', `${base}/change_cover`, {
          form: upload('cover', pngBytes(), 'image/png', 'c.png'),
        })
      ).status,
    ).toBe(404);
    // The seeded catalogue's books belong to another author too.
    expect((await client.get(`/api/user/selling/books/${catalogue.books.lagosNoir?.uid ?? ''}`)).status).toBe(
      404,
    );
    const still = await other.client.get<Envelope<SellerBookBody>>(base);
    expect(still.body.data.title).toBe(book.title);
  });
});

describe('seller books: the edit steps', () => {
  it('creates a draft and lists it with filters', async () => {
    const { client } = await author();
    const book = await draft(client, 'ebook', 'Harbour Lights');
    expect(book).toMatchObject({ status: 'draft', price: null, cover_path: null, type: 'ebook' });
    expect(book.slug).toMatch(/^harbour-lights-/);
    expect(book.steps).toEqual({
      basic_info: false,
      advance_info: false,
      contributors: false,
      cover: false,
      printbook: true,
      publish: false,
    });
    await draft(client, 'audiobook', 'Night Market');
    const all =
      await client.get<Envelope<{ items: SellerBookBody[]; total: number }>>('/api/user/selling/books');
    expect(all.body.data.total).toBe(2);
    const audio = await client.get<Envelope<{ items: SellerBookBody[] }>>(
      '/api/user/selling/books?type=audiobook',
    );
    expect(audio.body.data.items.map((b) => b.title)).toEqual(['Night Market']);
    const search = await client.get<Envelope<{ items: SellerBookBody[] }>>(
      '/api/user/selling/books?keyword=harb',
    );
    expect(search.body.data.items.map((b) => b.title)).toEqual(['Harbour Lights']);
    expect((await client.get('/api/user/selling/books?status=lost')).status).toBe(422);
    const bad = await client.post<Envelope<null>>('/api/user/selling/books', { title: '', type: 'vinyl' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['title', 'type']));
  });

  it('lists categories and their sub-categories', async () => {
    const { client } = await author();
    const categories = await client.get<Envelope<{ uid: string; category_name: string }[]>>(
      '/api/user/selling/books/categories/simple',
    );
    expect(categories.body.data).toEqual([
      { uid: 'cat-fiction', category_name: 'Fiction' },
      { uid: 'cat-business', category_name: 'Business' },
    ]);
    const subs = await client.get<Envelope<{ uid: string }[]>>(
      '/api/user/selling/books/categories/cat-fiction/sub_categories',
    );
    expect(subs.body.data.map((s) => s.uid)).toEqual(['sub-thriller', 'sub-romance']);
    expect((await client.get('/api/user/selling/books/categories/cat-none/sub_categories')).status).toBe(404);
  });

  it('saves basic info, checking the category and sub-category', async () => {
    const { client } = await author();
    const book = await draft(client);
    const url = `/api/user/selling/books/${book.uid}/basic_info`;
    const body = {
      title: 'The River Between Us',
      subtitle: 'A novel',
      description: longDescription,
      category_uid: 'cat-fiction',
      sub_category_uid: 'sub-thriller',
      language: 'English',
    };
    const short = await client.request<Envelope<null>>('PATCH', url, {
      json: { ...body, description: 'Too short.' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors?.description).toBeDefined();
    const unknown = await client.request<Envelope<null>>('PATCH', url, {
      json: { ...body, category_uid: 'cat-none' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.category_uid).toBeDefined();
    const mismatch = await client.request<Envelope<null>>('PATCH', url, {
      json: { ...body, category_uid: 'cat-business' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors?.sub_category_uid).toBeDefined();
    expect((await client.request('PATCH', url, { json: body, csrf: false })).status).toBe(419);

    const ok = await client.request<Envelope<SellerBookBody>>('PATCH', url, { json: body });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      description: longDescription,
      category: { uid: 'cat-fiction' },
      sub_category: { uid: 'sub-thriller' },
    });
    expect(ok.body.data.steps.basic_info).toBe(true);
  });

  it('prices a book in the chosen currency and every other country at the same level', async () => {
    const { client } = await author();
    const book = await draft(client);
    const url = `/api/user/selling/books/${book.uid}/advance_info`;
    const body = {
      isbn: '9780306406157',
      publisher: 'Riverside Press',
      publication_date: '2025-03-01',
      price: 3500,
      currency_code: 'NGN',
      pages: 280,
      tags: ['family', 'river'],
    };
    const bad = await client.post<Envelope<null>>(url, { ...body, isbn: '12-34', price: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['isbn', 'price']));
    const currency = await client.post<Envelope<null>>(url, { ...body, currency_code: 'XYZ' });
    expect(currency.status).toBe(422);
    expect(currency.body.errors?.currency_code).toBeDefined();

    const ok = await client.post<Envelope<SellerBookBody>>(url, body);
    expect(ok.status).toBe(200);
    expect(ok.body.data.price).toEqual({ amount: 3500, currency_code: 'NGN', currency_symbol: '₦' });
    expect(ok.body.data).toMatchObject({ isbn: '9780306406157', tags: ['family', 'river'] });
    expect(ok.body.data.steps.advance_info).toBe(true);
    const prices = await server.db
      .selectFrom('book_prices as p')
      .innerJoin('books as b', 'b.id', 'p.book_id')
      .select(['p.country_code', 'p.amount'])
      .where('b.uid', '=', book.uid)
      .orderBy('p.country_code')
      .execute();
    expect(prices.map((p) => p.country_code)).toEqual(['gb', 'ng', 'us']);
    expect(prices.find((p) => p.country_code === 'ng')?.amount).toBe(350_000);
    // ₦3,500 is the typical Nigerian ebook price, so the dollar price is the typical American one.
    const us = COUNTRIES.find((c) => c.code === 'us');
    expect(us).toBeDefined();
    if (us) expect(prices.find((p) => p.country_code === 'us')?.amount).toBe(roundPrice(us.ebookBase, us));
  });

  it('attaches new and known contributors, lists and detaches them', async () => {
    const { client } = await author();
    const first = await draft(client, 'ebook', 'First');
    const second = await draft(client, 'ebook', 'Second');
    const attach = (uid: string, body: unknown) =>
      client.post<Envelope<SellerBookBody>>(`/api/user/selling/books/${uid}/attach_contributor`, body);
    const added = await attach(first.uid, { name: 'Ngozi Eze', role: 'editor' });
    expect(added.status).toBe(200);
    const editor = added.body.data.contributors[0];
    expect(editor).toMatchObject({ name: 'Ngozi Eze', role: 'editor' });
    expect(added.body.data.steps.contributors).toBe(true);
    expect((await attach(first.uid, { name: 'ngozi eze', role: 'editor' })).status).toBe(422);
    expect((await attach(first.uid, { name: 'N', role: 'editor' })).status).toBe(422);
    expect((await attach(first.uid, { name: 'Ngozi Eze', role: 'boss' })).status).toBe(422);

    const known = await attach(second.uid, { contributor_id: editor?.id, role: 'translator' });
    expect(known.body.data.contributors).toEqual([{ id: editor?.id, name: 'Ngozi Eze', role: 'translator' }]);
    const list = await client.get<Envelope<{ id: number; role: string }[]>>(
      '/api/user/selling/books/contributors',
    );
    expect(list.body.data.map((c) => c.role).sort()).toEqual(['editor', 'translator']);

    const other = await author();
    const theirs = await other.client.get<Envelope<unknown[]>>('/api/user/selling/books/contributors');
    expect(theirs.body.data).toEqual([]);
    const foreign = await other.client.post<Envelope<null>>(
      `/api/user/selling/books/${(await draft(other.client)).uid}/attach_contributor`,
      { contributor_id: editor?.id, role: 'editor' },
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.contributor_id).toBeDefined();

    const detach = await client.post<Envelope<SellerBookBody>>(
      `/api/user/selling/books/${first.uid}/detach_contributor`,
      { contributor_id: editor?.id },
    );
    expect(detach.body.data.contributors).toEqual([]);
    expect(
      (
        await client.post(`/api/user/selling/books/${first.uid}/detach_contributor`, {
          contributor_id: editor?.id,
        })
      ).status,
    ).toBe(422);
  });

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
