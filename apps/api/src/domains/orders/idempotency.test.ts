import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys } from './idempotency.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, type TestServer } from '../../../test/helpers.ts';
import { offerBody } from '../../../test/voiceover-support.ts';
import {
  approveArtist,
  seedPayoutBanks,
  sellerClient,
  type Envelope,
} from '../../../test/selling-support.ts';

/**
 * Checkout and withdrawal take an Idempotency-Key: the same key again (in a row or at the same time)
 * answers the same order or withdrawal and never makes a second; the key with other inputs is a 422.
 */
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await seedPayoutBanks(server.db);
});
afterAll(() => server.close());

const uid = (key: string) => catalogue.books[key]?.uid ?? '';

interface Placed {
  order: { id: number; reference: string };
  payment: { id: number; reference: string };
}

async function shopperWithCart() {
  const user = await createUser(server.db, { country: 'ng' });
  const client = await signedIn(server, user);
  const added = await client.post('/api/user/cart/add?country=ng', { book_uid: uid('startup') });
  expect(added.status).toBe(200);
  return { user, client };
}

const ordersOf = async (userId: number) =>
  server.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();

describe('Idempotency-Key on checkout', () => {
  it('answers the same order for the same key, marked as replayed, and places one', async () => {
    const { user, client } = await shopperWithCart();
    const headers = { 'Idempotency-Key': 'checkout-7f3a9c' };
    const first = await client.post<Envelope<Placed>>('/api/user/orders', { country: 'ng' }, { headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The cart is empty now: without the key, a retry would be a 422; with it, the same order.
    const again = await client.post<Envelope<Placed>>('/api/user/orders', { country: 'ng' }, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    expect(again.body.data.payment.reference).toBe(first.body.data.payment.reference);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('places one order when the same key comes several times at once', async () => {
    const { user, client } = await shopperWithCart();
    const headers = { 'Idempotency-Key': 'burst-1' };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        client.post<Envelope<Placed>>('/api/user/orders', { country: 'ng' }, { headers }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.order.id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('refuses the key with other inputs (422), and keys are per user', async () => {
    const { client } = await shopperWithCart();
    const headers = { 'Idempotency-Key': 'shared-key' };
    expect((await client.post('/api/user/orders', { country: 'ng' }, { headers })).status).toBe(201);
    const other = await client.post<{ message: string }>('/api/user/orders', { country: 'gb' }, { headers });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key was already used for a different request/);
    // Another user's key of the same text is theirs alone.
    const someone = await shopperWithCart();
    const theirs = await someone.client.post<Envelope<Placed>>(
      '/api/user/orders',
      { country: 'ng' },
      { headers },
    );
    expect(theirs.status).toBe(201);
  });

  it('does not keep a key whose request failed: the retry runs again', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    const headers = { 'Idempotency-Key': 'empty-then-full' };
    expect((await client.post('/api/user/orders', { country: 'ng' }, { headers })).status).toBe(422);
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('startup') });
    expect((await client.post('/api/user/orders', { country: 'ng' }, { headers })).status).toBe(201);
  });

  it('refuses a malformed key with a 400', async () => {
    const { client } = await shopperWithCart();
    const res = await client.post<{ message: string }>(
      '/api/user/orders',
      { country: 'ng' },
      { headers: { 'Idempotency-Key': 'x'.repeat(256) } },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });

  it('forgets keys after a day', async () => {
    const { client } = await shopperWithCart();
    await client.post('/api/user/orders', { country: 'ng' }, { headers: { 'Idempotency-Key': 'old' } });
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await purgeIdempotencyKeys(server.db, later)).toBeGreaterThan(0);
    const left = await server.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left).toEqual([]);
  });
});

describe('Idempotency-Key on withdrawals', () => {
  it('makes one withdrawal for the same key, even at once, and answers it again', async () => {
    const seller = await createUser(server.db, { author: true, country: 'ng' });
    const client = await sellerClient(server, seller);
    const bank = await client.post<Envelope<{ id: number }>>('/api/user/banks', {
      bank_code: '058',
      account_number: '0123456789',
    });
    expect(bank.status).toBe(201);
    await server.db
      .insertInto('revenues')
      .values({
        user_id: seller.id,
        kind: 'sale',
        amount: 1_000_000,
        gross_amount: 1_250_000,
        fee_amount: 250_000,
        currency_code: 'NGN',
        description: 'A sale for the test',
        available_at: new Date(Date.now() - 86_400_000),
        created_at: new Date(Date.now() - 8 * 86_400_000),
      })
      .execute();
    const body = { bank_account_id: bank.body.data.id, amount: 4000 };
    const headers = { 'Idempotency-Key': 'payout-2026-11' };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        client.post<Envelope<{ reference: string }>>('/api/user/selling/revenues/withdraw', body, {
          headers,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.reference)).size).toBe(1);
    const again = await client.post<Envelope<{ reference: string }>>(
      '/api/user/selling/revenues/withdraw',
      body,
      {
        headers,
      },
    );
    expect(again.body.data.reference).toBe(answers[0]?.body.data.reference);
    const rows = await server.db
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', seller.id)
      .execute();
    expect(rows).toHaveLength(1);
    // The same key for another amount is refused; a new key makes a new withdrawal.
    const changed = await client.post(
      '/api/user/selling/revenues/withdraw',
      { ...body, amount: 10 },
      { headers },
    );
    expect(changed.status).toBe(422);
    const next = await client.post('/api/user/selling/revenues/withdraw', body, {
      headers: { 'Idempotency-Key': 'payout-2026-12' },
    });
    expect(next.status).toBe(201);
  });
});

describe('Idempotency-Key on voiceover orders', () => {
  it('places one voiceover order for the same key, even at once', async () => {
    const artist = await createUser(server.db, { voiceover: true, country: 'ng' });
    await approveArtist(server.db, artist.id);
    const seller = await sellerClient(server, artist);
    const offer = await seller.post<Envelope<{ uid: string }>>('/api/user/selling/voa/offers', offerBody);
    expect(offer.status).toBe(201);
    const buyer = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, buyer);
    const body = { offer_uid: offer.body.data.uid, script: 'The river rose slowly that morning.' };
    const headers = { 'Idempotency-Key': 'vo-order-1' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post<Envelope<{ uid: string }>>('/api/user/vo_orders', body, { headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.uid)).size).toBe(1);
    const rows = await server.db
      .selectFrom('vo_orders')
      .select('id')
      .where('buyer_id', '=', buyer.id)
      .execute();
    expect(rows).toHaveLength(1);
    const other = await client.post(
      '/api/user/vo_orders',
      { ...body, script: 'Another script.' },
      { headers },
    );
    expect(other.status).toBe(422);
  });
});
