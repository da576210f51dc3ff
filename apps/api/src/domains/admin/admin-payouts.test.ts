import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { payoutHoldReasons } from '../selling/payout-holds.ts';
import { auditOf, operatorClient } from '../../../test/admin-support.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedPayoutBanks, sellerWithRevenue, type Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 28, part 6: withdrawals above the set amount or from new sellers wait in the payout queue; an
 * operator releases them (on to the bank) or rejects them (the money is back in the balance), once.
 */
interface Payout {
  id: number;
  reference: string;
  status: string;
  review_status: string;
  hold_reasons: string[];
  amount: { amount: number; currency_code: string };
  seller: { username: string };
  bank_account: { bank_name: string } | null;
  rejection_reason: string | null;
}

describe('the payout queue', () => {
  let server: TestServer;
  let operator: TestClient;
  let second: TestClient;
  let freshClient: TestClient;

  /** A seller with ₦`naira` available and a bank account; `ageDays` old. */
  const seller = (username: string, naira: number, ageDays: number) =>
    sellerWithRevenue(server, { username, naira, ageDays });

  const balance = async (client: TestClient) =>
    (
      await client.get<Envelope<{ available_balance: { amount: number } }>>(
        '/api/user/selling/statistics/revenues',
      )
    ).body.data;

  beforeAll(async () => {
    server = await startTestServer({
      env: { PAYOUT_REVIEW_ABOVE: 'NGN:100000', PAYOUT_NEW_SELLER_DAYS: '30' },
    });
    await seedCatalogue(server.db);
    await seedPayoutBanks(server.db);
    operator = (await operatorClient(server, { username: 'op_payouts' })).client;
    second = (await operatorClient(server, { username: 'op_payouts_two' })).client;
  });
  afterAll(() => server.close());

  it('holds by amount and by seller age, as configured', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAYOUT_REVIEW_ABOVE: 'NGN:500000,USD:1000.50' });
    expect(config.payoutReviewAbove).toEqual({ NGN: 50_000_000, USD: 100_050 });
    expect(loadConfig({ NODE_ENV: 'test' }).payoutNewSellerDays).toBe(30);
    const now = new Date('2026-06-01T00:00:00Z');
    const old = { created_at: new Date('2025-01-01T00:00:00Z') };
    const young = { created_at: new Date('2026-05-20T00:00:00Z') };
    expect(payoutHoldReasons(config, old, 'NGN', 50_000_000, now)).toEqual([]);
    expect(payoutHoldReasons(config, old, 'NGN', 50_000_001, now)).toEqual(['amount']);
    expect(payoutHoldReasons(config, young, 'NGN', 100, now)).toEqual(['new_seller']);
    expect(payoutHoldReasons(config, old, 'EUR', 100, now)).toEqual(['amount']);
  });

  it('lets a small withdrawal of an established seller through, and holds the others', async () => {
    const established = await seller('payout_old', 200_000, 400);
    const small = await established.client.post<Envelope<{ status: string }>>(
      '/api/user/selling/revenues/withdraw',
      {
        bank_account_id: established.bankId,
        amount: 50_000,
      },
    );
    expect(small.status).toBe(201);
    const large = await established.client.post('/api/user/selling/revenues/withdraw', {
      bank_account_id: established.bankId,
      amount: 150_000,
    });
    expect(large.status).toBe(201);
    const fresh = await seller('payout_new', 10_000, 3);
    freshClient = fresh.client;
    await fresh.client.post('/api/user/selling/revenues/withdraw', {
      bank_account_id: fresh.bankId,
      amount: 5_000,
    });

    const queue = await operator.get<Envelope<{ items: Payout[] }>>('/api/admin/payouts');
    expect(queue.body.data.items.map((p) => [p.seller.username, p.amount.amount, p.hold_reasons])).toEqual([
      ['payout_old', 150_000, ['amount']],
      ['payout_new', 5_000, ['new_seller']],
    ]);
    expect(queue.body.data.items[0]?.bank_account?.bank_name).toBe('Guaranty Trust Bank');
    const through = await operator.get<Envelope<{ items: Payout[] }>>(
      '/api/admin/payouts?review_status=none',
    );
    expect(through.body.data.items.map((p) => p.amount.amount)).toEqual([50_000]);
  });

  it('releases once, and rejects with the money back in the balance', async () => {
    const queue = (await operator.get<Envelope<{ items: Payout[] }>>('/api/admin/payouts')).body.data.items;
    const [large, fresh] = queue;
    if (!large || !fresh) throw new Error('queue');
    const answers = await Promise.all(
      [operator, second].map((c) => c.post<Envelope<Payout>>(`/api/admin/payouts/${large.id}/release`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)?.body.data).toMatchObject({
      review_status: 'released',
      status: 'processing',
    });
    expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/already released/);

    expect((await balance(freshClient)).available_balance.amount).toBe(5_000);
    const reason = 'The bank account name does not match the seller.';
    const rejected = await operator.post<Envelope<Payout>>(`/api/admin/payouts/${fresh.id}/reject`, {
      reason,
    });
    expect(rejected.body.data).toMatchObject({
      review_status: 'rejected',
      status: 'failed',
      rejection_reason: reason,
    });
    expect((await balance(freshClient)).available_balance.amount).toBe(10_000);
    expect((await operator.post(`/api/admin/payouts/${fresh.id}/reject`, { reason })).status).toBe(409);
    expect((await auditOf(server.db, 'withdrawal', large.reference)).map((r) => r.action)).toEqual([
      'withdrawal.release',
    ]);
    expect(
      (await auditOf(server.db, 'withdrawal', fresh.reference)).map((r) => [r.action, r.reason]),
    ).toEqual([['withdrawal.reject', reason]]);
    expect((await operator.get<Envelope<{ items: Payout[] }>>('/api/admin/payouts')).body.data.items).toEqual(
      [],
    );
  });
});
