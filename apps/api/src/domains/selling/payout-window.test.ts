import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createUser, startTestServer, type TestServer } from '../../../test/helpers.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { seedPayoutBanks, sellerClient, type Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 41, item 8: PAYOUT_REVIEW_ABOVE applies to what a seller withdrew in the last
 * PAYOUT_REVIEW_WINDOW_DAYS plus the new request, so a sum split into small requests still waits for an
 * operator; two requests sent at once are summed one after the other (the seller's row is locked), so
 * they cannot both skip review (the race runs on the PostgreSQL server too).
 */
interface Withdrawal {
  id: number;
  review_status?: string;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { PAYOUT_REVIEW_ABOVE: 'NGN:100000', PAYOUT_NEW_SELLER_DAYS: '30', PAYOUT_REVIEW_WINDOW_DAYS: '7' },
  });
  await seedCatalogue(server.db);
  await seedPayoutBanks(server.db);
});
afterAll(() => server.close());

/** An established seller (a year old) with ₦`naira` available and a bank account. */
async function seller(naira: number) {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  await server.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 365 * 86_400_000) })
    .where('id', '=', user.id)
    .execute();
  await server.db
    .insertInto('revenues')
    .values({
      user_id: user.id,
      kind: 'sale',
      amount: naira * 100,
      gross_amount: naira * 100,
      currency_code: 'NGN',
      description: 'Sales',
      available_at: new Date(Date.now() - 86_400_000),
    })
    .execute();
  const client = await sellerClient(server, user);
  const bank = await client.post<Envelope<{ id: number }>>('/api/user/banks', {
    bank_code: '058',
    account_number: '0123456789',
  });
  const withdraw = async (amount: number) => {
    const res = await client.post<Envelope<Withdrawal>>('/api/user/selling/revenues/withdraw', {
      bank_account_id: bank.body.data.id,
      amount,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id;
  };
  return { user, withdraw };
}

const reviewOf = async (id: number) =>
  (
    await server.db
      .selectFrom('withdrawals')
      .select(['review_status', 'hold_reasons'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).review_status;

describe('payout review over a rolling window', () => {
  it('PAYOUT_REVIEW_WINDOW_DAYS is 7 by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payoutReviewWindowDays).toBe(7);
    expect(loadConfig({ NODE_ENV: 'test', PAYOUT_REVIEW_WINDOW_DAYS: '3' }).payoutReviewWindowDays).toBe(3);
  });

  it('holds the request that takes the window past the limit, though each is under it', async () => {
    const { withdraw } = await seller(500_000);
    const first = await withdraw(40_000);
    const second = await withdraw(40_000);
    const third = await withdraw(40_000);
    expect([await reviewOf(first), await reviewOf(second), await reviewOf(third)]).toEqual([
      'none',
      'none',
      'held',
    ]);
  });

  it('forgets withdrawals older than the window, and those an operator rejected', async () => {
    const { withdraw } = await seller(500_000);
    const old = await withdraw(90_000);
    await server.db
      .updateTable('withdrawals')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', old)
      .execute();
    const rejected = await withdraw(90_000);
    await server.db
      .updateTable('withdrawals')
      .set({ review_status: 'rejected', status: 'failed' })
      .where('id', '=', rejected)
      .execute();
    expect(await reviewOf(await withdraw(90_000))).toBe('none');
  });

  it('two requests at once that together pass the limit do not both skip review', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { withdraw } = await seller(500_000);
      const ids = await Promise.all([withdraw(60_000), withdraw(60_000)]);
      const states = await Promise.all(ids.map(reviewOf));
      expect(states.sort()).toEqual(['held', 'none']);
    }
  });
});
