import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { sellerClient, seedPayoutBanks, type Envelope } from '../../../test/selling-support.ts';

let server: TestServer;

interface BankAccountBody {
  id: number;
  bank_code: string;
  bank_name: string;
  account_number_masked: string;
  account_name: string;
  currency_code: string;
  is_default: boolean;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  await seedPayoutBanks(server.db);
});
afterAll(() => server.close());

async function seller(country = 'ng'): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(server.db, { author: true, country });
  return { user, client: await sellerClient(server, user) };
}

const resolve = (client: TestClient, body: unknown) =>
  client.post<Envelope<{ bank_code: string; account_number: string; account_name: string }>>(
    '/api/user/banks/resolve',
    body,
  );

describe('resolving an account', () => {
  it('names the holder of an account number, the same way every time', async () => {
    const { client } = await seller();
    const first = await resolve(client, { bank_code: '058', account_number: '0123456789' });
    expect(first.status).toBe(200);
    expect(first.body.data.bank_code).toBe('058');
    expect(first.body.data.account_number).toBe('0123456789');
    expect(first.body.data.account_name).toMatch(/^[A-Z' -]+ [A-Z' -]+$/);
    const again = await resolve(client, { bank_code: '058', account_number: '0123456789' });
    expect(again.body.data.account_name).toBe(first.body.data.account_name);
    const names = new Set<string>();
    for (const n of ['1029384756', '5647382910', '9081726354', '3141592653']) {
      names.add((await resolve(client, { bank_code: '058', account_number: n })).body.data.account_name);
    }
    expect(names.size).toBeGreaterThan(1);
  });

  it('refuses unknown banks, wrong lengths and numbers that do not exist (422)', async () => {
    const { client } = await seller();
    const unknown = await resolve(client, { bank_code: '999', account_number: '0123456789' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.bank_code).toBeDefined();
    // Nigerian account numbers (NUBAN) have ten digits.
    const short = await resolve(client, { bank_code: '058', account_number: '01234567' });
    expect(short.status).toBe(422);
    expect(short.body.errors?.account_number?.[0]).toMatch(/10 digits/);
    const none = await resolve(client, { bank_code: '058', account_number: '0000000000' });
    expect(none.status).toBe(422);
    const letters = await resolve(client, { bank_code: '058', account_number: 'ABC123' });
    expect(letters.status).toBe(422);
    expect((await resolve(client, { account_number: '0123456789' })).status).toBe(422);
  });

  it('needs a session (401), a CSRF token (419), a selling account and the 2-factor check (403)', async () => {
    const body = { bank_code: '058', account_number: '0123456789' };
    expect((await resolve(new TestClient(server.url), body)).status).toBe(401);
    const { client, user } = await seller();
    expect((await client.post('/api/user/banks/resolve', body, { csrf: false })).status).toBe(419);
    expect((await resolve(await signedIn(server, user), body)).status).toBe(403);
    expect((await resolve(await signedIn(server, await createUser(server.db)), body)).status).toBe(403);
    expect((await new TestClient(server.url).get('/api/user/banks')).status).toBe(401);
  });
});

describe('bank accounts', () => {
  it('adds resolved accounts with one default, lists them masked and removes them', async () => {
    const { client } = await seller();
    const first = await client.post<Envelope<BankAccountBody>>('/api/user/banks', {
      bank_code: '058',
      account_number: '0123456789',
    });
    expect(first.status).toBe(201);
    const resolved = await resolve(client, { bank_code: '058', account_number: '0123456789' });
    expect(first.body.data).toMatchObject({
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number_masked: '******6789',
      account_name: resolved.body.data.account_name,
      currency_code: 'NGN',
      // The first account is the default whatever was asked.
      is_default: true,
    });
    const duplicate = await client.post<Envelope<null>>('/api/user/banks', {
      bank_code: '058',
      account_number: '0123456789',
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors?.account_number?.[0]).toMatch(/already/);

    // '057' is a bank in two countries: a Nigerian seller gets the Nigerian one.
    const second = await client.post<Envelope<BankAccountBody>>('/api/user/banks', {
      bank_code: '057',
      account_number: '9876543210',
      is_default: true,
    });
    expect(second.body.data).toMatchObject({ bank_name: 'Zenith Bank', is_default: true });
    const list = await client.get<Envelope<BankAccountBody[]>>('/api/user/banks');
    expect(list.body.data.map((b) => [b.bank_name, b.is_default])).toEqual([
      ['Zenith Bank', true],
      ['Guaranty Trust Bank', false],
    ]);
    expect(JSON.stringify(list.body.data)).not.toContain('9876543210');

    // Removing the default hands it to the remaining account.
    const removed = await client.delete<Envelope<null>>(`/api/user/banks/${second.body.data.id}`);
    expect(removed.status).toBe(200);
    const after = await client.get<Envelope<BankAccountBody[]>>('/api/user/banks');
    expect(after.body.data).toEqual([expect.objectContaining({ id: first.body.data.id, is_default: true })]);
    expect((await client.delete(`/api/user/banks/${second.body.data.id}`)).status).toBe(404);
  });

  it("keeps another seller's accounts out of reach (404) and checks input (422, 419)", async () => {
    const owner = await seller();
    const account = await owner.client.post<Envelope<BankAccountBody>>('/api/user/banks', {
      bank_code: '058',
      account_number: '1122334455',
    });
    const { client } = await seller();
    expect((await client.delete(`/api/user/banks/${account.body.data.id}`)).status).toBe(404);
    expect((await client.get<Envelope<unknown[]>>('/api/user/banks')).body.data).toEqual([]);
    expect((await owner.client.get<Envelope<unknown[]>>('/api/user/banks')).body.data).toHaveLength(1);
    expect((await client.delete('/api/user/banks/abc')).status).toBe(422);
    expect(
      (await owner.client.delete(`/api/user/banks/${account.body.data.id}`, { csrf: false })).status,
    ).toBe(419);
    const bad = await client.post<Envelope<null>>('/api/user/banks', {
      bank_code: '058',
      account_number: '12',
    });
    expect(bad.status).toBe(422);
    expect((await new TestClient(server.url).delete(`/api/user/banks/${account.body.data.id}`)).status).toBe(
      401,
    );
  });

  it('pays a US seller in dollars and keeps at most five accounts', async () => {
    const { client } = await seller('us');
    const us = await client.post<Envelope<BankAccountBody>>('/api/user/banks', {
      bank_code: '057',
      account_number: '1234567890',
    });
    expect(us.body.data).toMatchObject({ bank_name: 'Test Clash Bank', currency_code: 'USD' });
    for (const n of ['2234567890', '3234567890', '4234567890', '5234567890']) {
      expect(
        (await client.post('/api/user/banks', { bank_code: '021000021', account_number: n })).status,
      ).toBe(201);
    }
    const sixth = await client.post('/api/user/banks', {
      bank_code: '021000021',
      account_number: '6234567890',
    });
    expect(sixth.status).toBe(422);
  });
});
