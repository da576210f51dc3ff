import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { createPaystackProvider } from '../../payments/paystack.ts';
import { auditOf, operatorClient, paidOrder } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import {
  createUser,
  signedIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/helpers.ts';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test/paystack-stand-in.ts';
import type { Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 28, parts 5 and 9: refunds of paid book orders, whole or per item, through the payment
 * provider (Paystack's POST /refund against the stand-in; the demo's test payments at once), the
 * access and the sellers' earnings they reverse, once; and the overview's figures.
 */
const KEY = 'sk_test_admin_orders';

interface AdminOrder {
  id: number;
  reference: string;
  items: { id: number; title: string; refunded_at: string | null }[];
  refunded: { amount: number };
  payment: { status: string; gateway: string } | null;
  refunds: {
    reference: string;
    amount: { amount: number };
    item_ids: number[];
    reason: string;
    operator: { username: string } | null;
  }[];
}

describe('refunds and the overview', () => {
  let server: TestServer;
  let standIn: PaystackStandIn;
  let catalogue: Catalogue;
  let operator: TestClient;
  let second: TestClient;
  let buyer: User;
  let buyerClient: TestClient;

  const book = (key: string) => {
    const found = catalogue.books[key];
    if (!found) throw new Error(key);
    return found;
  };
  const opened = async (uid: string) => (await buyerClient.get(`/api/user/library/books/${uid}`)).status;
  const ledger = (orderItemIds: number[]) =>
    server.db
      .selectFrom('revenues')
      .select(['kind', 'amount', 'available_at'])
      .where('order_item_id', 'in', orderItemIds)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    standIn = await startPaystackStandIn(KEY);
    server = await startTestServer({
      payments: createPaystackProvider({ secretKey: KEY, baseUrl: standIn.url }),
    });
    catalogue = await seedCatalogue(server.db);
    operator = (await operatorClient(server, { username: 'op_orders' })).client;
    second = (await operatorClient(server, { username: 'op_orders_two' })).client;
    buyer = await createUser(server.db, { country: 'ng', username: 'refund_buyer' });
    buyerClient = await signedIn(server, buyer);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('refunds one item of a test-mode order at once: its access ends, the held earning is reversed', async () => {
    const order = await paidOrder(server, buyer.id, [
      { id: book('lagosNoir').id, price: 250_000 },
      { id: book('harmattan').id, price: 180_000 },
    ]);
    const [first, other] = order.itemIds;
    if (!first || !other) throw new Error('items');
    expect(await opened(book('lagosNoir').uid)).toBe(200);
    const reason = 'The buyer bought the wrong edition.';
    const res = await operator.post<Envelope<AdminOrder>>(`/api/admin/orders/${order.id}/refund`, {
      item_ids: [first],
      reason,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.refunds).toEqual([
      expect.objectContaining({
        amount: expect.objectContaining({ amount: 2500 }),
        item_ids: [first],
        reason,
      }),
    ]);
    expect(res.body.data.refunds[0]?.operator?.username).toBe('op_orders');
    expect(res.body.data.payment).toMatchObject({ status: 'successful', gateway: 'test' });
    expect(await opened(book('lagosNoir').uid)).toBe(404);
    expect(await opened(book('harmattan').uid)).toBe(200);
    const entries = await ledger([first]);
    expect(entries.map((e) => e.kind)).toEqual(['sale', 'refund']);
    expect(entries[1]?.amount).toBe(-(entries[0]?.amount ?? 0));
    // Still on hold: the reversal is due when the sale would have been, so the held amount nets to zero.
    expect(entries[1]?.available_at.getTime()).toBe(entries[0]?.available_at.getTime());

    const again = await operator.post<Envelope<null>>(`/api/admin/orders/${order.id}/refund`, {
      item_ids: [first],
      reason,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already refunded/);
    const rest = await operator.post<Envelope<AdminOrder>>(`/api/admin/orders/${order.id}/refund`, {
      reason,
    });
    expect(rest.body.data.payment?.status).toBe('refunded');
    expect(rest.body.data.refunded.amount).toBe(4300);
    expect((await operator.post(`/api/admin/orders/${order.id}/refund`, { reason })).status).toBe(409);
    const audit = await auditOf(server.db, 'order', order.uid);
    expect(audit.map((r) => [r.action, (r.after as { amount: number }).amount])).toEqual([
      ['order.refund', 250_000],
      ['order.refund', 180_000],
    ]);
  });

  it('records a debt when the earning was already available', async () => {
    const order = await paidOrder(server, buyer.id, [{ id: book('startup').id, price: 300_000 }]);
    const [item] = order.itemIds;
    if (item === undefined) throw new Error('item');
    await sql`UPDATE revenues SET available_at = now() - interval '1 day' WHERE order_item_id = ${item}`.execute(
      server.db,
    );
    const before = Date.now();
    expect(
      (await operator.post(`/api/admin/orders/${order.id}/refund`, { reason: 'Charged twice by the bank.' }))
        .status,
    ).toBe(200);
    const [sale, refund] = await ledger([item]);
    expect(refund).toMatchObject({ kind: 'refund', amount: -(sale?.amount ?? 0) });
    expect(refund?.available_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refunds a Paystack payment through POST /refund, once when two operators try at once', async () => {
    const order = await paidOrder(server, buyer.id, [{ id: book('ledger').id, price: 650_000 }], 'paystack');
    standIn.transactions.set(order.reference, { status: 'success', amount: order.total, currency: 'NGN' });
    const answers = await Promise.all(
      [operator, second].map((c) =>
        c.post<Envelope<AdminOrder>>(`/api/admin/orders/${order.id}/refund`, {
          reason: 'Damaged in transit.',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(standIn.refunds.filter((r) => r.transaction === order.reference)).toEqual([
      expect.objectContaining({ amount: 650_000 }),
    ]);
    const call = standIn.calls.find((c) => c.path === '/refund');
    expect(call?.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.body).toMatchObject({ transaction: order.reference, amount: 650_000, currency: 'NGN' });
  });

  it('changes nothing when Paystack refuses, and refuses unpaid orders', async () => {
    const order = await paidOrder(server, buyer.id, [{ id: book('market').id, price: 520_000 }], 'paystack');
    standIn.transactions.set(order.reference, { status: 'success', amount: order.total, currency: 'NGN' });
    standIn.failWith = 503;
    try {
      const res = await operator.post<Envelope<null>>(`/api/admin/orders/${order.id}/refund`, {
        reason: 'Duplicate order.',
      });
      expect(res.status).toBe(502);
    } finally {
      standIn.failWith = null;
    }
    const after = await operator.get<Envelope<AdminOrder>>(`/api/admin/orders/${order.id}`);
    expect(after.body.data.refunds).toEqual([]);
    expect(await auditOf(server.db, 'order', order.uid)).toEqual([]);

    const unpaid = await server.db
      .insertInto('orders')
      .values({
        uid: 'ORD-UNPAID',
        user_id: buyer.id,
        country_code: 'ng',
        currency_code: 'NGN',
        currency_symbol: '₦',
        subtotal_amount: 100,
        total_amount: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await operator.post(`/api/admin/orders/${unpaid.id}/refund`, { reason: 'Not paid.' })).status,
    ).toBe(422);
    const listed = await operator.get<Envelope<{ items: AdminOrder[] }>>('/api/admin/orders?q=refund_buyer');
    expect(listed.body.data.items.length).toBe(5);
  });

  it('sums up queues, today and the latest actions on the overview', async () => {
    const res = await operator.get<
      Envelope<{
        queues: Record<string, number>;
        today: {
          orders: number;
          revenue: { amount: number; currency_code: string }[];
          failed_payments: number;
        };
        recent_actions: { action: string }[];
      }>
    >('/api/admin/overview');
    expect(res.status).toBe(200);
    expect(res.body.data.queues).toEqual({
      books_in_review: 0,
      books_post_publication: 0,
      book_changes: 0,
      voiceover_profiles: 0,
      payouts_held: 0,
    });
    // Four paid orders today: 4,300 + 3,000 + 6,500 + 5,200 naira.
    expect(res.body.data.today).toEqual({
      orders: 4,
      revenue: [expect.objectContaining({ currency_code: 'NGN', amount: 19_000 })],
      failed_payments: 0,
    });
    expect(res.body.data.recent_actions.map((a) => a.action)).toEqual([
      'order.refund',
      'order.refund',
      'order.refund',
      'order.refund',
    ]);
  });
});
