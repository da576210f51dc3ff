import type { APIRequestContext } from '@playwright/test';

/** Real catalogue data for route parameters, read from the reference API's seeded database. */
export interface CatalogSamples {
  ebook: { uid: string; title: string; price: number };
  printbook: { uid: string; title: string; price: number };
  audiobook: { uid: string; title: string };
  /** Books of each type sold in ng (listings head their results with it). */
  totals: Record<'ebook' | 'printbook' | 'audiobook', number>;
  category: { uid: string; name: string };
  subCategory: { uid: string; name: string };
  author: { username: string; name: string };
  list: { uid: string; name: string };
  voa: { username: string; name: string };
  offer: { uid: string; title: string };
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Accept: 'application/json' } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

interface BookItem {
  uid: string;
  title: string;
  price: { amount: number };
}

async function firstBook(request: APIRequestContext, type: string): Promise<BookItem & { total: number }> {
  const { data } = await json<{ data: { items: BookItem[]; total: number } }>(
    request,
    `/api/public/books?type=${type}&sort=Trending&limit=1&country=ng`,
  );
  const book = data.items[0];
  if (!book) throw new Error(`The seeded catalogue has no ${type}`);
  return { ...book, total: data.total };
}

let cached: Promise<CatalogSamples> | undefined;

export function catalogSamples(request: APIRequestContext): Promise<CatalogSamples> {
  cached ??= (async () => {
    const [ebook, printbook, audiobook] = await Promise.all(
      ['ebook', 'printbook', 'audiobook'].map((type) => firstBook(request, type)),
    );
    const header = await json<{
      data: {
        categories: {
          uid: string;
          category_name: string;
          sub_categories: { uid: string; sub_category_name: string }[];
        }[];
      };
    }>(request, '/api/public/header');
    const category = header.data.categories.find((c) => c.sub_categories.length > 0);
    const sub = category?.sub_categories[0];
    const authors = await json<{
      data: {
        items: { username: string; display_name: string }[];
      };
    }>(request, '/api/public/authors');
    const author = authors.data.items[0];
    const lists = await json<{ data: { uid: string; list_name: string }[] }>(request, '/api/public/lists');
    const list = lists.data[0];
    const voas = await json<{ data: { items: { username: string; display_name: string }[] } }>(
      request,
      '/api/public/voas',
    );
    const voa = voas.data.items[0];
    if (!ebook || !printbook || !audiobook || !category || !sub || !author || !list || !voa)
      throw new Error('The seeded catalogue lacks a sample');
    const detail = await json<{ data: { offers: { uid: string; title: string }[] } }>(
      request,
      `/api/public/voas/${voa.username}?country=ng`,
    );
    const offer = detail.data.offers[0];
    if (!offer) throw new Error(`${voa.username} has no offer`);
    return {
      ebook: { uid: ebook.uid, title: ebook.title, price: ebook.price.amount },
      printbook: { uid: printbook.uid, title: printbook.title, price: printbook.price.amount },
      audiobook,
      totals: { ebook: ebook.total, printbook: printbook.total, audiobook: audiobook.total },
      category: { uid: category.uid, name: category.category_name },
      subCategory: { uid: sub.uid, name: sub.sub_category_name },
      author: {
        username: author.username,
        name: author.display_name,
      },
      list: { uid: list.uid, name: list.list_name },
      voa: { username: voa.username, name: voa.display_name },
      offer,
    };
  })();
  return cached;
}

/** A price as the store shows it: two decimals, comma thousands. */
export const formatAmount = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
