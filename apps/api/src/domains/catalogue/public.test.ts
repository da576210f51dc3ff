import { contract } from '@bookstore/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerInput } from '../../http/contract-router.ts';
import { getSubCategory } from './categories.routes.ts';
import { NotFound } from '../../domain/errors.ts';
import { slugify } from '../../lib/slug.ts';
import { addPublishedBook, seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

let server: TestServer;
let catalogue: Catalogue;
let client: TestClient;

interface Page<T> {
  data: { items: T[]; page: number; per_page: number; total: number; last_page: number };
  filters?: Record<string, unknown>;
  message: string;
}
interface Summary {
  uid: string;
  title: string;
  type: string;
  price: { amount: number; currency_code: string; currency_symbol: string };
  authors: { username: string }[];
}

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await server.db
    .insertInto('payout_banks')
    .values([
      { code: '044', name: 'Access Bank', country_code: 'ng' },
      { code: '058', name: 'GTBank', country_code: 'ng' },
      { code: 'CHASE', name: 'Chase', country_code: 'us' },
    ])
    .execute();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('book listing', () => {
  it('lists published books priced for the country, paginated', async () => {
    const res = await client.get<Page<Summary>>('/api/public/books?country=ng&per_page=4');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(6);
    expect(res.body.data.items).toHaveLength(4);
    expect(res.body.data.last_page).toBe(2);
    expect(res.body.data.items.map((b) => b.title)).not.toContain('Secret Lagos Draft');
    const noir = (await client.get<Page<Summary>>('/api/public/books?country=ng&keyword=noir')).body.data
      .items;
    expect(noir.map((b) => b.title).sort()).toEqual(['Lagos Noir', 'Lagos Noir Narrated']);
    expect(noir.find((b) => b.title === 'Lagos Noir')?.price).toEqual({
      amount: 2500,
      currency_code: 'NGN',
      currency_symbol: '₦',
    });
    const us = (
      await client.get<Page<Summary>>('/api/public/books?country=us&keyword=lagos%20noir&type=ebook')
    ).body.data.items;
    expect(us[0]?.price).toEqual({ amount: 9.99, currency_code: 'USD', currency_symbol: '$' });
    const second = await client.get<Page<Summary>>('/api/public/books?country=ng&per_page=4&page=2');
    expect(second.body.data.items).toHaveLength(2);
  });

  it('filters by type, category, sub-category and author and reports the filter objects', async () => {
    const printbooks = await client.get<Page<Summary>>('/api/public/books?type=printbook');
    expect(printbooks.body.data.items.map((b) => b.type)).toEqual(['printbook', 'printbook']);
    const cat = await client.get<Page<Summary>>(
      `/api/public/books?category=${catalogue.categories.business.uid}`,
    );
    expect(cat.body.data.total).toBe(3);
    expect(cat.body.filters?.category).toEqual({ uid: 'cat-business', category_name: 'Business' });
    const sub = await client.get<Page<Summary>>(
      `/api/public/books?sub_category=${catalogue.subCategories.thriller.uid}`,
    );
    expect(sub.body.data.items.map((b) => b.title).sort()).toEqual(['Lagos Noir', 'Lagos Noir Narrated']);
    expect(sub.body.filters?.sub_category).toEqual({ uid: 'sub-thriller', sub_category_name: 'Thriller' });
    const author = await client.get<Page<Summary>>(
      `/api/public/books?author=${catalogue.author.username}&limit=2`,
    );
    expect(author.body.data.items).toHaveLength(2);
    expect(author.body.data.total).toBe(6);
    expect(author.body.filters?.author).toMatchObject({ username: 'chimamanda_writes', books_count: 6 });
    expect((await client.get('/api/public/books?category=missing')).status).toBe(404);
  });

  it('sorts every way the spec lists', async () => {
    const titles = async (sort: string) =>
      (await client.get<Page<Summary>>(`/api/public/books?sort=${sort}`)).body.data.items.map((b) => b.title);
    expect(await titles('TitleAsc')).toEqual([
      'Harmattan Hearts',
      'Lagos Noir',
      'Lagos Noir Narrated',
      'Market Days',
      'Startup Lagos',
      'The Honest Ledger',
    ]);
    expect((await titles('TitleDesc'))[0]).toBe('The Honest Ledger');
    expect((await titles('PriceLow'))[0]).toBe('Harmattan Hearts');
    expect((await titles('PriceHigh'))[0]).toBe('The Honest Ledger');
    expect((await titles('PublicationDateAsc'))[0]).toBe('Market Days');
    expect((await titles('PublicationDateDesc'))[0]).toBe('Startup Lagos');
    expect((await titles('Trending'))[0]).toBe('Lagos Noir Narrated');
    const strip = await client.get<Page<Summary>>(
      '/api/public/books?type=ebook&sort=Trending&limit=10&country=ng',
    );
    expect(strip.body.data.items.map((b) => b.title)).toEqual([
      'Startup Lagos',
      'Lagos Noir',
      'Harmattan Hearts',
    ]);
  });

  it('answers 422 with field errors for bad filters', async () => {
    const res = await client.get<{ message: string; errors: Record<string, string[]> }>(
      '/api/public/books?type=vinyl&sort=Random&per_page=1000&country=nigeria',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['country', 'per_page', 'sort', 'type']);
    const unsupported = await client.get<{ errors: Record<string, string[]> }>(
      '/api/public/books?country=zz',
    );
    expect(unsupported.status).toBe(422);
    expect(unsupported.body.errors.country).toBeDefined();
  });
});

describe('book detail and related', () => {
  it('answers a book with detail fields, print details for print books', async () => {
    const res = await client.get<{ data: Record<string, unknown> }>(
      `/api/public/books/${catalogue.books.ledger?.uid}?country=us`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'The Honest Ledger',
      type: 'printbook',
      price: { amount: 24.99, currency_code: 'USD' },
      print: { binding: 'paperback', stock: 5, width_mm: 140 },
      file: null,
      category: { uid: 'cat-business', category_name: 'Business' },
    });
    const ebook = await client.get<{ data: Record<string, unknown> }>(
      `/api/public/books/${catalogue.books.lagosNoir?.uid}`,
    );
    expect(ebook.body.data).toMatchObject({
      file: { format: 'epub', drm_free: true },
      print: null,
      sub_category: { uid: 'sub-thriller' },
    });
    expect((await client.get('/api/public/books/bk-draft')).status).toBe(404);
    expect((await client.get('/api/public/books/nope')).status).toBe(404);
  });

  it('opens a book whose title makes a slug longer than a uid by that slug, and its related books', async () => {
    const title =
      'The Extraordinarily Long and Winding Chronicle of a Lagos Bookseller & Her Many Patient Customers';
    const uid = 'LONGTITLE001';
    const book = await addPublishedBook(server.db, {
      uid,
      title,
      authorId: catalogue.author.id,
      categoryId: catalogue.categories.fiction.id,
    });
    // The slug a book is given (selling-steps.ts), longer than a uid may be.
    expect(book.slug.length).toBeGreaterThan(64);
    const byUid = await client.get<{ data: { slug: string } }>(`/api/public/books/${uid}`);
    expect(byUid.body.data.slug).toBe(book.slug);
    // The store's link (the slug it is given), and the whole title's slug a partner builds.
    for (const ref of [byUid.body.data.slug, slugify(`${title} ${uid}`)]) {
      const res = await client.get<{ data: { uid: string; title: string } }>(`/api/public/books/${ref}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ uid, title });
      expect((await client.get(`/api/public/books/${ref}/related`)).status).toBe(200);
    }
    // A ref longer than any slug a title can make is refused as such, not looked up.
    const tooLong = await client.get(`/api/public/books/${'a'.repeat(2000)}`);
    expect(tooLong.status).toBe(422);
    // Out of the catalogue again: the other tests count its books.
    await book.remove();
  });

  it('relates books of the same category, same sub-category first', async () => {
    const res = await client.get<{ data: Summary[] }>(
      `/api/public/books/${catalogue.books.lagosNoir?.uid}/related`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((b) => b.title)).toEqual(['Lagos Noir Narrated', 'Harmattan Hearts']);
  });
});

describe('categories, header, lists', () => {
  it('lists categories with sub-categories, counts and the new flag', async () => {
    const res = await client.get<{
      data: {
        uid: string;
        is_new: boolean;
        books_count: number;
        sub_categories: { uid: string; books_count: number; is_new: boolean }[];
      }[];
    }>('/api/public/categories');
    expect(res.body.data.map((c) => [c.uid, c.books_count, c.is_new])).toEqual([
      ['cat-fiction', 3, false],
      ['cat-business', 3, true],
    ]);
    expect(res.body.data[0]?.sub_categories).toEqual([
      expect.objectContaining({ uid: 'sub-thriller', books_count: 2, is_new: true }),
      expect.objectContaining({ uid: 'sub-romance', books_count: 1, is_new: false }),
    ]);
    const one = await client.get<{ data: { uid: string } }>('/api/public/categories/cat-fiction');
    expect(one.body.data.uid).toBe('cat-fiction');
    expect((await client.get('/api/public/categories/nope')).status).toBe(404);
  });

  it('groups a category into sub-category collections for one media type', async () => {
    const res = await client.get<{
      data: { collections: { sub_category: { uid: string }; books: Summary[] }[] };
    }>('/api/public/categories/cat-fiction/collections?media=ebook');
    expect(res.body.data.collections.map((c) => [c.sub_category.uid, c.books.map((b) => b.title)])).toEqual([
      ['sub-thriller', ['Lagos Noir']],
      ['sub-romance', ['Harmattan Hearts']],
    ]);
    expect((await client.get('/api/public/categories/cat-fiction/collections?media=cd')).status).toBe(422);
  });

  it('answers a sub-category with its category', async () => {
    const res = await client.get<{ data: unknown }>('/api/public/sub_categories/sub-thriller');
    expect(res.body.data).toMatchObject({
      sub_category_name: 'Thriller',
      category: { uid: 'cat-fiction' },
      books_count: 2,
    });
    expect((await client.get('/api/public/sub_categories/zzz')).status).toBe(404);
  });

  it('serves a handler imported alone, without HTTP, in the contract shape', async () => {
    type Input = HandlerInput<typeof contract.public.getSubCategory>;
    const input = (uid: string) => ({ params: { uid } }) as Input;
    const answer = await getSubCategory(server.deps, input('sub-thriller'));
    expect(contract.public.getSubCategory.response.parse(answer).data).toMatchObject({
      sub_category_name: 'Thriller',
      books_count: 2,
    });
    await expect(getSubCategory(server.deps, input('zzz'))).rejects.toBeInstanceOf(NotFound);
  });

  it('answers the header menus', async () => {
    const res = await client.get<{
      data: {
        categories: { sub_categories: unknown[] }[];
        lists: { list_name: string; list_cover: string }[];
      };
    }>('/api/public/header');
    expect(res.body.data.categories).toHaveLength(2);
    expect(res.body.data.lists).toEqual([
      { uid: 'list-staff', list_name: 'Staff Picks', list_cover: '/media/lists/staff.svg' },
    ]);
  });

  it('answers curated lists and their books', async () => {
    const lists = await client.get<{ data: { uid: string; books_count: number }[] }>('/api/public/lists');
    expect(lists.body.data).toEqual([expect.objectContaining({ uid: 'list-staff', books_count: 2 })]);
    expect(
      (await client.get<{ data: { list_name: string } }>('/api/public/lists/list-staff')).body.data.list_name,
    ).toBe('Staff Picks');
    const books = await client.get<Page<Summary>>('/api/public/lists/list-staff/books?country=ng');
    expect(books.body.data.items.map((b) => b.title)).toEqual(['Lagos Noir', 'The Honest Ledger']);
    expect((await client.get('/api/public/lists/nope/books')).status).toBe(404);
  });
});

describe('home', () => {
  it('answers new releases, trending and list sections for the country', async () => {
    const res = await client.get<{
      data: {
        country_code: string;
        new_releases: Summary[];
        trending: Summary[];
        lists: unknown[];
        authors: { username: string }[];
      };
    }>('/api/public/home?country=us');
    expect(res.status).toBe(200);
    expect(res.body.data.country_code).toBe('us');
    expect(res.body.data.new_releases[0]?.title).toBe('Startup Lagos');
    expect(res.body.data.trending.map((b) => b.title).slice(0, 2)).toEqual([
      'Lagos Noir Narrated',
      'Startup Lagos',
    ]);
    expect(res.body.data.trending[0]?.price.currency_code).toBe('USD');
    expect(res.body.data.lists).toHaveLength(1);
    expect(res.body.data.authors.map((a) => a.username)).toEqual(['chimamanda_writes']);
  });
});

describe('search', () => {
  it('groups books, categories and authors, tolerating a typo', async () => {
    const res = await client.get<{
      data: { books: { title: string; type: string }[]; categories: unknown[]; authors: unknown[] };
    }>('/api/public/search?keyword=lagos');
    expect(res.body.data.books.map((b) => b.title).sort()).toEqual([
      'Lagos Noir',
      'Lagos Noir Narrated',
      'Startup Lagos',
    ]);
    expect(res.body.data.books.map((b) => b.title)).not.toContain('Secret Lagos Draft');
    const typo = await client.get<{ data: { books: { title: string }[] } }>(
      '/api/public/search?keyword=harmatan%20hearts',
    );
    expect(typo.body.data.books[0]?.title).toBe('Harmattan Hearts');
    const cat = await client.get<{ data: { categories: { uid: string }[] } }>(
      '/api/public/search?keyword=busines',
    );
    expect(cat.body.data.categories).toEqual([{ uid: 'cat-business', category_name: 'Business' }]);
    const author = await client.get<{ data: { authors: unknown[] } }>(
      '/api/public/search?keyword=chimamanda',
    );
    expect(author.body.data.authors).toEqual([
      {
        username: 'chimamanda_writes',
        first_name: 'Chimamanda',
        middle_name: 'Ngozi',
        last_name: 'Adebayo',
        display_name: 'Chimamanda Ngozi Adebayo',
      },
    ]);
    expect((await client.get('/api/public/search?keyword=')).status).toBe(422);
    expect((await client.get('/api/public/search')).status).toBe(422);
  });

  it('treats LIKE wildcards literally', async () => {
    const res = await client.get<{ data: { books: unknown[] } }>('/api/public/search?keyword=%25%25%25');
    expect(res.status).toBe(200);
    expect(res.body.data.books).toEqual([]);
  });
});

describe('countries, states, banks, authors', () => {
  it("lists supported countries with ng first, and a country's states", async () => {
    const res = await client.get<{ data: { country_code: string; currency: { symbol: string } }[] }>(
      '/api/public/supported_countries',
    );
    expect(res.body.data[0]).toMatchObject({ country_code: 'ng', currency: { symbol: '₦', code: 'NGN' } });
    const states = await client.get<{ data: { name: string }[] }>(
      '/api/public/supported_countries/ng/states',
    );
    expect(states.body.data.map((s) => s.name)).toEqual(['Abuja', 'Lagos']);
    expect((await client.get('/api/public/supported_countries/zz/states')).status).toBe(404);
    expect((await client.get('/api/public/supported_countries/nigeria/states')).status).toBe(422);
  });

  it('lists payout banks per country', async () => {
    const res = await client.get<{ data: { code: string; currency_code: string }[] }>(
      '/api/public/payout_banks?country=ng',
    );
    expect(res.body.data.map((b) => b.code)).toEqual(['044', '058']);
    expect(res.body.data[0]?.currency_code).toBe('NGN');
  });

  it('lists authors and answers one author', async () => {
    const res = await client.get<Page<{ username: string; books_count: number }>>('/api/public/authors');
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ username: 'chimamanda_writes', books_count: 6 }),
    ]);
    expect((await client.get('/api/public/authors/chimamanda_writes')).status).toBe(200);
    expect((await client.get('/api/public/authors/nobody_here')).status).toBe(404);
  });
});

describe('openapi', () => {
  it('serves an OpenAPI document with every contract path', async () => {
    const res = await client.get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      '/openapi.json',
    );
    expect(res.body.openapi).toBe('3.0.3');
    expect(res.body.paths['/api/public/books/{uid}']?.get).toBeDefined();
    expect(res.body.paths['/api/user/cart/add']?.post).toBeDefined();
  });
});
