import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../seed/content/countries.ts';
import { roundPrice } from '../../seed/content/pricing.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';
import { seedPriceLevels, type Envelope } from '../../../test/selling-support.ts';
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
});
