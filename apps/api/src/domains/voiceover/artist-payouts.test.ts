/**
 * Issue 24: a voiceover artist who is not an author is paid like one: the same ledger, bank accounts
 * and withdrawal rules, behind the same security check (the 2-factor step's session_id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, type TestServer } from '../../../test/helpers.ts';
import { sellerClient, seedPayoutBanks, type Envelope, type Money } from '../../../test/selling-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPayoutBanks(server.db);
});
afterAll(() => server.close());

/** A voiceover job's earnings, past their hold, as acceptDelivery writes them. */
async function earned(artist: User, amount: number) {
  await server.db
    .insertInto('revenues')
    .values({
      user_id: artist.id,
      kind: 'voiceover_job',
      amount,
      gross_amount: amount,
      currency_code: 'NGN',
      description: 'Voiceover job for the test',
      available_at: new Date(Date.now() - 86_400_000),
    })
    .execute();
}

const bankBody = { bank_code: '058', account_number: '0123456789' };
const withdrawUrl = '/api/user/selling/revenues/withdraw';

describe('artist payouts', () => {
  it('lets an artist who is not an author see the balance, add a bank account and withdraw', async () => {
    const artist = await createUser(server.db, { voiceover: true, country: 'ng' });
    await earned(artist, 500_000); // ₦5,000
    const client = await sellerClient(server, artist);

    const figures = await client.get<Envelope<{ available_balance: Money; total_revenue: Money }>>(
      '/api/user/selling/statistics/revenues',
    );
    expect(figures.status).toBe(200);
    expect(figures.body.data.available_balance.amount).toBe(5000);

    const bank = await client.post<Envelope<{ id: number }>>('/api/user/banks', bankBody);
    expect(bank.status).toBe(201);
    expect((await client.get('/api/user/banks')).status).toBe(200);

    const over = await client.post<Envelope<null>>(withdrawUrl, {
      amount: 6000,
      bank_account_id: bank.body.data.id,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors?.amount).toBeDefined();

    const made = await client.post<Envelope<{ amount: Money; status: string }>>(withdrawUrl, {
      amount: 2000,
      bank_account_id: bank.body.data.id,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.amount.amount).toBe(2000);
    const after = await client.get<Envelope<{ available_balance: Money }>>(
      '/api/user/selling/statistics/revenues',
    );
    expect(after.body.data.available_balance.amount).toBe(3000);
  });

  it('keeps the security check and the selling account as the gate', async () => {
    const artist = await createUser(server.db, { voiceover: true, country: 'ng' });
    const unchecked = await signedIn(server, artist);
    expect((await unchecked.get('/api/user/banks')).status).toBe(403);
    expect((await unchecked.post(withdrawUrl, { amount: 10, bank_account_id: 1 })).status).toBe(403);
    const reader = await signedIn(server, await createUser(server.db));
    expect((await reader.get('/api/user/selling/statistics/revenues')).status).toBe(403);
    expect((await reader.post('/api/user/banks/resolve', bankBody)).status).toBe(403);
  });
});
