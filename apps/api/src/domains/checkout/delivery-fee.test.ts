/** The delivery fee of a print order (POST /api/user/orders/get_delivery_fee). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../../test/checkout-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

const shopper = (options: { address?: boolean } = {}) => newShopper(server, catalogue, options);

describe('delivery fee', () => {
  it("is the state's base fee plus the per-item fee for each more print book", async () => {
    const { client, addressId } = await shopper({ address: true });
    const one = await client.post<{ data: { delivery_fee: unknown } }>('/api/user/orders/get_delivery_fee', {
      quantity: 1,
      address_id: addressId,
    });
    expect(one.status).toBe(200);
    // A single amount in major units of the address's currency (spec: data.delivery_fee), not a Money.
    expect(one.body.data).toEqual({ delivery_fee: 1500 });
    const three = await client.post<{ data: { delivery_fee: number } }>('/api/user/orders/get_delivery_fee', {
      quantity: 3,
      address_id: addressId,
    });
    expect(three.body.data.delivery_fee).toBe(2500);
    expect(
      (await client.post('/api/user/orders/get_delivery_fee', { quantity: 0, address_id: addressId })).status,
    ).toBe(422);
    expect((await client.post('/api/user/orders/get_delivery_fee', { quantity: 1 })).status).toBe(422);
  });

  it("answers 404 for another user's address, 401 without a session, 419 without CSRF", async () => {
    const { addressId } = await shopper({ address: true });
    const other = await shopper();
    expect(
      (await other.client.post('/api/user/orders/get_delivery_fee', { quantity: 1, address_id: addressId }))
        .status,
    ).toBe(404);
    expect(
      (
        await new TestClient(server.url).post('/api/user/orders/get_delivery_fee', {
          quantity: 1,
          address_id: addressId,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await other.client.post(
          '/api/user/orders/get_delivery_fee',
          { quantity: 1, address_id: addressId },
          { csrf: false },
        )
      ).status,
    ).toBe(419);
  });
});
