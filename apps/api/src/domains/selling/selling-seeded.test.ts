import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../../seed/index.ts';
import { latestCode, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

// The seeded demo sellers through every selling, banks and voiceover read call. Outside production each
// answer is checked against the contract, so a seeded shape these calls cannot present fails here.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.db, { books: 80, mediaDir: null });
});
afterAll(() => server.close());

async function demoSeller(email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  expect((await client.post('/user/auth/spa/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  await client.get('/api/user/auth/verification/get_code');
  const res = await client.post('/api/user/selling/verify_2fa', {
    verification_code: await latestCode(server, email),
  });
  expect(res.status).toBe(200);
  return client;
}

async function ok<T>(client: TestClient, path: string): Promise<T> {
  const res = await client.get<{ data: T; message: string }>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.data;
}

interface Page<T> {
  items: T[];
  total: number;
}

describe('the seeded demo sellers', () => {
  it("serve the author's books, sales, revenue and bank accounts", async () => {
    const client = await demoSeller(DEMO_ACCOUNTS.author.email);
    const books = await ok<Page<{ uid: string; status: string }>>(
      client,
      '/api/user/selling/books?per_page=100',
    );
    expect(books.total).toBeGreaterThan(0);
    expect(new Set(books.items.map((b) => b.status))).toEqual(new Set(['published', 'draft', 'in_review']));
    for (const book of books.items) {
      const full = await ok<{
        type: string;
        status: string;
        steps: { cover: boolean };
        ebook_file: { format: string; size_bytes: number } | null;
      }>(client, `/api/user/selling/books/${book.uid}`);
      // Published seeded ebooks have their EPUB, so "Content and cover" is complete for them.
      if (full.status === 'published' && full.type === 'ebook') {
        expect(full.ebook_file).toMatchObject({ format: 'epub' });
        expect(full.steps.cover).toBe(true);
      }
      await ok(client, `/api/user/selling/books/${book.uid}/verify_book_info`);
      await ok(client, `/api/user/selling/books/${book.uid}/activities`);
    }
    await ok(client, '/api/user/selling/books/contributors');
    const dashboard = await ok<{ total_sales: number; total_revenue: { amount: number } }>(
      client,
      '/api/user/selling/statistics/dashboard',
    );
    expect(dashboard.total_sales).toBeGreaterThan(0);
    expect(dashboard.total_revenue.amount).toBeGreaterThan(0);
    for (const path of ['statistics/orders', 'statistics/books', 'statistics/revenues']) {
      await ok(client, `/api/user/selling/${path}`);
    }
    const sales = await ok<Page<unknown>>(client, '/api/user/selling/orders?per_page=100');
    expect(sales.total).toBeGreaterThan(0);
    const revenues = await ok<Page<{ status: string }>>(client, '/api/user/selling/revenues?per_page=100');
    // The seeded paid withdrawal consumed the oldest revenue.
    expect(revenues.items.some((r) => r.status === 'withdrawn')).toBe(true);
    const banks = await ok<{ bank_name: string; is_default: boolean }[]>(client, '/api/user/banks');
    expect(banks.some((b) => b.is_default)).toBe(true);
  });

  it("serve the artist's profile, offers, jobs and the buyer's voiceover orders", async () => {
    const client = await demoSeller(DEMO_ACCOUNTS.voiceover.email);
    const profile = await ok<{ status: string; offers: unknown[]; demos: unknown[] }>(
      client,
      '/api/user/selling/voa',
    );
    expect(profile.status).toBe('approved');
    expect(profile.demos.length).toBeGreaterThan(0);
    expect((await ok<unknown[]>(client, '/api/user/selling/voa/offers')).length).toBeGreaterThan(0);
    const jobs = await ok<Page<{ uid: string; status: string }>>(
      client,
      '/api/user/selling/voa/jobs?per_page=100',
    );
    expect(new Set(jobs.items.map((j) => j.status))).toEqual(
      new Set(['pending', 'in_progress', 'delivered', 'completed']),
    );
    for (const job of jobs.items) await ok(client, `/api/user/selling/voa/jobs/${job.uid}`);
    await ok(client, '/api/user/selling/statistics/dashboard');

    const shopper = new TestClient(server.url);
    await shopper.post('/user/auth/spa/login', {
      email: DEMO_ACCOUNTS.shopper.email,
      password: DEMO_PASSWORD,
    });
    const orders = await ok<Page<{ uid: string }>>(shopper, '/api/user/vo_orders');
    expect(orders.total).toBeGreaterThan(0);
    for (const order of orders.items) await ok(shopper, `/api/user/vo_orders/${order.uid}`);
  });
});

describe('the seeded demo partner', () => {
  it('has a year of clicks, attributed orders and their commissions, held and available', async () => {
    const client = new TestClient(server.url);
    const login = await client.post('/user/auth/spa/login', {
      email: DEMO_ACCOUNTS.partner.email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const me = await ok<{ code: string; status: string }>(client, '/api/user/partners/me');
    expect(me).toMatchObject({ code: 'BOOKCLUB', status: 'active' });
    const stats = await ok<{
      clicks: number;
      clicks_by_source: { widget: number; link: number };
      orders: number;
      earned: { amount: number; currency_code: string };
      held: { amount: number };
      balance: { amount: number };
      months: { clicks: number; orders: number; earnings: { amount: number } }[];
      top_books: unknown[];
    }>(client, '/api/user/partners/stats');
    expect(stats.orders).toBeGreaterThan(0);
    expect(stats.clicks).toBeGreaterThan(stats.orders);
    expect(stats.clicks_by_source.widget).toBeGreaterThan(0);
    expect(stats.clicks_by_source.link).toBeGreaterThan(0);
    expect(stats.earned).toMatchObject({ currency_code: 'NGN' });
    expect(stats.earned.amount).toBeGreaterThan(0);
    // Older commissions are past the hold: the balance is theirs to withdraw.
    expect(stats.balance.amount).toBeGreaterThan(0);
    expect(stats.balance.amount + stats.held.amount).toBeCloseTo(stats.earned.amount, 2);
    expect(stats.months.filter((m) => m.clicks > 0).length).toBeGreaterThan(3);
    expect(stats.top_books.length).toBeGreaterThan(0);
    const orders = await ok<Page<{ status: string; commission: { amount: number } }>>(
      client,
      '/api/user/partners/orders?per_page=100',
    );
    expect(orders.total).toBe(stats.orders);
    for (const order of orders.items) {
      expect(['held', 'available']).toContain(order.status);
      expect(order.commission.amount).toBeGreaterThan(0);
    }
  });
});
