import { describe, expect, it } from 'vitest';
import { headPages, publicPages } from '../routes/pages';
import { describePage, headTable } from './describe';

const origin = 'https://books.example';
const table = headTable(headPages(publicPages));

/** A listing answer of `total` books on page `page` (none of them listed: the head counts them). */
const listing = (page: number, total: number, filters: object = {}) => ({
  data: { items: [], page, per_page: 20, total, last_page: Math.max(1, Math.ceil(total / 20)) },
  filters: { author: null, category: null, ...filters },
  message: 'OK',
});

/** The head at `pathname`, its reads answered by `answers` (by key; others are not found), and the keys read. */
async function headAt(pathname: string, answers: Record<string, unknown>) {
  const keys: string[] = [];
  const described = await describePage(table, {
    url: `${origin}${pathname}`,
    origin,
    country: 'ng',
    read: async (key) => {
      keys.push(key);
      const answer = answers[key];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw Object.assign(new Error(key), { status: 404 });
      return answer;
    },
  });
  return { described, keys };
}

const refused = Object.assign(new Error('422'), { status: 422 });

describe("the server's head of a listing", () => {
  it('reads the listing the screen reads, and keeps only the page number in the canonical address', async () => {
    const { described, keys } = await headAt('/ebooks?page=2&sort=Trending', {
      '/api/public/books?country=ng&page=2&sort=Trending&type=ebook': listing(2, 23),
    });
    expect(keys).toEqual(['/api/public/books?country=ng&page=2&sort=Trending&type=ebook']);
    expect(described).toMatchObject({
      status: 200,
      head: { title: 'Ebooks · Bookstore', canonical: `${origin}/ebooks?page=2` },
    });
  });

  it('leaves filters the listing refuses (a 422) for the plain listing of the path', async () => {
    const { described, keys } = await headAt('/books?author=no%20one!', {
      '/api/public/books?author=no+one%21&country=ng&page=1': refused,
      '/api/public/books?country=ng': listing(1, 3),
    });
    expect(keys).toEqual([
      '/api/public/books?author=no+one%21&country=ng&page=1',
      '/api/public/books?country=ng',
    ]);
    expect(described).toMatchObject({
      status: 200,
      head: { title: 'Books · Bookstore', canonical: `${origin}/books` },
    });
  });

  it('keeps /books’ category in the canonical address, and asks crawlers not to list a search', async () => {
    const { described } = await headAt('/books?category=cat-business&keyword=lagos', {
      '/api/public/books?category=cat-business&country=ng&keyword=lagos&page=1': listing(1, 1, {
        category: { uid: 'cat-business', category_name: 'Business' },
      }),
    });
    expect(described).toMatchObject({
      status: 200,
      head: {
        title: 'Books in Business · Bookstore',
        canonical: `${origin}/books?category=cat-business`,
        robots: 'noindex, follow',
      },
    });
  });

  it('is the Not Found head for a category no one has', async () => {
    const { described } = await headAt('/ebooks/no-such-category', {});
    expect(described).toMatchObject({ status: 404, head: { robots: 'noindex' } });
  });
});
