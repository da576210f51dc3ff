import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortUid } from '../../lib/crypto.ts';
import type { User } from '../../db/schema.ts';
import { webActor } from '../accounts/audit.ts';
import { refundOrder } from '../admin/admin-orders.ts';
import { createOperator } from '../../../test/admin-support.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import {
  sellerClient,
  seedPayoutBanks,
  settleTestPayment,
  type Envelope,
  type Money,
} from '../../../test/selling-support.ts';

let server: TestServer;

interface Page<T> {
  items: T[];
  total: number;
}
interface RevenueBody {
  order_reference: string;
  status: string;
  gross: Money;
  fee: Money;
  net: Money;
  book: { uid: string; title: string };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPayoutBanks(server.db);
});
afterAll(() => server.close());

async function seller(): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  return { user, client: await sellerClient(server, user) };
}

/** A published ebook of `author` at ₦5,000. */
async function publishedBook(author: User, title: string) {
  const uid = shortUid(12);
  const book = await server.db
    .insertInto('books')
    .values({
      uid,
      slug: `book-${uid.toLowerCase()}`,
      author_id: author.id,
      type: 'ebook',
      title,
      description: 'A published ebook for the revenue tests, long enough to be a description.',
      status: 'published',
      published_at: new Date(),
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('book_prices')
    .values({ book_id: book.id, country_code: 'ng', amount: 500_000 })
    .execute();
  return book;
}

/** A buyer buys the book through the cart, checkout and the hosted test-payment page. */
async function buy(bookUid: string) {
  const buyer = await createUser(server.db, { country: 'ng' });
  const client = await signedIn(server, buyer);
  expect(
    (await client.post('/api/user/cart/add?country=ng', { book_uid: bookUid, quantity: 1 })).status,
  ).toBe(200);
  const order = await client.post<
    Envelope<{ order: { reference: string }; payment: { checkout_url: string } }>
  >('/api/user/orders', { country: 'ng' });
  expect(order.status).toBe(201);
  const paid = await settleTestPayment(client, order.body.data.payment.checkout_url, 'pay');
  expect(paid.status).toBe(303);
  return { buyer, reference: order.body.data.order.reference };
}

async function addBank(client: TestClient): Promise<number> {
  const res = await client.post<Envelope<{ id: number }>>('/api/user/banks', {
    bank_code: '058',
    account_number: '0123456789',
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** Revenue already past its hold, straight into the ledger. */
async function credit(user: User, amount: number) {
  await server.db
    .insertInto('revenues')
    .values({
      user_id: user.id,
      kind: 'sale',
      amount,
      gross_amount: amount,
      currency_code: 'NGN',
      description: 'Opening balance for the test',
      available_at: new Date(Date.now() - 86_400_000),
    })
    .execute();
}

async function balance(client: TestClient): Promise<number> {
  const res = await client.get<Envelope<{ available_balance: Money }>>(
    '/api/user/selling/statistics/dashboard',
  );
  return res.body.data.available_balance.amount;
}

describe('sales and statistics', () => {
  it('shows a sale in orders, revenue and statistics, held until the refund window ends', async () => {
    const { user, client } = await seller();
    const book = await publishedBook(user, 'Sold Under Lagos Skies');
    await publishedBook(user, 'Still Waiting For A Buyer');
    const { buyer, reference } = await buy(book.uid);

    const orders = await client.get<
      Envelope<
        Page<{
          order_reference: string;
          buyer_username: string;
          quantity: number;
          amount: Money;
          earnings: Money;
          status: string;
        }>
      >
    >('/api/user/selling/orders');
    expect(orders.status).toBe(200);
    expect(orders.body.data.total).toBe(1);
    expect(orders.body.data.items[0]).toMatchObject({
      order_reference: reference,
      buyer_username: buyer.username,
      quantity: 1,
      amount: { amount: 5000, currency_code: 'NGN' },
      earnings: { amount: 4000, currency_code: 'NGN' },
      status: 'completed',
    });

    const dashboard = await client.get<Envelope<Record<string, unknown>>>(
      '/api/user/selling/statistics/dashboard',
    );
    expect(dashboard.body.data).toMatchObject({
      total_books: 2,
      published_books: 2,
      total_sales: 1,
      pending_orders: 0,
      total_revenue: { amount: 4000, currency_code: 'NGN' },
      available_balance: { amount: 0 },
    });
    const revenues = await client.get<Envelope<Page<RevenueBody>>>('/api/user/selling/revenues');
    expect(revenues.body.data.items).toHaveLength(1);
    expect(revenues.body.data.items[0]).toMatchObject({
      order_reference: reference,
      status: 'pending',
      gross: { amount: 5000 },
      fee: { amount: 1000 },
      net: { amount: 4000 },
      book: { uid: book.uid },
    });

    const orderStats = await client.get<
      Envelope<{
        total_orders: number;
        completed_orders: number;
        per_month: { month: string; count: number }[];
      }>
    >('/api/user/selling/statistics/orders');
    expect(orderStats.body.data.total_orders).toBe(1);
    expect(orderStats.body.data.completed_orders).toBe(1);
    expect(orderStats.body.data.per_month).toHaveLength(12);
    expect(orderStats.body.data.per_month.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      count: 1,
    });

    const bookStats = await client.get<Envelope<Record<string, unknown>>>(
      '/api/user/selling/statistics/books',
    );
    expect(bookStats.body.data).toEqual({
      total: 2,
      draft: 0,
      in_review: 0,
      published: 2,
      rejected: 0,
      by_type: { ebook: 2, audiobook: 0, printbook: 0 },
    });

    const revenueStats = await client.get<
      Envelope<{ total_revenue: Money; available_balance: Money; per_month: { amount: Money }[] }>
    >('/api/user/selling/statistics/revenues');
    expect(revenueStats.body.data.total_revenue.amount).toBe(4000);
    expect(revenueStats.body.data.available_balance.amount).toBe(0);
    expect(revenueStats.body.data.per_month.at(-1)?.amount.amount).toBe(4000);

    // Another seller sees none of it.
    const other = await seller();
    const theirs = await other.client.get<Envelope<Page<unknown>>>('/api/user/selling/orders');
    expect(theirs.body.data.total).toBe(0);
  });

  it('needs a session, a seller account and the 2-factor check', async () => {
    const anonymous = new TestClient(server.url);
    for (const path of [
      'statistics/dashboard',
      'statistics/orders',
      'statistics/books',
      'statistics/revenues',
      'orders',
      'revenues',
    ]) {
      expect((await anonymous.get(`/api/user/selling/${path}`)).status).toBe(401);
    }
    const reader = await signedIn(server, await createUser(server.db));
    expect((await reader.get('/api/user/selling/statistics/dashboard')).status).toBe(403);
    const unchecked = await signedIn(server, await createUser(server.db, { author: true }));
    expect((await unchecked.get('/api/user/selling/statistics/dashboard')).status).toBe(403);
    expect((await unchecked.get('/api/user/selling/revenues')).status).toBe(403);
    // The dashboard figures are for voiceover artists too; the author's sales pages are not.
    const artist = await createUser(server.db, { voiceover: true });
    const artistClient = await sellerClient(server, artist);
    expect((await artistClient.get('/api/user/selling/statistics/dashboard')).status).toBe(200);
    expect((await artistClient.get('/api/user/selling/orders')).status).toBe(403);
    const { client } = await seller();
    expect((await client.get('/api/user/selling/orders?per_page=1000')).status).toBe(422);
  });
});

describe('withdrawals', () => {
  it('withdraws available revenue to a bank account, never more than the balance', async () => {
    const { user, client } = await seller();
    const book = await publishedBook(user, 'A Book That Pays');
    await buy(book.uid);
    const bankId = await addBank(client);
    const tooEarly = await client.post<Envelope<null>>('/api/user/selling/revenues/withdraw', {
      amount: 100,
      bank_account_id: bankId,
    });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors?.amount?.[0]).toMatch(/available balance of ₦0.00/);

    // The refund window ends.
    await server.db
      .updateTable('revenues')
      .set({ available_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(await balance(client)).toBe(4000);
    const first = await client.post<
      Envelope<{
        amount: Money;
        status: string;
        reference: string;
        bank_account: { id: number; account_number_masked: string };
      }>
    >('/api/user/selling/revenues/withdraw', { amount: 1500, bank_account_id: bankId });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      amount: { amount: 1500, currency_code: 'NGN' },
      status: 'pending',
      bank_account: { id: bankId, account_number_masked: '******6789' },
    });
    expect(first.body.data.reference).toMatch(/^WD-/);
    expect(await balance(client)).toBe(2500);
    const stats = await client.get<
      Envelope<{ pending_withdrawal: Money; available_balance: Money; total_revenue: Money }>
    >('/api/user/selling/statistics/revenues');
    expect(stats.body.data.pending_withdrawal.amount).toBe(1500);
    expect(stats.body.data.total_revenue.amount).toBe(4000);

    const over = await client.post<Envelope<null>>('/api/user/selling/revenues/withdraw', {
      amount: 2500.01,
      bank_account_id: bankId,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors?.amount?.[0]).toMatch(/₦2,500.00/);
    const rest = await client.post('/api/user/selling/revenues/withdraw', {
      amount: 2500,
      bank_account_id: bankId,
    });
    expect(rest.status).toBe(201);
    expect(await balance(client)).toBe(0);
    const revenues = await client.get<Envelope<Page<RevenueBody>>>('/api/user/selling/revenues');
    expect(revenues.body.data.items[0]?.status).toBe('withdrawn');
  });

  it('refuses bad amounts, foreign bank accounts, missing sessions, tokens and checks', async () => {
    const { user, client } = await seller();
    await credit(user, 1_000_000);
    const bankId = await addBank(client);
    const url = '/api/user/selling/revenues/withdraw';
    for (const amount of [0, -50, 'ten']) {
      const res = await client.post<Envelope<null>>(url, { amount, bank_account_id: bankId });
      expect(res.status).toBe(422);
      expect(res.body.errors?.amount).toBeDefined();
    }
    // Rounds to zero minor units.
    expect((await client.post(url, { amount: 0.001, bank_account_id: bankId })).status).toBe(422);
    const other = await seller();
    const theirBank = await addBank(other.client);
    const foreign = await client.post<Envelope<null>>(url, { amount: 10, bank_account_id: theirBank });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.bank_account_id).toBeDefined();

    expect((await new TestClient(server.url).post(url, { amount: 10, bank_account_id: bankId })).status).toBe(
      401,
    );
    expect((await client.post(url, { amount: 10, bank_account_id: bankId }, { csrf: false })).status).toBe(
      419,
    );
    const unchecked = await signedIn(server, user);
    expect((await unchecked.post(url, { amount: 10, bank_account_id: bankId })).status).toBe(403);
    // An artist may withdraw too (issue 24), but only to their own bank accounts.
    const artist = await sellerClient(server, await createUser(server.db, { voiceover: true }));
    expect((await artist.post(url, { amount: 10, bank_account_id: bankId })).status).toBe(422);
    expect(await balance(client)).toBe(10_000);
  });

  it('lets at most the balance out under concurrent requests', async () => {
    const { user, client } = await seller();
    await credit(user, 1_000_000); // ₦10,000
    const bankId = await addBank(client);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/user/selling/revenues/withdraw', { amount: 4000, bank_account_id: bankId }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 422)).toHaveLength(8);
    expect(await balance(client)).toBe(2000);
    const ledger = await server.db
      .selectFrom('revenues')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(200_000);
    const withdrawals = await server.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(withdrawals.sum)).toBe(800_000);
  });
});

describe('refunds in the ledger (issue 41)', () => {
  it('lists a refunded sale with its refund as a negative line, newest first', async () => {
    const { user, client } = await seller();
    const book = await publishedBook(user, 'Refunded In Ibadan');
    const { reference } = await buy(book.uid);
    const order = await server.db
      .selectFrom('orders')
      .select('id')
      .where('uid', '=', reference)
      .executeTakeFirstOrThrow();
    const operator = await createOperator(server.db);
    await refundOrder(server.deps, webActor(operator.id), order.id, { reason: 'Refunded for the test' });
    const revenues = await client.get<Envelope<Page<RevenueBody & { kind: string }>>>(
      '/api/user/selling/revenues',
    );
    expect(revenues.status, JSON.stringify(revenues.body).slice(0, 600)).toBe(200);
    expect(revenues.body.data.total).toBe(2);
    expect(
      revenues.body.data.items.map((r) => [
        r.kind,
        r.status,
        r.net.amount,
        r.gross.amount,
        r.order_reference,
      ]),
    ).toEqual([
      ['refund', 'refunded', -4000, -5000, reference],
      ['sale', 'pending', 4000, 5000, reference],
    ]);
    expect(revenues.body.data.items[0]?.book.title).toBe('Refunded In Ibadan');
    // What the seller earned is net of the refund.
    const stats = await client.get<Envelope<{ total_revenue: Money }>>(
      '/api/user/selling/statistics/revenues',
    );
    expect(stats.body.data.total_revenue.amount).toBe(0);
  });
});
