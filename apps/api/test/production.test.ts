// The production mode (NODE_ENV=production) end to end, payments: orders are paid through Paystack
// (a local stand-in) and settled only by a verified, correctly signed webhook or return. Mail: see
// production-mail.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature } from '../src/payments/paystack.ts';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import { createUser, signedIn, startTestServer, type TestClient, type TestServer } from './helpers.ts';
import { startPaystackStandIn, type PaystackStandIn } from './paystack-stand-in.ts';
import { KEY, PUBLIC_URL, productionOptions } from './production-support.ts';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in.ts';

let smtp: SmtpStandIn;
let paystack: PaystackStandIn;
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  [smtp, paystack] = await Promise.all([startSmtpStandIn(), startPaystackStandIn(KEY)]);
  server = await startTestServer(productionOptions(smtp, paystack));
  catalogue = await seedCatalogue(server.db);
});
afterAll(async () => {
  await server.close();
  await Promise.all([smtp.close(), paystack.close()]);
});

const uid = (key: string) => catalogue.books[key]?.uid ?? '';

interface PaymentBody {
  id: number;
  reference: string;
  status: string;
  provider: string;
  checkout_url: string | null;
  amount: { amount: number; currency_code: string };
}
interface OrderBody {
  id: number;
  status: string;
  total: { amount: number };
  payment: PaymentBody | null;
}

async function placeOrder(): Promise<{ client: TestClient; order: OrderBody; payment: PaymentBody }> {
  const user = await createUser(server.db, { country: 'ng' });
  const client = await signedIn(server, user);
  await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosNoir') });
  await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosAudio') });
  const created = await client.post<{ data: { order: OrderBody; payment: PaymentBody } }>(
    '/api/user/orders',
    {
      country: 'ng',
    },
  );
  expect(created.status).toBe(201);
  return { client, ...created.body.data };
}

function webhook(body: string, signature: string | null) {
  return fetch(`${server.url}/api/webhooks/paystack`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  });
}

const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({
    event: 'charge.success',
    data: { reference, amount, currency: 'NGN', status: 'success' },
  });

async function orderOf(client: TestClient, id: number): Promise<OrderBody> {
  return (await client.get<{ data: OrderBody }>(`/api/user/orders/${id}`)).body.data;
}

async function revenueRows(orderId: number): Promise<number> {
  const row = await server.db
    .selectFrom('revenues as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('oi.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('payments in production', () => {
  it('initialises Paystack with the server-computed total and offers no test page', async () => {
    const { client, order, payment } = await placeOrder();
    const init = paystack.calls.findLast((c) => c.path === '/transaction/initialize');
    expect(init?.authorization).toBe(`Bearer ${KEY}`);
    expect(init?.body).toMatchObject({
      amount: (2500 + 4000) * 100,
      currency: 'NGN',
      reference: payment.reference,
      callback_url: `${PUBLIC_URL}/pay/return`,
    });
    expect(order.total.amount).toBe(6500);
    expect(payment.provider).toBe('card');
    expect(payment.checkout_url).toBe(`https://checkout.paystack.test/${payment.reference}`);

    // The demo's test page neither shows nor settles it.
    const uidRow = await server.db
      .selectFrom('payments')
      .select('uid')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect((await client.get(`/pay/${uidRow.uid}`)).status).toBe(404);
    const xsrf = decodeURIComponent(client.cookie('XSRF-TOKEN') ?? '');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const posted = await fetch(`${server.url}/pay/${uidRow.uid}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: new URLSearchParams({ _token: xsrf, action: 'pay' }).toString(),
    });
    expect(posted.status).toBe(404);
    expect((await orderOf(client, order.id)).status).toBe('pending_payment');
  });

  it('refuses forged and unsigned webhooks, changing nothing', async () => {
    const { client, order, payment } = await placeOrder();
    paystack.transactions.set(payment.reference, { status: 'success', amount: 650_000, currency: 'NGN' });
    const body = chargeSuccess(payment.reference, 650_000);
    const forged = await webhook(body, paystackSignature(body, 'sk_test_not_ours'));
    expect(forged.status).toBe(401);
    expect((await webhook(body, null)).status).toBe(401);
    // Signed, then changed on the way.
    const tampered = await webhook(body.replace('650000', '650001'), paystackSignature(body, KEY));
    expect(tampered.status).toBe(401);
    expect((await orderOf(client, order.id)).status).toBe('pending_payment');
    expect(await revenueRows(order.id)).toBe(0);
  });

  it('settles on a signed webhook once Paystack confirms it, once however often it comes', async () => {
    const { client, order, payment } = await placeOrder();
    paystack.transactions.set(payment.reference, { status: 'success', amount: 650_000, currency: 'NGN' });
    const body = chargeSuccess(payment.reference, 650_000);
    const first = await webhook(body, paystackSignature(body, KEY));
    expect(first.status).toBe(200);
    const paid = await orderOf(client, order.id);
    expect(paid.status).toBe('completed');
    expect(paid.payment?.status).toBe('successful');
    expect(paid.payment?.checkout_url).toBeNull();
    const verified = paystack.calls.filter((c) => c.path === `/transaction/verify/${payment.reference}`);
    expect(verified).toHaveLength(1);

    // The same event again (Paystack retries), and the buyer's return: nothing more happens.
    const [again, returned] = await Promise.all([
      webhook(body, paystackSignature(body, KEY)),
      fetch(`${server.url}/pay/return?reference=${payment.reference}`, { redirect: 'manual' }),
    ]);
    expect(again.status).toBe(200);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`http://store.test/myaccount/payments/${payment.id}`);
    expect(await revenueRows(order.id)).toBe(2);
    const paidActivities = await server.db
      .selectFrom('order_activities')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'paid')
      .execute();
    expect(paidActivities).toHaveLength(1);
    const library = await client.get<{ data: { items: unknown[] } }>('/api/user/library/all');
    expect(library.body.data.items).toHaveLength(2);
  });

  it('never settles a charge whose amount or currency is not the order total', async () => {
    for (const charged of [
      { amount: 100, currency: 'NGN' },
      { amount: 650_000, currency: 'USD' },
    ]) {
      const { client, order, payment } = await placeOrder();
      paystack.transactions.set(payment.reference, { status: 'success', ...charged });
      // The webhook body claims the right amount; what Paystack says on verify is what counts.
      const body = chargeSuccess(payment.reference, 650_000);
      expect((await webhook(body, paystackSignature(body, KEY))).status).toBe(200);
      const returned = await fetch(`${server.url}/pay/return?reference=${payment.reference}`, {
        redirect: 'manual',
      });
      expect(returned.status).toBe(303);
      expect((await orderOf(client, order.id)).status).toBe('pending_payment');
      expect(await revenueRows(order.id)).toBe(0);
    }
  });

  it('settles on the buyer’s return after Paystack confirms, and cancels a failed charge', async () => {
    const ok = await placeOrder();
    paystack.transactions.set(ok.payment.reference, { status: 'success', amount: 650_000, currency: 'NGN' });
    const back = await fetch(`${server.url}/pay/return?reference=${ok.payment.reference}&trxref=x`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect((await orderOf(ok.client, ok.order.id)).status).toBe('completed');

    const failed = await placeOrder();
    paystack.transactions.set(failed.payment.reference, {
      status: 'failed',
      amount: 650_000,
      currency: 'NGN',
    });
    await fetch(`${server.url}/pay/return?reference=${failed.payment.reference}`, { redirect: 'manual' });
    expect((await orderOf(failed.client, failed.order.id)).status).toBe('cancelled');
  });

  it('cancels the order with a 502 when Paystack cannot open the payment', async () => {
    const user = await createUser(server.db, { country: 'ng' });
    const client = await signedIn(server, user);
    await client.post('/api/user/cart/add?country=ng', { book_uid: uid('lagosNoir') });
    paystack.failWith = 503;
    try {
      const res = await client.post<{ message: string }>('/api/user/orders', { country: 'ng' });
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/payment provider/);
    } finally {
      paystack.failWith = null;
    }
    const orders = await server.db
      .selectFrom('orders')
      .select('status')
      .where('user_id', '=', user.id)
      .execute();
    expect(orders).toEqual([{ status: 'cancelled' }]);
  });
});

describe('voiceover orders in production', () => {
  it('are paid through Paystack too, at the offer price, and settled by the signed webhook', async () => {
    const artist = await createUser(server.db, { voiceover: true });
    await server.db
      .insertInto('voiceover_artists')
      .values({ user_id: artist.id, uid: `VA-${artist.uid}`, status: 'approved' })
      .execute();
    const offer = await server.db
      .insertInto('voiceover_offers')
      .values({
        uid: `OF-${artist.uid}`,
        voiceover_artist_id: artist.id,
        title: 'Audiobook narration',
        description: 'Warm narration.',
        amount: 2_500_000,
        currency_code: 'NGN',
        currency_symbol: '₦',
        word_limit: 50,
        delivery_days: 3,
      })
      .returning('uid')
      .executeTakeFirstOrThrow();
    const client = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    const created = await client.post<{ data: { uid: string; status: string; payment: PaymentBody } }>(
      '/api/user/vo_orders',
      {
        offer_uid: offer.uid,
        script: 'The river rose slowly that morning and the ferry keepers watched the water.',
      },
    );
    expect(created.status).toBe(201);
    const { payment } = created.body.data;
    expect(payment.checkout_url).toBe(`https://checkout.paystack.test/${payment.reference}`);
    expect(paystack.calls.findLast((c) => c.path === '/transaction/initialize')?.body).toMatchObject({
      amount: 2_500_000,
      currency: 'NGN',
      reference: payment.reference,
    });
    paystack.transactions.set(payment.reference, { status: 'success', amount: 2_500_000, currency: 'NGN' });
    const body = chargeSuccess(payment.reference, 2_500_000);
    expect((await webhook(body, paystackSignature(body, KEY))).status).toBe(200);
    const order = await server.db
      .selectFrom('vo_orders')
      .select('status')
      .where('uid', '=', created.body.data.uid)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
  });
});

describe('production without a payment provider', () => {
  it('takes no orders and has no test page', async () => {
    const bare = await startTestServer({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-at-least-32-chars',
        PUBLIC_URL,
        SMTP_URL: smtp.url,
      },
    });
    try {
      const shop = await seedCatalogue(bare.db);
      const client = await signedIn(bare, await createUser(bare.db, { country: 'ng' }));
      await client.post('/api/user/cart/add?country=ng', { book_uid: shop.books.lagosNoir?.uid });
      expect((await client.post('/api/user/orders', { country: 'ng' })).status).toBe(503);
      expect((await bare.db.selectFrom('payments').select('id').execute()).length).toBe(0);
      expect((await client.get('/pay/anything')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
