import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';

// The hosted test payment page's ways on for someone who is not signed in as the buyer (issue 39):
// a sign-in that comes back to the payment, and the way back to the order.

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  // The demo's set-up: the store is served with the API, so links stay on the host the buyer opened.
  server = await startTestServer({ env: { STORE_URL: '' } });
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

/** The page's links by their text. */
function links(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [
      (m[2] ?? '').trim(),
      m[1] ?? '',
    ]),
  );
}

/** A buyer's order of one ebook, waiting for its payment on `on`'s test payment page. */
async function placedOrder(on: TestServer = server, books: Catalogue = catalogue) {
  const user = await createUser(on.db, { country: 'ng' });
  const client = await signedIn(on, user);
  await client.post('/api/user/cart/add?country=ng', { book_uid: books.books.lagosNoir?.uid });
  const created = await client.post<{
    data: { order: { id: number }; payment: { checkout_url: string } };
  }>('/api/user/orders', { country: 'ng' });
  expect(created.status).toBe(201);
  const { order, payment } = created.body.data;
  const uid = new URL(payment.checkout_url, on.url).pathname.split('/')[2] ?? '';
  return { client, order, uid };
}

describe('the test payment page for a visitor without the buyer’s session', () => {
  it('offers a sign-in that comes back to this payment and a way back to the order', async () => {
    const { order, uid } = await placedOrder();
    const page = await new TestClient(server.url).get<string>(`/pay/${uid}`);
    expect(page.status).toBe(401);
    expect(page.body).toContain('Sign in to pay');
    const found = links(page.body);
    expect(found['Sign in to pay']).toBe(`/login?redirect=${encodeURIComponent(`/pay/${uid}`)}`);
    expect(found['Back to your order']).toBe(`/myaccount/orders/books/${order.id}`);
    // Still a page without script.
    expect(page.body).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('keeps the way back to the orders for a payment it does not know, and a hostile uid inside its path', async () => {
    const page = await new TestClient(server.url).get<string>(
      `/pay/${encodeURIComponent('x?y=//evil.example')}`,
    );
    expect(page.status).toBe(401);
    const found = links(page.body);
    expect(found['Back to your order']).toBe('/myaccount/orders/books');
    const redirect = new URLSearchParams(found['Sign in to pay']?.split('?')[1]).get('redirect');
    expect(redirect).toBe(`/pay/${encodeURIComponent('x?y=//evil.example')}`);
  });

  it('sends someone signed in with another account to their own payments', async () => {
    const { uid } = await placedOrder();
    const stranger = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    const page = await stranger.get<string>(`/pay/${uid}`);
    expect(page.status).toBe(404);
    expect(links(page.body)['Your payments']).toBe('/myaccount/payments');
  });

  it('links to the store’s own address when the store is served elsewhere (STORE_URL)', async () => {
    const elsewhere = await startTestServer();
    try {
      const { order, uid } = await placedOrder(elsewhere, await seedCatalogue(elsewhere.db));
      const found = links((await new TestClient(elsewhere.url).get<string>(`/pay/${uid}`)).body);
      expect(found['Sign in to pay']).toBe(`http://store.test/login?redirect=%2Fpay%2F${uid}`);
      expect(found['Back to your order']).toBe(`http://store.test/myaccount/orders/books/${order.id}`);
    } finally {
      await elsewhere.close();
    }
  });
});
