import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

let server: TestServer;
let catalogue: Catalogue;

interface CartAnswer {
  data: {
    cart_items: {
      id: number;
      quantity: number;
      book: { uid: string; type: string; price: { amount: number; currency_symbol: string } };
    }[];
  };
  message: string;
}

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

const uid = (key: string) => catalogue.books[key]?.uid ?? '';

describe('cart', () => {
  it('adds books, prices them per country and answers the cart with a message', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const empty = await client.get<CartAnswer>('/api/user/cart/all?country=ng');
    expect(empty.body.data.cart_items).toEqual([]);
    const added = await client.post<CartAnswer>('/api/user/cart/add?country=ng', {
      book_uid: uid('lagosNoir'),
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('"Lagos Noir" has been added to your cart.');
    expect(added.body.data.cart_items).toEqual([
      expect.objectContaining({
        quantity: 1,
        book: expect.objectContaining({
          uid: uid('lagosNoir'),
          price: { amount: 2500, currency_code: 'NGN', currency_symbol: '₦' },
        }),
      }),
    ]);
    const again = await client.post<CartAnswer>('/api/user/cart/add?country=ng', {
      book_uid: uid('lagosNoir'),
    });
    expect(again.body.message).toMatch(/already in your cart/);
    expect(again.body.data.cart_items[0]?.quantity).toBe(1);
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger'), quantity: 2 });
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger') });
    const us = await client.get<CartAnswer>('/api/user/cart/all?country=us');
    expect(us.body.data.cart_items.map((i) => [i.book.uid, i.quantity, i.book.price.amount])).toEqual([
      [uid('lagosNoir'), 1, 9.99],
      [uid('ledger'), 3, 24.99],
    ]);
  });

  it('increases and decreases print books only, never below 1 or above the stock', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const added = await client.post<CartAnswer>('/api/user/cart/add?country=ng', { book_uid: uid('market') });
    const itemId = added.body.data.cart_items[0]?.id ?? 0;
    const up = await client.get<CartAnswer>(`/api/user/cart/update/${itemId}/increase?country=ng`);
    expect(up.status).toBe(200);
    expect(up.body.data.cart_items[0]?.quantity).toBe(2);
    const down = await client.get<CartAnswer>(`/api/user/cart/update/${itemId}/decrease?country=ng`);
    expect(down.body.data.cart_items[0]?.quantity).toBe(1);
    const floor = await client.get<{ errors: Record<string, string[]> }>(
      `/api/user/cart/update/${itemId}/decrease?country=ng`,
    );
    expect(floor.status).toBe(422);
    for (let i = 0; i < 4; i++) await client.get(`/api/user/cart/update/${itemId}/increase?country=ng`);
    const overStock = await client.get<{ errors: Record<string, string[]> }>(
      `/api/user/cart/update/${itemId}/increase?country=ng`,
    );
    expect(overStock.status).toBe(422);
    expect(overStock.body.errors.quantity?.[0]).toMatch(/Only 5 copies/);
    const ebook = await client.post<CartAnswer>('/api/user/cart/add?country=ng', {
      book_uid: uid('harmattan'),
    });
    const ebookItem = ebook.body.data.cart_items.find((i) => i.book.type === 'ebook');
    expect((await client.get(`/api/user/cart/update/${ebookItem?.id}/increase?country=ng`)).status).toBe(422);
  });

  it('deletes an item', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const added = await client.post<CartAnswer>('/api/user/cart/add?country=ng', {
      book_uid: uid('startup'),
    });
    const res = await client.delete<CartAnswer>(
      `/api/user/cart/delete/${added.body.data.cart_items[0]?.id}?country=ng`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.cart_items).toEqual([]);
    expect(res.body.message).toMatch(/removed from your cart/);
  });

  it("answers 404 for another user's cart item", async () => {
    const alice = await signedIn(server, await createUser(server.db));
    const bob = await signedIn(server, await createUser(server.db));
    const added = await alice.post<CartAnswer>('/api/user/cart/add?country=ng', { book_uid: uid('ledger') });
    const itemId = added.body.data.cart_items[0]?.id;
    expect((await bob.delete(`/api/user/cart/delete/${itemId}?country=ng`)).status).toBe(404);
    expect((await bob.get(`/api/user/cart/update/${itemId}/increase?country=ng`)).status).toBe(404);
    expect((await bob.get(`/api/user/cart/update/${itemId}/decrease?country=ng`)).status).toBe(404);
    expect((await alice.get<CartAnswer>('/api/user/cart/all')).body.data.cart_items[0]?.quantity).toBe(1);
  });

  it('answers 422 for bad input: unknown book, a draft, a bad id, a bad quantity, a bad country', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const unknown = await client.post<{ errors: Record<string, string[]> }>('/api/user/cart/add?country=ng', {
      book_uid: 'nope',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.book_uid).toBeDefined();
    expect((await client.post('/api/user/cart/add?country=ng', { book_uid: 'bk-draft' })).status).toBe(422);
    expect(
      (await client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger'), quantity: 0 })).status,
    ).toBe(422);
    expect((await client.post('/api/user/cart/add?country=ng', {})).status).toBe(422);
    expect((await client.post('/api/user/cart/add?country=gb', { book_uid: uid('ledger') })).status).toBe(
      422,
    );
    expect((await client.delete('/api/user/cart/delete/abc')).status).toBe(422);
    expect((await client.get('/api/user/cart/update/-1/increase')).status).toBe(422);
  });

  it('needs a session (401) and a CSRF token on unsafe calls (419)', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get('/api/user/cart/all')).status).toBe(401);
    expect((await anonymous.post('/api/user/cart/add', { book_uid: uid('ledger') })).status).toBe(401);
    expect((await anonymous.delete('/api/user/cart/delete/1')).status).toBe(401);
    expect((await anonymous.get('/api/user/cart/update/1/increase')).status).toBe(401);
    expect((await anonymous.get('/api/user/cart/update/1/decrease')).status).toBe(401);
    const client = await signedIn(server, await createUser(server.db));
    expect(
      (await client.post('/api/user/cart/add', { book_uid: uid('ledger') }, { csrf: false })).status,
    ).toBe(419);
    expect((await client.delete('/api/user/cart/delete/1', { csrf: false })).status).toBe(419);
  });

  it('survives concurrent adds of one print book without losing quantity', async () => {
    const client = await signedIn(server, await createUser(server.db));
    await Promise.all(
      [1, 2, 3, 4].map(() => client.post('/api/user/cart/add?country=ng', { book_uid: uid('ledger') })),
    );
    const cart = await client.get<CartAnswer>('/api/user/cart/all');
    expect(cart.body.data.cart_items).toHaveLength(1);
    expect(cart.body.data.cart_items[0]?.quantity).toBe(4);
  });
});
