import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEVANCE_ORDER } from '../catalogue/books.queries.ts';
import { listingPage } from '../catalogue/listing.queries.ts';
import { typedSearch } from './search.queries.ts';
import { searchCountUpTo } from '../catalogue/books.ts';
import type { TestClient, TestServer } from '../../../test/helpers.ts';
import {
  bookTitledIn,
  overlayOf,
  seeAllOf,
  seededSearch,
  STOP,
  withTwoTypos,
  wordsOf,
  type Listing,
  type SeedBook,
} from '../../../test/search-support.ts';

// Issue 25: the listing facets, the Relevance sort, a keyword listing's total and the overlay's
// count, over one seeded catalogue (test/search-support.ts); search-relevance.test.ts ranks the queries.

let server: TestServer;
let client: TestClient;
let books: SeedBook[] = [];

beforeAll(async () => {
  ({ server, client, books } = await seededSearch());
});
afterAll(() => server.close());

const overlay = (keyword: string) => overlayOf(client, keyword);
const seeAll = (keyword: string, extra = '') => seeAllOf(client, keyword, extra);
const bookTitled = (title: string) => bookTitledIn(books, title);

interface Facets {
  total: number;
  type: { value: string; count: number }[];
  category: { value: string; label: string; count: number }[];
  language: { value: string; count: number }[];
  price_band: {
    value: string;
    min: { amount: number; currency_code: string };
    max: { amount: number } | null;
    count: number;
  }[];
  rating: { value: number; count: number }[];
}

async function facets(query: string): Promise<Facets> {
  const res = await client.get<{ data: Facets }>(`/api/public/books/facets?country=ng${query}`);
  expect(res.status, query).toBe(200);
  return res.body.data;
}

const total = async (query: string) =>
  (await client.get<{ data: Listing }>(`/api/public/books?country=ng&per_page=1${query}`)).body.data.total;
const countOf = (list: { value: unknown; count: number }[], value: unknown) =>
  list.find((f) => f.value === value)?.count ?? 0;

describe('the listing facets', () => {
  it('count each value applying every other filter but its own (disjunctive)', async () => {
    const all = await facets('');
    const category = all.category[0]?.value ?? '';
    const language = all.language.find((l) => l.value !== 'English')?.value ?? 'English';
    expect(all.total).toBe(await total(''));
    expect(all.type.reduce((sum, t) => sum + t.count, 0)).toBe(all.total);
    expect(all.price_band.reduce((sum, b) => sum + b.count, 0)).toBe(all.total);
    expect(all.type.map((t) => t.value)).toEqual(['ebook', 'audiobook', 'printbook']);
    // Bands in steps of Nigeria's base ebook price (₦3,500).
    expect(all.price_band.find((b) => b.value === 'mid')).toMatchObject({
      min: { amount: 3500, currency_code: 'NGN' },
      max: { amount: 7000 },
    });

    const picked = `&type=ebook&category=${category}&price_band=mid&rating=3`;
    const some = await facets(picked);
    expect(some.total).toBe(await total(picked));
    // Each facet: its other values count as if picked instead, with the other filters kept.
    for (const type of ['ebook', 'audiobook', 'printbook'])
      expect(countOf(some.type, type), type).toBe(await total(picked.replace('type=ebook', `type=${type}`)));
    for (const band of ['free', 'low', 'mid', 'high', 'top'])
      expect(countOf(some.price_band, band), band).toBe(
        await total(picked.replace('price_band=mid', `price_band=${band}`)),
      );
    for (const floor of [1, 2, 3, 4])
      expect(countOf(some.rating, floor), `rating ${floor}`).toBe(
        await total(picked.replace('rating=3', `rating=${floor}`)),
      );
    for (const c of all.category.slice(0, 4))
      expect(countOf(some.category, c.value), c.label).toBe(
        await total(picked.replace(`category=${category}`, `category=${c.value}`)),
      );
    // Not a plain count of the matches: the values not picked count too.
    const alternatives = [...some.type, ...some.price_band].filter(
      (f) => f.value !== 'ebook' && f.value !== 'mid',
    );
    expect(alternatives.reduce((sum, f) => sum + f.count, 0)).toBeGreaterThan(0);

    const spoken = await facets(`&language=${language}`);
    expect(countOf(spoken.language, 'English')).toBe(countOf(all.language, 'English'));
    expect(spoken.total).toBe(countOf(all.language, language));
    // The language counts, straight from the tables.
    const rows = await server.db
      .selectFrom('books')
      .innerJoin('book_prices as p', (join) =>
        join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', 'ng'),
      )
      .select(['books.language', server.db.fn.countAll<number>().as('n')])
      .where('books.status', '=', 'published')
      .groupBy('books.language')
      .execute();
    expect(Object.fromEntries(all.language.map((l) => [l.value, l.count]))).toEqual(
      Object.fromEntries(rows.map((r) => [r.language, Number(r.n)])),
    );
  });

  it('follow the keyword, as the listing does', async () => {
    const keyword = 'harmattan';
    const found = await facets(`&keyword=${keyword}`);
    // The trilogy, and blurbs that speak of the harmattan.
    expect(found.total).toBeGreaterThanOrEqual(3);
    expect(found.total).toBeLessThan((await facets('')).total);
    expect(found.total).toBe(await total(`&keyword=${keyword}`));
    expect(found.type.reduce((sum, t) => sum + t.count, 0)).toBe(found.total);
    const audio = await facets(`&keyword=${keyword}&type=audiobook`);
    expect(audio.total).toBe(countOf(found.type, 'audiobook'));
    expect(countOf(audio.type, 'ebook')).toBe(countOf(found.type, 'ebook'));
  });

  it('answer 422 with field errors for values the contract does not know', async () => {
    for (const [query, field] of [
      ['&price_band=cheap', 'price_band'],
      ['&rating=5', 'rating'],
      ['&rating=two', 'rating'],
      ['&language=', 'language'],
      ['&type=scroll', 'type'],
    ] as const) {
      for (const path of ['/api/public/books/facets', '/api/public/books']) {
        const res = await client.get<{ errors: Record<string, string[]> }>(`${path}?country=ng${query}`);
        expect(res.status, `${path}${query}`).toBe(422);
        expect(Object.keys(res.body.errors), `${path}${query}`).toContain(field);
      }
    }
    const country = await client.get('/api/public/books/facets?country=zz');
    expect(country.status).toBe(422);
  });
});

/** The word most blurbs share (five letters or more, not a stop word). */
function commonBlurbWord(): string {
  const counts = new Map<string, number>();
  for (const book of books)
    for (const word of new Set(book.description.toLowerCase().match(/\p{L}{5,}/gu) ?? []))
      if (!STOP.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

describe('the Relevance sort', () => {
  it('is the default with a keyword, and newest first without one', async () => {
    const byDefault = await seeAll('harmattan trilogy');
    const relevance = await seeAll('harmattan trilogy', '&sort=Relevance');
    expect(relevance.items.map((b) => b.uid)).toEqual(byDefault.items.map((b) => b.uid));
    // The title's words outrank the series' alone.
    expect(byDefault.items[0]?.title).toBe('Harmattan Crossing');
    const titled = await seeAll('harmattan trilogy', '&sort=TitleAsc');
    expect(titled.items.map((b) => b.title)).toEqual([
      'Dust over Ọnịtsha',
      'Harmattan Crossing',
      'The Last Ụdara Tree',
    ]);
    const plain = await client.get<{ data: Listing }>(
      '/api/public/books?country=ng&per_page=5&sort=Relevance',
    );
    const newest = await client.get<{ data: Listing }>('/api/public/books?country=ng&per_page=5');
    expect(plain.body.data.items.map((b) => b.uid)).toEqual(newest.body.data.items.map((b) => b.uid));
  });

  it('pages a common word whole, a price band too (pages are picked among the best matches)', async () => {
    // The word most blurbs share: far more matches than a page's candidates (2 × its end).
    const keyword = commonBlurbWord();
    const pageOf = async (page: number, perPage: number, extra: string) => {
      const res = await client.get<{ data: Listing & { last_page: number } }>(
        `/api/public/books?country=ng&per_page=${perPage}&page=${page}&keyword=${keyword}${extra}`,
      );
      expect(res.status, `${keyword}${extra} page ${page}`).toBe(200);
      return res.body.data;
    };
    // The band of the fewest matches (at least 4) leaves out most candidates: those pages are asked
    // again over every match.
    const bands = (await facets(`&keyword=${keyword}`)).price_band.filter((b) => b.count >= 4);
    const narrow = bands.sort((a, b) => a.count - b.count)[0]?.value;
    for (const extra of ['', `&price_band=${narrow}`]) {
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; ; page++) {
        const data = await pageOf(page, 5, extra);
        total = data.total;
        seen.push(...data.items.map((b) => b.uid));
        if (page >= data.last_page) break;
      }
      expect(total, `${keyword}${extra}`).toBeGreaterThanOrEqual(extra ? 4 : 20);
      expect(seen, `${keyword}${extra}`).toHaveLength(total);
      expect(new Set(seen).size, `${keyword}${extra}`).toBe(total);
      // The same order whatever the page size.
      const [first, second, both] = await Promise.all([
        pageOf(1, 5, extra),
        pageOf(2, 5, extra),
        pageOf(1, 10, extra),
      ]);
      expect([...first.items, ...second.items].map((b) => b.uid)).toEqual(both.items.map((b) => b.uid));
    }
  });
});

describe('the total of a keyword listing', () => {
  it('is counted up to a cap only: exact below it, "at least" past it (total_capped)', async () => {
    const keyword = commonBlurbWord();
    const exact = await seeAll(keyword);
    // Far below the cap (1,000 past the page's end) at this seed's size: exact.
    expect(exact.total).toBeGreaterThan(20);
    expect(exact.total_capped).toBe(false);
    const filters = { search: { typed: await typedSearch(server.db, keyword, true), fuzzy: false } };
    const counted = async (countUpTo: number) =>
      Number(
        (
          await listingPage(server.db, 'ng', filters, RELEVANCE_ORDER, 5, 0, {
            candidates: 10,
            countUpTo,
          }).total.executeTakeFirst()
        )?.n,
      );
    // The count stops one past the cap: the service reads that as "more than countUpTo".
    expect(await counted(exact.total - 5)).toBe(exact.total - 4);
    expect(await counted(exact.total)).toBe(exact.total);
    // The cap is the next multiple of 1,000 past the page's end, so a next page is always known.
    expect([20, 999, 1000, 1980, 2000].map(searchCountUpTo)).toEqual([1000, 1000, 2000, 2000, 3000]);
    // Without a keyword nothing is capped.
    const plain = (await client.get<{ data: Listing }>('/api/public/books?country=ng&per_page=5')).body.data;
    expect(plain.total_capped).toBe(false);
  });
});

describe('two typos in a title (issue 39)', () => {
  it('still find the book in the overlay and on the see-all page, first', async () => {
    // Titles of two or three words: the shorter the title, the fewer trigrams two typos leave.
    const short = books.filter((b) => b.title.split(' ').length <= 3 && withTwoTypos(b.title)).slice(0, 6);
    expect(short.length).toBeGreaterThan(2);
    for (const book of short) {
      const query = withTwoTypos(book.title) ?? '';
      const [found, page] = await Promise.all([overlay(query), seeAll(query)]);
      expect(found.books[0]?.title, query).toBe(book.title);
      expect(page.items[0]?.title, query).toBe(book.title);
    }
  });

  it('find a title published or renamed after the first search', async () => {
    const book = bookTitled(books.find((b) => withTwoTypos(b.title))?.title ?? '');
    await server.db
      .updateTable('books')
      .set({ title: 'Zanzibar Lanterns' })
      .where('id', '=', book.id)
      .execute();
    expect((await overlay('Zazibar Latterns')).books[0]?.title).toBe('Zanzibar Lanterns');
    await server.db.updateTable('books').set({ title: book.title }).where('id', '=', book.id).execute();
  });
});

describe('the overlay’s book count (issue 39)', () => {
  it('is the total the see-all page gives for the same keyword', async () => {
    // A blurb word many books share (more than the overlay shows), an author, typos, nothing.
    const shared = new Map<string, number>();
    for (const b of books)
      for (const w of new Set(wordsOf(b.description)))
        if (w.length >= 5) shared.set(w, (shared.get(w) ?? 0) + 1);
    const [common] = [...shared].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [''];
    const twoTypos = books.map((b) => withTwoTypos(b.title)).find(Boolean) ?? '';
    const counts: number[] = [];
    for (const query of [common, 'Chinua Okafo', twoTypos, 'Harmatan Crosing', 'qqxzvvkj']) {
      const [found, page] = await Promise.all([overlay(query), seeAll(query)]);
      expect({ total: found.book_total, capped: found.book_total_capped }, query).toEqual({
        total: page.total,
        capped: page.total_capped ?? false,
      });
      // The books shown are the see-all page's first ones.
      expect(
        found.books.map((b) => b.uid),
        query,
      ).toEqual(page.items.slice(0, found.books.length).map((b) => b.uid));
      counts.push(found.book_total);
    }
    expect(counts[0]).toBeGreaterThan(8);
    expect(counts.at(-1)).toBe(0);
  });
});

describe('"Did you mean"', () => {
  it('offers the closest title or author when (almost) nothing matches', async () => {
    const typo = await overlay('Harmatan Crosing');
    expect(typo.suggestion).toBe('Harmattan Crossing');
    const name = await overlay('Akerlunt');
    expect(name.suggestion).toBe('Zoë Åkerlund');
    expect((await overlay('Harmattan Crossing')).suggestion).toBeNull();
    const nothing = await overlay('qqxzvvkj');
    expect(nothing).toMatchObject({ books: [], suggestion: null });
  });
});

describe('the search document', () => {
  it('follows renamed authors and contributors, new tags and series', async () => {
    const author = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'zoeakerlund')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ last_name: 'Vårdøy' }).where('id', '=', author.id).execute();
    expect((await overlay('vardoy')).books.map((b) => b.title)).toEqual(
      expect.arrayContaining(['Fjörd of Lanterns', 'Smörgåsbord Winter']),
    );
    const book = bookTitled('Fjörd of Lanterns');
    await server.db
      .updateTable('books')
      .set({ keywords: ['zephyrgrams'], series: 'Northern Lights Quartet' })
      .where('id', '=', book.id)
      .execute();
    expect((await overlay('zephyrgram')).books[0]?.title).toBe('Fjörd of Lanterns');
    expect((await overlay('quartet northern')).books[0]?.title).toBe('Fjörd of Lanterns');
    const contributor = await server.db
      .insertInto('contributors')
      .values({ uid: 'ctb-search-1', owner_id: author.id, name: 'Ngọzi Ụzọma' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('book_contributors')
      .values({ book_id: book.id, contributor_id: contributor.id, role: 'illustrator', position: 1 })
      .execute();
    expect((await overlay('ngozi uzoma')).books.map((b) => b.title)).toEqual(['Fjörd of Lanterns']);
    await server.db
      .updateTable('contributors')
      .set({ name: 'Adaku Ibe-Nwosu' })
      .where('id', '=', contributor.id)
      .execute();
    expect((await overlay('adaku')).books.map((b) => b.title)).toEqual(['Fjörd of Lanterns']);
    expect((await overlay('ngozi uzoma')).books.map((b) => b.title)).not.toContain('Fjörd of Lanterns');
  });
});
