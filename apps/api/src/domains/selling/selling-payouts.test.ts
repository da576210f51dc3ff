import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shortUid } from '../../lib/crypto.ts';
import type { User } from '../../db/schema.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import {
  seedPayoutBanks,
  sellerClient,
  settleTestPayment,
  type Envelope,
  type Money,
} from '../../../test/selling-support.ts';

let server: TestServer;

interface Page<T> {
  items: T[];
  total: number;
}
interface BankAccountBody {
  id: number;
  bank_name: string;
  is_default: boolean;
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

async function addBank(client: TestClient, bank_code: string, account_number: string) {
  const res = await client.post<Envelope<BankAccountBody>>('/api/user/banks', { bank_code, account_number });
  expect(res.status).toBe(201);
  return res.body.data;
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
      description: 'A published ebook for the payout tests, long enough to be a description.',
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

/** A buyer pays for the book through the cart, checkout and the hosted test-payment page. */
async function buy(bookUid: string): Promise<string> {
  const client = await signedIn(server, await createUser(server.db, { country: 'ng' }));
  expect(
    (await client.post('/api/user/cart/add?country=ng', { book_uid: bookUid, quantity: 1 })).status,
  ).toBe(200);
  const order = await client.post<
    Envelope<{ order: { reference: string }; payment: { checkout_url: string } }>
  >('/api/user/orders', { country: 'ng' });
  expect(order.status).toBe(201);
  expect((await settleTestPayment(client, order.body.data.payment.checkout_url, 'pay')).status).toBe(303);
  return order.body.data.order.reference;
}

describe('banks.makeDefault', () => {
  it('makes one account the default and the others not; 404 for another seller or no account', async () => {
    const { client } = await seller();
    const first = await addBank(client, '058', '0123456789');
    const second = await addBank(client, '057', '0123456780');
    expect([first.is_default, second.is_default]).toEqual([true, false]);

    const res = await client.post<Envelope<BankAccountBody>>(`/api/user/banks/${second.id}/default`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: second.id, is_default: true });
    expect(res.body.message).toBe('Zenith Bank 6780 is now your default account.');
    const list = await client.get<Envelope<BankAccountBody[]>>('/api/user/banks');
    expect(list.body.data.map((b) => [b.id, b.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Again is harmless: still one default.
    expect((await client.post(`/api/user/banks/${second.id}/default`, {})).status).toBe(200);
    const again = await client.get<Envelope<BankAccountBody[]>>('/api/user/banks');
    expect(again.body.data.filter((b) => b.is_default)).toHaveLength(1);

    const other = await seller();
    const theirs = await other.client.post<Envelope<null>>(`/api/user/banks/${first.id}/default`, {});
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('The bank account was not found.');
    expect((await other.client.post('/api/user/banks/999999/default', {})).status).toBe(404);
    // The owner's accounts are untouched by the refused call.
    const after = await client.get<Envelope<BankAccountBody[]>>('/api/user/banks');
    expect(after.body.data.find((b) => b.is_default)?.id).toBe(second.id);

    expect((await new TestClient(server.url).post(`/api/user/banks/${first.id}/default`, {})).status).toBe(
      401,
    );
    expect((await client.post(`/api/user/banks/${first.id}/default`, {}, { csrf: false })).status).toBe(419);
  });
});

describe('selling.listOrders between two days', () => {
  it('keeps the sales ordered from the start of `from` to the end of `to` (UTC)', async () => {
    const { user, client } = await seller();
    const book = await publishedBook(user, 'Dated Sales');
    const dates = [
      '2026-01-09T23:59:59Z',
      '2026-01-10T00:00:00Z',
      '2026-01-20T23:59:59Z',
      '2026-01-21T00:00:00Z',
    ];
    const references: string[] = [];
    for (const date of dates) {
      const reference = await buy(book.uid);
      references.push(reference);
      await server.db
        .updateTable('orders')
        .set({ created_at: new Date(date) })
        .where('uid', '=', reference)
        .execute();
    }
    const sales = async (query: string) =>
      client.get<Envelope<Page<{ order_reference: string }>> & { errors?: Record<string, string[]> }>(
        `/api/user/selling/orders${query}`,
      );
    const refs = (res: Awaited<ReturnType<typeof sales>>) =>
      res.body.data.items.map((i) => i.order_reference).sort();

    const between = await sales('?from=2026-01-10&to=2026-01-20');
    expect(between.status).toBe(200);
    expect(between.body.data.total).toBe(2);
    expect(refs(between)).toEqual([references[1], references[2]].sort());
    expect(refs(await sales('?from=2026-01-21'))).toEqual([references[3]]);
    expect(refs(await sales('?to=2026-01-09'))).toEqual([references[0]]);
    expect(refs(await sales('?from=2026-01-10&to=2026-01-10'))).toEqual([references[1]]);
    expect((await sales('')).body.data.total).toBe(4);
    // Another seller's sales stay out whatever the dates.
    const other = await seller();
    expect(
      (await other.client.get<Envelope<Page<unknown>>>('/api/user/selling/orders?from=2026-01-01')).body.data
        .total,
    ).toBe(0);
  });

  it('answers 422 on the field for a date that is not one, and for an end before the start', async () => {
    const { client } = await seller();
    const bad = await client.get<Envelope<null>>('/api/user/selling/orders?from=2026-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.from).toEqual(['The start date must be a date (YYYY-MM-DD).']);
    const words = await client.get<Envelope<null>>('/api/user/selling/orders?to=yesterday');
    expect(words.status).toBe(422);
    expect(words.body.errors?.to).toEqual(['The end date must be a date (YYYY-MM-DD).']);
    const reversed = await client.get<Envelope<null>>(
      '/api/user/selling/orders?from=2026-03-02&to=2026-03-01',
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors?.to).toEqual(['The end date must be on or after the start date.']);
  });
});

describe('withdrawals sent at once (issue 23: races on PostgreSQL)', () => {
  it('never take more than the available balance', async () => {
    const { user, client } = await seller();
    const bank = await addBank(client, '058', '0123456789');
    await server.db
      .insertInto('revenues')
      .values({
        user_id: user.id,
        kind: 'sale',
        amount: 1_000_000,
        gross_amount: 1_000_000,
        currency_code: 'NGN',
        description: 'A sale whose hold has passed',
        available_at: new Date(Date.now() - 86_400_000),
      })
      .execute();
    // ₦10,000 available; five withdrawals of ₦4,000 at once: two fit.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/user/selling/revenues/withdraw', { bank_account_id: bank.id, amount: 4000 }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422]);
    const ledger = await server.db
      .selectFrom('revenues')
      .select((eb) => eb.fn.sum<string>('amount').as('balance'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.balance)).toBe(200_000);
  });
});

describe('the test clock (/dev/clock)', () => {
  afterEach(async () => {
    const dev = new TestClient(server.url);
    await dev.post('/dev/clock', { reset: true });
  });

  it('lets the revenue hold pass: pending and refused, 8 days on, then withdrawn', async () => {
    const { user, client } = await seller();
    const book = await publishedBook(user, 'Worth The Wait');
    const bank = await addBank(client, '058', '0123456789');
    const reference = await buy(book.uid);

    const revenues = async (c: TestClient) =>
      (await c.get<Envelope<Page<{ order_reference: string; status: string }>>>('/api/user/selling/revenues'))
        .body.data.items;
    expect(await revenues(client)).toEqual([
      expect.objectContaining({ order_reference: reference, status: 'pending' }),
    ]);
    const refused = await client.post<Envelope<null>>('/api/user/selling/revenues/withdraw', {
      bank_account_id: bank.id,
      amount: 4000,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.amount?.[0]).toMatch(/available balance of ₦0\.00/);

    const dev = new TestClient(server.url);
    const moved = await dev.post<Envelope<{ now: string; offset_days: number }>>('/dev/clock', {
      advance_days: 8,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.offset_days).toBe(8);
    expect(Date.parse(moved.body.data.now) - Date.now()).toBeGreaterThan(8 * 86_400_000 - 60_000);
    expect(server.deps.clock().getTime() - Date.now()).toBeGreaterThan(8 * 86_400_000 - 60_000);

    // The session (idle limit) and the seller's 2-factor check (12 hours) have lapsed with the clock:
    // sign in and pass the check again, as a person would.
    expect([401, 403]).toContain((await client.get('/api/user/selling/revenues')).status);
    const again = await sellerClient(server, user);
    expect(await revenues(again)).toEqual([expect.objectContaining({ status: 'available' })]);
    const stats = await again.get<Envelope<{ available_balance: Money }>>(
      '/api/user/selling/statistics/revenues',
    );
    expect(stats.body.data.available_balance.amount).toBe(4000);
    const paid = await again.post<Envelope<{ amount: Money }>>('/api/user/selling/revenues/withdraw', {
      bank_account_id: bank.id,
      amount: 4000,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data.amount.amount).toBe(4000);
    expect(await revenues(again)).toEqual([expect.objectContaining({ status: 'withdrawn' })]);

    const reset = await dev.post<Envelope<{ offset_days: number }>>('/dev/clock', { reset: true });
    expect(reset.body.data.offset_days).toBe(0);
    expect(Math.abs(server.deps.clock().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('adds up advances, and refuses anything but a whole number of days or a reset', async () => {
    const dev = new TestClient(server.url);
    await dev.post('/dev/clock', { advance_days: 2 });
    const twice = await dev.post<Envelope<{ offset_days: number }>>('/dev/clock', { advance_days: 3 });
    expect(twice.body.data.offset_days).toBe(5);
    expect((await dev.get<Envelope<{ offset_days: number }>>('/dev/clock')).body.data.offset_days).toBe(5);
    for (const body of [
      { advance_days: 0 },
      { advance_days: 1.5 },
      { advance_days: -1 },
      { reset: false },
      {},
    ]) {
      const res = await dev.post<Envelope<null>>('/dev/clock', body);
      expect(res.status).toBe(422);
      expect(res.body.errors?.advance_days).toBeDefined();
    }
    expect((await dev.post('/dev/clock', { advance_days: 1 }, { csrf: false })).status).toBe(419);
  });
});
