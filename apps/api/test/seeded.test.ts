import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../src/seed/index.ts';
import { startTestServer, TestClient, type TestServer } from './helpers.ts';

// The generated catalogue through every read call: outside production each answer is checked against
// the contract, so a shape the seed produces but the contract forbids fails here.
let server: TestServer;
const anonymous = () => new TestClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.db, { books: 80, mediaDir: null });
});
afterAll(() => server.close());

async function ok<T>(client: TestClient, path: string): Promise<T> {
  const res = await client.get<{ data: T; message: string }>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.data;
}

describe('the seeded catalogue', () => {
  it('serves every public read call', async () => {
    const client = anonymous();
    const countries = await ok<{ country_code: string }[]>(client, '/api/public/supported_countries');
    expect(countries[0]?.country_code).toBe('ng');
    for (const { country_code } of countries) {
      const home = await ok<{ trending: unknown[]; new_releases: unknown[] }>(
        client,
        `/api/public/home?country=${country_code}`,
      );
      expect(home.trending.length).toBeGreaterThan(0);
      await ok(client, `/api/public/supported_countries/${country_code}/states`);
      await ok(client, `/api/public/payout_banks?country=${country_code}`);
    }
    for (const type of ['ebook', 'audiobook', 'printbook']) {
      for (const sort of ['TitleAsc', 'PriceHigh', 'PublicationDateDesc', 'Trending']) {
        await ok(client, `/api/public/books?type=${type}&sort=${sort}&limit=10&country=ng`);
      }
    }
    const books = await ok<{ items: { uid: string }[] }>(client, '/api/public/books?per_page=100&country=ng');
    for (const book of books.items.slice(0, 40)) {
      await ok(client, `/api/public/books/${book.uid}?country=ng`);
    }
    await ok(client, `/api/public/books/${books.items[0]?.uid}/related?country=ng`);
    const categories = await ok<{ uid: string; sub_categories: { uid: string }[] }[]>(
      client,
      '/api/public/categories',
    );
    for (const category of categories) {
      await ok(client, `/api/public/categories/${category.uid}`);
      await ok(client, `/api/public/categories/${category.uid}/collections?media=audiobook`);
      const sub = category.sub_categories[0];
      if (sub) await ok(client, `/api/public/sub_categories/${sub.uid}`);
    }
    await ok(client, '/api/public/header');
    const lists = await ok<{ uid: string }[]>(client, '/api/public/lists');
    for (const list of lists) {
      await ok(client, `/api/public/lists/${list.uid}`);
      await ok(client, `/api/public/lists/${list.uid}/books?country=us`);
    }
    await ok(client, '/api/public/search?keyword=the');
    await ok(client, '/api/public/vocal_characteristics');
    const voas = await ok<{ items: { uid: string }[] }>(client, '/api/public/voas?per_page=50');
    expect(voas.items.length).toBeGreaterThan(0);
    for (const voa of voas.items.slice(0, 10)) {
      const profile = await ok<{ offers: { uid: string }[] }>(client, `/api/public/voas/${voa.uid}`);
      const offer = profile.offers[0];
      if (offer) await ok(client, `/api/public/voas/offers/${offer.uid}`);
    }
    const authors = await ok<{ items: { username: string }[] }>(client, '/api/public/authors');
    await ok(client, `/api/public/authors/${authors.items[0]?.username}`);
  });

  it("serves every demo account's own calls", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const client = anonymous();
      const login = await client.post('/user/auth/spa/login', {
        email: account.email,
        password: DEMO_PASSWORD,
      });
      expect(login.status, account.username).toBe(200);
      await ok(client, '/api/user/account');
      await ok(client, '/api/user/account/delivery_address');
      await ok(client, '/api/user/cart/all?country=ng');
      const orders = await ok<{ items: { id: number }[] }>(client, '/api/user/orders?per_page=50');
      for (const order of orders.items) {
        await ok(client, `/api/user/orders/${order.id}`);
        await ok(client, `/api/user/orders/${order.id}/activities`);
      }
      await ok(client, '/api/user/orders/statistics');
      const payments = await ok<{ items: { id: number }[] }>(client, '/api/user/payments?per_page=50');
      for (const payment of payments.items) await ok(client, `/api/user/payments/${payment.id}`);
      await ok(client, '/api/user/payments/statistics');
      const library = await ok<{ items: { book: { uid: string } }[] }>(
        client,
        '/api/user/library/all?per_page=50',
      );
      for (const item of library.items) await ok(client, `/api/user/library/books/${item.book.uid}`);
    }
  });
});
