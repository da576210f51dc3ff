import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../../test/checkout-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { settleTestPayment } from '../../../test/selling-support.ts';
import { hashPassword } from '../../lib/crypto.ts';
import {
  createUser,
  sentMail,
  signedIn,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../../../test/helpers.ts';

let server: TestServer;
let catalogue: Catalogue;

interface Money {
  amount: number;
  currency_code: string;
}
interface PaymentBody {
  id: number;
  reference: string;
  status: string;
  checkout_url: string | null;
  amount: Money;
  order_reference: string;
}
interface OrderBody {
  id: number;
  reference: string;
  status: string;
  items: { quantity: number; book: { uid: string } }[];
  items_count: number;
  subtotal: Money;
  delivery_fee: Money;
  total: Money;
  delivery_address: { id: number; state: { name: string } } | null;
  payment: PaymentBody | null;
}

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await server.deps.media.write('ebooks/bk-lagosnoir.epub', 'PK\u0003\u0004 an epub for the test');
  await server.deps.media.write('tracks/bk-lagosaudio-1.mp3', 'ID3 chapter one');
});
afterAll(() => server.close());

const uid = (key: string) => catalogue.books[key]?.uid ?? '';

const shopper = (options: { address?: boolean } = {}) => newShopper(server, catalogue, options);

describe('checkout and test-mode payment', () => {
  it('turns the cart into an order with a payment URL; paying fills the library and credits the seller', async () => {
    const { user, client, addressId } = await shopper({ address: true });
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosNoir') });
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosAudio') });
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger'), quantity: 2 });

    const created = await client.post<{ data: { order: OrderBody; payment: PaymentBody }; message: string }>(
      '/api/user/orders',
      {
        address_id: addressId,
        country: 'ng',
      },
    );
    expect(created.status).toBe(201);
    const { order, payment } = created.body.data;
    expect(order.status).toBe('pending_payment');
    expect(order.items_count).toBe(4);
    expect(order.subtotal.amount).toBe(2500 + 4000 + 2 * 6500);
    expect(order.delivery_fee.amount).toBe(1500 + 500);
    expect(order.total.amount).toBe(order.subtotal.amount + order.delivery_fee.amount);
    expect(order.delivery_address?.state.name).toBe('Lagos');
    expect(payment.status).toBe('pending');
    expect(payment.amount.amount).toBe(order.total.amount);
    // Root-relative without PUBLIC_URL: the buyer's browser stays on the origin it opened (issue 39).
    expect(payment.checkout_url).toMatch(/^\/pay\/[\w-]+$/);
    expect(
      (await client.get<{ data: { cart_items: unknown[] } }>('/api/user/cart/all')).body.data.cart_items,
    ).toEqual([]);
    const stock = await server.db
      .selectFrom('books')
      .select('stock_quantity')
      .where('uid', '=', uid('ledger'))
      .executeTakeFirstOrThrow();
    expect(stock.stock_quantity).toBe(3);
    expect(
      (await client.get<{ data: { items: unknown[] } }>('/api/user/library/all')).body.data.items,
    ).toEqual([]);

    const paid = await settleTestPayment(client, payment.checkout_url ?? '', 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://store.test/myaccount/payments/${payment.id}`);

    const after = await client.get<{ data: OrderBody }>(`/api/user/orders/${order.id}`);
    expect(after.body.data.status).toBe('processing');
    expect(after.body.data.payment?.status).toBe('successful');
    expect(after.body.data.payment?.checkout_url).toBeNull();
    const activities = await client.get<{ data: { status: string }[] }>(
      `/api/user/orders/${order.id}/activities`,
    );
    expect(activities.body.data.map((a) => a.status)).toEqual(['pending_payment', 'paid', 'processing']);

    const library = await client.get<{ data: { items: { book: { uid: string }; order_id: number }[] } }>(
      '/api/user/library/all',
    );
    expect(library.body.data.items.map((i) => i.book.uid).sort()).toEqual(
      [uid('lagosAudio'), uid('lagosNoir')].sort(),
    );
    expect(library.body.data.items[0]?.order_id).toBe(order.id);
    const audioOnly = await client.get<{ data: { items: unknown[] } }>(
      '/api/user/library/all?type=audiobook',
    );
    expect(audioOnly.body.data.items).toHaveLength(1);

    const revenue = await server.db
      .selectFrom('revenues')
      .selectAll()
      .where('user_id', '=', catalogue.author.id)
      .execute();
    expect(revenue.map((r) => r.gross_amount).sort((a, b) => a - b)).toEqual([250_000, 400_000, 1_300_000]);
    expect(revenue.every((r) => r.amount === r.gross_amount - r.fee_amount && r.fee_amount > 0)).toBe(true);

    expect((await sentMail(server, { to: user.email })).at(-1)?.purpose).toBe('order_paid');

    const payments = await client.get<{ data: { items: PaymentBody[] } }>('/api/user/payments');
    expect(payments.body.data.items.map((p) => p.status)).toEqual(['successful']);
    const one = await client.get<{ data: PaymentBody & { order: OrderBody } }>(
      `/api/user/payments/${payment.id}`,
    );
    expect(one.body.data.order.id).toBe(order.id);
    const stats = await client.get<{ data: { successful_payments: number; total_paid: Money } }>(
      '/api/user/payments/statistics',
    );
    expect(stats.body.data).toMatchObject({
      successful_payments: 1,
      total_paid: { amount: order.total.amount, currency_code: 'NGN' },
    });
    const orderStats = await client.get<{ data: { total_orders: number; total_spent: Money } }>(
      '/api/user/orders/statistics',
    );
    expect(orderStats.body.data).toMatchObject({
      total_orders: 1,
      total_spent: { amount: order.total.amount },
    });

    // paying twice changes nothing
    const settledPage = await client.get(payment.checkout_url ?? '');
    expect(settledPage.status).toBe(303);
    const again = await settleTestPayment(client, payment.checkout_url ?? '', 'pay');
    expect(again.status).toBe(303);
    expect(
      await server.db
        .selectFrom('revenues')
        .select('id')
        .where('user_id', '=', catalogue.author.id)
        .execute(),
    ).toHaveLength(3);
  });

  it('settles a payment once when Pay is submitted twice at the same time', async () => {
    const { client } = await shopper();
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('startup') });
    const created = await client.post<{ data: { order: OrderBody; payment: PaymentBody } }>(
      '/api/user/orders',
      {},
    );
    const url = created.body.data.payment.checkout_url ?? '';
    const results = await Promise.all([
      settleTestPayment(client, url, 'pay'),
      settleTestPayment(client, url, 'pay'),
    ]);
    expect(results.map((r) => r.status)).toEqual([303, 303]);
    const revenue = await server.db
      .selectFrom('revenues')
      .innerJoin('order_items', 'order_items.id', 'revenues.order_item_id')
      .select('revenues.id')
      .where('order_items.order_id', '=', created.body.data.order.id)
      .execute();
    expect(revenue).toHaveLength(1);
  });

  it('cancelling the payment cancels the order and returns the print stock', async () => {
    const { client, addressId } = await shopper({ address: true });
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('market'), quantity: 2 });
    const created = await client.post<{ data: { order: OrderBody; payment: PaymentBody } }>(
      '/api/user/orders',
      { address_id: addressId },
    );
    const before = await server.db
      .selectFrom('books')
      .select('stock_quantity')
      .where('uid', '=', uid('market'))
      .executeTakeFirstOrThrow();
    const res = await settleTestPayment(client, created.body.data.payment.checkout_url ?? '', 'cancel');
    expect(res.status).toBe(303);
    const order = await client.get<{ data: OrderBody }>(`/api/user/orders/${created.body.data.order.id}`);
    expect(order.body.data.status).toBe('cancelled');
    expect(order.body.data.payment?.status).toBe('failed');
    const after = await server.db
      .selectFrom('books')
      .select('stock_quantity')
      .where('uid', '=', uid('market'))
      .executeTakeFirstOrThrow();
    expect(after.stock_quantity).toBe((before.stock_quantity ?? 0) + 2);
    const failed = await client.get<{ data: { items: PaymentBody[] } }>('/api/user/payments?status=failed');
    expect(failed.body.data.items).toHaveLength(1);
  });

  it('answers 422 for an empty cart, a missing address for print books, an address in another country', async () => {
    const { client, addressId } = await shopper({ address: true });
    const empty = await client.post<{ errors: Record<string, string[]> }>('/api/user/orders', {
      country: 'ng',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.cart).toEqual(['Your cart is empty.']);
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger') });
    const noAddress = await client.post<{ errors: Record<string, string[]> }>('/api/user/orders', {
      country: 'ng',
    });
    expect(noAddress.body.errors.address_id).toBeDefined();
    const wrongCountry = await client.post<{ errors: Record<string, string[]> }>('/api/user/orders', {
      country: 'us',
      address_id: addressId,
    });
    expect(wrongCountry.status).toBe(422);
    expect((await client.post('/api/user/orders', { country: 'ng', address_id: 'first' })).status).toBe(422);
  });

  it("answers 404 for another user's address, order, activities and payment, and for an unknown payment page", async () => {
    const alice = await shopper({ address: true });
    const bob = await shopper({ address: true });
    await bob.client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger') });
    expect((await bob.client.post('/api/user/orders', { address_id: alice.addressId })).status).toBe(404);
    await alice.client.post('/api/user/cart/add?country=ng', { book_uid: uid('harmattan') });
    const created = await alice.client.post<{ data: { order: OrderBody; payment: PaymentBody } }>(
      '/api/user/orders',
      {},
    );
    const { order, payment } = created.body.data;
    expect((await bob.client.get(`/api/user/orders/${order.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/user/orders/${order.id}/activities`)).status).toBe(404);
    expect((await bob.client.get(`/api/user/payments/${payment.id}`)).status).toBe(404);
    const page = await bob.client.get(payment.checkout_url ?? '');
    expect(page.status).toBe(404);
    expect((await new TestClient(server.url).get(payment.checkout_url ?? '')).status).toBe(401);
    expect((await bob.client.get('/api/user/orders/999999')).status).toBe(404);
  });

  it('needs a session (401), a verified email (403) and a CSRF token (419)', async () => {
    const anonymous = new TestClient(server.url);
    for (const path of [
      '/api/user/orders',
      '/api/user/orders/statistics',
      '/api/user/orders/1',
      '/api/user/orders/1/activities',
      '/api/user/payments',
      '/api/user/payments/statistics',
      '/api/user/payments/1',
      '/api/user/library/all',
      '/api/user/library/books/x',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
    expect((await anonymous.post('/api/user/orders', {})).status).toBe(401);
    const unverified = await signedIn(server, await createUser(server.db, { verified: false }));
    expect((await unverified.get('/api/user/orders')).status).toBe(403);
    expect((await unverified.post('/api/user/orders', {})).status).toBe(403);
    const { client } = await shopper();
    expect((await client.post('/api/user/orders', {}, { csrf: false })).status).toBe(419);
  });

  it('makes one order when the same cart is checked out concurrently', async () => {
    const { client, user } = await shopper();
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('startup') });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => client.post('/api/user/orders', { country: 'ng' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    const orders = await server.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('never sells more print copies than the stock when buyers race', async () => {
    await server.db
      .updateTable('books')
      .set({ stock_quantity: 3 })
      .where('uid', '=', uid('ledger'))
      .execute();
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => shopper({ address: true })));
    for (const buyer of buyers) {
      const added = await buyer.client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger') });
      expect(added.status).toBe(200);
    }
    const results = await Promise.all(
      buyers.map((b) => b.client.post('/api/user/orders', { address_id: b.addressId })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(2);
    const stock = await server.db
      .selectFrom('books')
      .select('stock_quantity')
      .where('uid', '=', uid('ledger'))
      .executeTakeFirstOrThrow();
    expect(stock.stock_quantity).toBe(0);
  });

  it('lists orders newest first, filtered by status and paginated', async () => {
    const { client } = await shopper();
    for (const key of ['harmattan', 'startup']) {
      await client.post('/api/user/cart/add?country=ng', { book_uid: uid(key) });
      await client.post('/api/user/orders', {});
    }
    const list = await client.get<{ data: { items: OrderBody[]; total: number } }>(
      '/api/user/orders?per_page=1',
    );
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items[0]?.items[0]?.book.uid).toBe(uid('startup'));
    const paid = await client.get<{ data: { items: OrderBody[] } }>('/api/user/orders?status=paid');
    expect(paid.body.data.items).toEqual([]);
    expect((await client.get('/api/user/orders?status=lost')).status).toBe(422);
  });

  it('credits a seller nothing for their own book, and the other sellers as usual', async () => {
    // The fixture author, given a password so they can sign in and shop.
    await server.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(TEST_PASSWORD) })
      .where('id', '=', catalogue.author.id)
      .execute();
    const author = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', catalogue.author.id)
      .executeTakeFirstOrThrow();
    const other = await createUser(server.db, { author: true });
    const otherBook = await server.db
      .updateTable('books')
      .set({ author_id: other.id })
      .where('uid', '=', uid('lagosAudio'))
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const client = await signedIn(server, author);
      await client.post('/api/user/cart/add?country=ng', { book_uid: uid('harmattan') });
      await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosAudio') });
      const created = await client.post<{ data: { order: OrderBody; payment: PaymentBody } }>(
        '/api/user/orders',
        { country: 'ng' },
      );
      expect(created.status).toBe(201);
      const { order, payment } = created.body.data;
      expect((await settleTestPayment(client, payment.checkout_url ?? '', 'pay')).status).toBe(303);
      const revenue = await server.db
        .selectFrom('revenues as r')
        .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
        .select(['r.user_id', 'oi.book_id'])
        .where('oi.order_id', '=', order.id)
        .execute();
      // Only the other seller's line earns; the author's own book is in their library all the same.
      expect(revenue).toEqual([{ user_id: other.id, book_id: otherBook.id }]);
      const library = await client.get<{ data: { items: { book: { uid: string } }[] } }>(
        '/api/user/library/all',
      );
      expect(library.body.data.items.map((i) => i.book.uid)).toContain(uid('harmattan'));
    } finally {
      await server.db
        .updateTable('books')
        .set({ author_id: catalogue.author.id })
        .where('id', '=', otherBook.id)
        .execute();
    }
  });
});
