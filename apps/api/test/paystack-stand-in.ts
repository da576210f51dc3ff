import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';

export interface PaystackCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/** What the stand-in answers for a verify: set per reference by the test. */
export interface Transaction {
  status: string;
  amount: number;
  currency: string;
}

/** A refund the stand-in accepted (POST /refund). */
export interface StandInRefund {
  id: number;
  transaction: string;
  amount: number;
}

/**
 * A local server that plays Paystack's Transaction API (initialize, verify) and Refund API on 127.0.0.1: it records
 * every call and answers what the test set, so the API's Paystack client is tested without a network.
 */
export interface PaystackStandIn {
  url: string;
  calls: PaystackCall[];
  transactions: Map<string, Transaction>;
  refunds: StandInRefund[];
  /** Answer every call with this HTTP status (a Paystack outage) while set. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startPaystackStandIn(secretKey: string): Promise<PaystackStandIn> {
  const standIn = {
    calls: [] as PaystackCall[],
    transactions: new Map<string, Transaction>(),
    refunds: [] as StandInRefund[],
    failWith: null as number | null,
  };
  const app = new Hono();
  app.use('*', async (c, next) => {
    const text = c.req.method === 'POST' ? await c.req.text() : '';
    standIn.calls.push({
      method: c.req.method,
      path: c.req.path,
      authorization: c.req.header('authorization'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    if (standIn.failWith)
      return c.json({ status: false, message: 'Service unavailable' }, standIn.failWith as 503);
    if (c.req.header('authorization') !== `Bearer ${secretKey}`) {
      return c.json({ status: false, message: 'Invalid key' }, 401);
    }
    return next();
  });
  app.post('/transaction/initialize', (c) => {
    const body = standIn.calls.at(-1)?.body ?? {};
    const reference = String(body.reference);
    standIn.transactions.set(reference, {
      status: 'ongoing',
      amount: Number(body.amount),
      currency: String(body.currency ?? 'NGN'),
    });
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `https://checkout.paystack.test/${reference}`,
        access_code: `ac_${reference}`,
        reference,
      },
    });
  });
  app.get('/transaction/verify/:reference', (c) => {
    const reference = c.req.param('reference');
    const found = standIn.transactions.get(reference);
    if (!found) return c.json({ status: false, message: 'Transaction reference not found' }, 400);
    return c.json({
      status: true,
      message: 'Verification successful',
      data: { id: 1, reference, ...found, gateway_response: found.status },
    });
  });
  // As Paystack: a refund of a successful transaction, at most what is left of it; queued (pending).
  app.post('/refund', (c) => {
    const body = standIn.calls.at(-1)?.body ?? {};
    const reference = String(body.transaction);
    const found = standIn.transactions.get(reference);
    if (!found || found.status !== 'success') {
      return c.json({ status: false, message: 'Transaction has not been completed' }, 400);
    }
    const refunded = standIn.refunds
      .filter((r) => r.transaction === reference)
      .reduce((n, r) => n + r.amount, 0);
    const amount = body.amount === undefined ? found.amount - refunded : Number(body.amount);
    if (amount <= 0 || refunded + amount > found.amount) {
      return c.json({ status: false, message: 'Refund amount cannot be more than transaction amount' }, 400);
    }
    const refund = { id: 1000 + standIn.refunds.length, transaction: reference, amount };
    standIn.refunds.push(refund);
    return c.json({
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        id: refund.id,
        amount,
        currency: found.currency,
        status: 'pending',
        transaction: { reference },
      },
    });
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
