/** What the partner programme's API tests share (issue 43): partners, visits with a ref, orders, the ledger. */
import { PARTNER_TERMS_VERSION } from '@bookstore/api-client/contract';
import { expect } from 'vitest';
import type { User } from '../src/db/schema.ts';
import { ATTRIBUTION_COOKIE } from '../src/domains/partners/partner-rules.ts';
import type { Catalogue } from './fixtures.ts';
import { createUser, signedIn, type TestClient, type TestServer } from './helpers.ts';
import type { Envelope } from './selling-support.ts';

export interface PartnerBody {
  code: string;
  site_url: string;
  status: string;
  link: string;
}

/** `user` joins the programme; answers their signed-in client and code. */
export async function joinAs(server: TestServer, user: User, site = 'https://books.example.org/') {
  const client = await signedIn(server, user);
  const res = await client.post<Envelope<PartnerBody>>('/api/user/partners', {
    site_url: site,
    accept_terms: true,
    terms_version: PARTNER_TERMS_VERSION,
  });
  expect(res.status).toBe(201);
  return { client, code: res.body.data.code, user };
}

export async function newPartner(server: TestServer) {
  return joinAs(server, await createUser(server.db, { country: 'ng' }));
}

/** A visit to a store page with the partner's ref (a browser coming from a partner's site). */
export function visit(client: TestClient, code: string, path = '/', extra = '', agent = 'test-agent') {
  return client.get(`${path}?ref=${code}${extra}`, { headers: { 'User-Agent': agent } });
}

/** The ref cookie of one client carried into another (one browser, signed in later). */
export function carry(from: TestClient, to: TestClient): void {
  const value = from.cookie(ATTRIBUTION_COOKIE);
  if (value) to.cookies.set(ATTRIBUTION_COOKIE, value);
}

/** Places the shopper's order of books (fixture keys or `bk-` uids) in ng; answers the order and payment ids. */
export async function placeOrderOf(
  server: TestServer,
  catalogue: Catalogue,
  client: TestClient,
  keys: string[],
  addressId?: number,
) {
  for (const key of keys) {
    const uid = key.startsWith('bk-') ? key : catalogue.books[key]?.uid;
    const res = await client.post('/api/user/cart/add?country=ng', { book_uid: uid });
    expect(res.status).toBe(200);
  }
  const res = await client.post<Envelope<{ order: { reference: string } }>>('/api/user/orders', {
    country: 'ng',
    ...(addressId ? { address_id: addressId } : {}),
  });
  expect(res.status).toBe(201);
  return server.db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.uid',
      'orders.partner_id',
      'orders.partner_click_id',
      'payments.id as payment_id',
    ])
    .where('orders.uid', '=', res.body.data.order.reference)
    .executeTakeFirstOrThrow();
}

/** A user's commission lines (and reversals), oldest first, with their order item's type and book. */
export function commissionLines(server: TestServer, userId: number) {
  return server.db
    .selectFrom('revenues')
    .innerJoin('order_items', 'order_items.id', 'revenues.order_item_id')
    .select([
      'revenues.kind',
      'revenues.amount',
      'revenues.available_at',
      'order_items.type',
      'order_items.book_id',
    ])
    .where('revenues.user_id', '=', userId)
    .where('revenues.kind', 'in', ['commission', 'commission_reversal'])
    .orderBy('revenues.id')
    .execute();
}
