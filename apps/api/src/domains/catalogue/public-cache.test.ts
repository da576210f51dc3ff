import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TtlCache } from '../../http/ttl-cache.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';

describe('TtlCache', () => {
  it('is bounded in bytes, evicting the least recently used entries first', () => {
    let now = 0;
    const cache = new TtlCache<string>(60, 1000, () => now, { maxBytes: 1000 });
    const value = 'x'.repeat(200);
    for (const key of ['a', 'b', 'c']) cache.set(key, value);
    expect(cache.size).toBe(3);
    // Reading "a" makes "b" the least recently used.
    expect(cache.get('a')).toBe(value);
    cache.set('d', value);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(value);
    expect(cache.get('c')).toBe(value);
    expect(cache.get('d')).toBe(value);
    // Thousands of entries never take more than the budget.
    for (let i = 0; i < 5000; i++) cache.set(`junk-${i}`, value);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBeLessThanOrEqual(4);
    // A value past the whole budget is not kept (and pushes nothing out).
    const before = cache.size;
    cache.set('huge', 'y'.repeat(2000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(before);
    // Expiry still holds, and the bytes of expired entries are given back when they are read.
    now += 61_000;
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('loads a key once for callers that ask while its load is under way, and again after a failure', async () => {
    const cache = new TtlCache<string>(60);
    let loads = 0;
    let finish: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 20 }, () => cache.getOrLoad('page', load));
    finish('html');
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 20 }, () => 'html'));
    expect(loads).toBe(1);
    // A failed load is not kept: the next caller loads again.
    await expect(cache.getOrLoad('other', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('other', () => Promise.resolve('up'))).toBe('up');
    // Off (no time to live), every caller does its own work.
    const off = new TtlCache<string>(0);
    let offLoads = 0;
    await Promise.all([1, 2, 3].map(() => off.getOrLoad('page', async () => `${(offLoads += 1)}`)));
    expect(offLoads).toBe(3);
  });

  it('counts multi-byte characters as the bytes they take', () => {
    const cache = new TtlCache<string>(60, 1000, Date.now, { maxBytes: 1000 });
    cache.set('naira', '₦'.repeat(300)); // 900 bytes in UTF-8, 300 UTF-16 units
    cache.set('other', 'z'.repeat(100));
    expect(cache.get('naira')).toBeUndefined();
    expect(cache.get('other')).toBeDefined();
  });
});

describe('the public answer cache', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_CACHE_SECONDS: '300' } });
    catalogue = await seedCatalogue(server.db);
  });
  afterAll(() => server.close());

  const titles = async (query: string) => {
    const res = await fetch(`${server.url}/api/public/books${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { books?: { title: string }[]; data?: { title: string }[] } };
    return JSON.stringify(body);
  };

  it('is keyed on the accepted parameters only: junk parameters and their order make no new entry', async () => {
    const first = await titles('?country=ng&type=ebook');
    // The data changes under the cache...
    const book = Object.values(catalogue.books).find((b) => b.type === 'ebook');
    if (!book) throw new Error('no ebook in the fixture');
    await server.db
      .updateTable('books')
      .set({ title: 'A Renamed Title' })
      .where('id', '=', book.id)
      .execute();
    // ...so only an answer from the cache still has the old title: these are all the same entry.
    for (const query of [
      '?type=ebook&country=ng',
      '?country=ng&type=ebook&junk=1',
      '?country=ng&type=ebook&utm_source=x&cachebuster=12345',
      '?country=ng&type=ebook&page=1',
    ]) {
      expect(await titles(query), query).toBe(first);
    }
    // A parameter the call accepts is another answer.
    expect(await titles('?country=ng&type=ebook&sort=TitleAsc')).toContain('A Renamed Title');
  });

  it('still answers 422 for a bad accepted parameter (never a cached 200)', async () => {
    await titles('?country=ng');
    const res = await fetch(`${server.url}/api/public/books?country=ng&page=abc`);
    expect(res.status).toBe(422);
  });
});
