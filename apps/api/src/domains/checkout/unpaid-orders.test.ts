import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_JOB, startJobs } from '../jobs/handlers.ts';
import { expireUnpaidOrders } from './unpaid-orders.ts';
import { newShopper } from '../../../test/checkout-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/helpers.ts';
import { settleTestPayment } from '../../../test/selling-support.ts';

/**
 * Unpaid book orders hold print stock: after UNPAID_ORDER_MINUTES (here 20) they are cancelled and the
 * stock comes back, and one user may hold at most MAX_UNPAID_ORDERS (here 2) of them at a time.
 */
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ env: { UNPAID_ORDER_MINUTES: '20', MAX_UNPAID_ORDERS: '2' } });
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

const uid = (key: string) => catalogue.books[key]?.uid ?? '';
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

interface Placed {
  data: { order: { id: number; status: string }; payment: { checkout_url: string | null } };
}

async function buyer() {
  const { user, client, addressId } = await newShopper(server, catalogue, { address: true });
  const order = async (book = 'market', quantity = 1) => {
    const added = await client.post('/api/user/cart/add?country=ng', { book_uid: uid(book), quantity });
    expect(added.status).toBe(200);
    return client.post<Placed & { message?: string }>('/api/user/orders', { address_id: addressId });
  };
  return { user, client, order };
}

const stockOf = async (key: string) =>
  (
    await server.db
      .selectFrom('books')
      .select('stock_quantity')
      .where('uid', '=', uid(key))
      .executeTakeFirstOrThrow()
  ).stock_quantity ?? 0;

describe('unpaid orders', () => {
  it('are cancelled after UNPAID_ORDER_MINUTES, giving their print stock back, with an activity', async () => {
    const start = new Date();
    server.setNow(start);
    try {
      const { client, order } = await buyer();
      const before = await stockOf('market');
      const placed = await order('market', 2);
      expect(placed.status).toBe(201);
      expect(await stockOf('market')).toBe(before - 2);
      const id = placed.body.data.order.id;

      // 19 minutes on: still waiting for payment.
      server.setNow(minutes(start, 19));
      expect(await expireUnpaidOrders(server.deps)).not.toContain(id);
      expect(
        (await client.get<{ data: { status: string } }>(`/api/user/orders/${id}`)).body.data.status,
      ).toBe('pending_payment');

      server.setNow(minutes(start, 21));
      expect(await expireUnpaidOrders(server.deps)).toContain(id);
      const after = await client.get<{ data: { status: string; payment: { status: string } | null } }>(
        `/api/user/orders/${id}`,
      );
      expect(after.body.data.status).toBe('cancelled');
      expect(after.body.data.payment?.status).toBe('failed');
      expect(await stockOf('market')).toBe(before);
      const history = await client.get<{ data: { status: string; description: string }[] }>(
        `/api/user/orders/${id}/activities`,
      );
      expect(history.body.data.map((a) => a.description)).toContainEqual(
        expect.stringMatching(/not paid within 20 minutes/),
      );
      // A second run (another process, say) changes nothing, and the stock is returned once.
      expect(await expireUnpaidOrders(server.deps)).not.toContain(id);
      expect(await stockOf('market')).toBe(before);
      // Paying the expired order afterwards is refused: it never fills the library.
      await settleTestPayment(client, placed.body.data.payment.checkout_url ?? '', 'pay');
      const still = await client.get<{ data: { status: string } }>(`/api/user/orders/${id}`);
      expect(still.body.data.status).toBe('cancelled');
    } finally {
      server.setNow(null);
    }
  });

  it('leave a paid order alone', async () => {
    const start = new Date();
    server.setNow(start);
    try {
      const { client, order } = await buyer();
      const placed = await order('ledger');
      await settleTestPayment(client, placed.body.data.payment.checkout_url ?? '', 'pay');
      server.setNow(minutes(start, 60));
      expect(await expireUnpaidOrders(server.deps)).not.toContain(placed.body.data.order.id);
      const after = await client.get<{ data: { status: string } }>(
        `/api/user/orders/${placed.body.data.order.id}`,
      );
      expect(after.body.data.status).toBe('processing');
    } finally {
      server.setNow(null);
    }
  });

  it('are expired by the scheduled job on its own, by the process clock', async () => {
    const start = new Date();
    server.setNow(start);
    // The worker's schedule ticks on the server's clock: due once the clock passes its minute. The
    // server's own worker does not poll (tests drain it), so this one runs the job it enqueues.
    const worker = await startJobs(server.deps, {
      clock: server.deps.clock,
      schedules: [{ name: EXPIRY_JOB, everySeconds: 60 }],
      poll: false,
    });
    try {
      const { client, order } = await buyer();
      const placed = await order('market');
      const status = async () =>
        (await client.get<{ data: { status: string } }>(`/api/user/orders/${placed.body.data.order.id}`)).body
          .data.status;
      await worker.drain();
      expect(await status()).toBe('pending_payment');
      server.setNow(minutes(start, 25));
      expect(await worker.drain()).toBeGreaterThan(0);
      expect(await status()).toBe('cancelled');
    } finally {
      await worker.stop();
      server.setNow(null);
    }
  });

  it('are at most MAX_UNPAID_ORDERS per user: the next checkout is a 429 with a message and Retry-After', async () => {
    const start = new Date();
    server.setNow(start);
    try {
      const { client, order } = await buyer();
      const first = await order('market');
      server.setNow(minutes(start, 5));
      const second = await order('ledger');
      expect([first.status, second.status]).toEqual([201, 201]);
      const before = await stockOf('market');
      const third = await order('market');
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/2 unpaid orders.*cancelled after 20 minutes/);
      // The oldest expires 15 minutes from now.
      expect(Number(third.headers.get('retry-after'))).toBe(15 * 60);
      // Nothing was taken, and the cart is kept for later.
      expect(await stockOf('market')).toBe(before);
      const cart = await client.get<{ data: { cart_items: unknown[] } }>('/api/user/cart/all?country=ng');
      expect(cart.body.data.cart_items).toHaveLength(1);

      // Paying one frees a place.
      await settleTestPayment(client, second.body.data.payment.checkout_url ?? '', 'pay');
      const fourth = await client.post<Placed>('/api/user/orders', {
        address_id: (await client.get<{ data: { id: number }[] }>('/api/user/account/delivery_address')).body
          .data[0]?.id,
      });
      expect(fourth.status).toBe(201);
      // Two unpaid again; once the first one's time is up, it no longer counts (even before the job).
      expect((await order('market')).status).toBe(429);
      server.setNow(minutes(start, 21));
      expect((await order('market')).status).toBe(201);
    } finally {
      server.setNow(null);
    }
  });
});
