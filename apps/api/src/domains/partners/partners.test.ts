import { PARTNER_TERMS_VERSION } from '@bookstore/api-client/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { auditOf, operatorClient } from '../../../test/admin-support.ts';
import { newShopper } from '../../../test/checkout-support.ts';
import { addPublishedBook, seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedPayoutBanks, sellerClient, type Envelope } from '../../../test/selling-support.ts';
import {
  carry,
  commissionLines,
  joinAs as joinPartner,
  newPartner as createPartner,
  placeOrderOf,
  visit,
  type PartnerBody,
} from '../../../test/partner-support.ts';
import { settlePayment } from '../payments/settlement.ts';
import { CLICKS_PER_ADDRESS_DAY } from './attribution.ts';
import { ATTRIBUTION_COOKIE } from './partner-rules.ts';

/**
 * Issue 43: joining, attribution (window, last partner, self-referral, suspension), commissions per book
 * type from the store's share in the settlement's transaction, refunds reversing them, the operators'
 * audited decisions, the dashboard's figures; the settlement race on the PostgreSQL server. One server
 * (one scratch database) for the file; each test makes its own partners and shoppers.
 */
const onServer = Boolean(process.env.DATABASE_URL);
const DAY = 86_400_000;
let server: TestServer;
let catalogue: Catalogue;
let operator: TestClient;

const book = (key: string) => {
  const found = catalogue.books[key];
  if (!found) throw new Error(`no book ${key}`);
  return found;
};
const joinAs = (user: User) => joinPartner(server, user);
const newPartner = () => createPartner(server);
const order = (client: TestClient, keys: string[], addressId?: number) =>
  placeOrderOf(server, catalogue, client, keys, addressId);
const commissions = (userId: number) => commissionLines(server, userId);

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await seedPayoutBanks(server.db);
  operator = (await operatorClient(server, { username: 'op_partners' })).client;
});
afterAll(() => server.close());
afterEach(() => server.setNow(null));

describe('joining the programme', () => {
  it('refuses a bad site, unaccepted terms or old terms with field errors (422)', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const bad = await client.post<Envelope<null>>('/api/user/partners', {
      site_url: 'ftp://example.org',
      accept_terms: false,
      terms_version: '2001-01-01',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['accept_terms', 'site_url', 'terms_version']);
    const noHost = await client.post<Envelope<null>>('/api/user/partners', {
      site_url: 'not a url',
      accept_terms: true,
      terms_version: PARTNER_TERMS_VERSION,
    });
    expect(noHost.status).toBe(422);
    expect(noHost.body.errors?.site_url?.[0]).toMatch(/http/);
    expect((await client.get('/api/user/partners/me')).status).toBe(404);
    expect((await client.get('/api/user/partners/stats')).status).toBe(403);
  });

  it('gives a code and a link, once; the partner gets the sellers’ security check and bank accounts', async () => {
    const { client, code, user } = await newPartner();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const me = await client.get<Envelope<PartnerBody>>('/api/user/partners/me');
    expect(me.body.data).toMatchObject({
      code,
      status: 'active',
      link: `http://store.test/?ref=${code}&ref_src=link`,
    });
    const again = await client.post('/api/user/partners', {
      site_url: 'https://other.example.org',
      accept_terms: true,
      terms_version: PARTNER_TERMS_VERSION,
    });
    expect(again.status).toBe(409);
    const account = await client.get<Envelope<{ partner_account: boolean }>>('/api/user/account');
    expect(account.body.data.partner_account).toBe(true);
    const fresh = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const seller = await sellerClient(server, fresh);
    expect((await seller.get('/api/user/banks')).status).toBe(200);
  });
});

describe('the site address', () => {
  it('changes with a valid address only (422 with the field otherwise)', async () => {
    const { client } = await newPartner();
    const bad = await client.request<Envelope<null>>('PUT', '/api/user/partners/me', {
      json: { site_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['site_url']);
    const good = await client.request<Envelope<PartnerBody>>('PUT', '/api/user/partners/me', {
      json: { site_url: ' https://club.example.net/books ' },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.site_url).toBe('https://club.example.net/books');
  });
});

describe('attribution and commission', () => {
  it('pays each book type its rate of the store’s share, held, in the settlement', async () => {
    const partner = await newPartner();
    const shopper = await newShopper(server, catalogue, { address: true });
    await visit(
      shopper.client,
      partner.code,
      `/books/${book('lagosNoir').uid}`,
      '&ref_src=widget&ref_widget=card',
    );
    const click = await server.db
      .selectFrom('partner_clicks')
      .selectAll()
      .where('partner_id', '=', partner.user.id)
      .executeTakeFirstOrThrow();
    expect(click).toMatchObject({ source: 'widget', widget: 'card', book_id: book('lagosNoir').id });
    expect(click.visitor_hash).not.toContain('127.0.0.1');
    const placed = await order(shopper.client, ['lagosNoir', 'lagosAudio', 'ledger'], shopper.addressId);
    expect(placed.partner_id).toBe(partner.user.id);
    expect(placed.partner_click_id).toBe(click.id);
    expect(await commissions(partner.user.id)).toEqual([]);
    const settledAt = new Date();
    server.setNow(settledAt);
    await settlePayment(server.deps, placed.payment_id, 'successful');
    const lines = await commissions(partner.user.id);
    // ₦2,500 ebook: share 500.00, 25% = 125.00; ₦4,000 audiobook: 800.00 → 200.00; ₦6,500 print: 1,300.00 → 15% = 195.00.
    expect(lines.map((l) => [l.type, l.kind, l.amount])).toEqual([
      ['ebook', 'commission', 12_500],
      ['audiobook', 'commission', 20_000],
      ['printbook', 'commission', 19_500],
    ]);
    for (const line of lines) expect(line.available_at.getTime()).toBe(settledAt.getTime() + 7 * DAY);
    // The seller's revenue is untouched: 80% of each line.
    const sale = await server.db
      .selectFrom('revenues')
      .select(({ fn }) => fn.sum<number>('amount').as('sum'))
      .where('kind', '=', 'sale')
      .where('user_id', '=', catalogue.author.id)
      .executeTakeFirstOrThrow();
    expect(Number(sale.sum)).toBeGreaterThanOrEqual(((250_000 + 400_000 + 650_000) * 80) / 100);
  });

  it('counts a click for 29 days, not 31 (the injected clock)', async () => {
    const partner = await newPartner();
    const t0 = new Date('2026-03-01T10:00:00Z');
    for (const [days, stamped] of [
      [29, true],
      [31, false],
    ] as const) {
      server.setNow(t0);
      const browser = new TestClient(server.url);
      await visit(browser, partner.code, '/', '', `agent-${days}`);
      server.setNow(new Date(t0.getTime() + days * DAY));
      const shopper = await newShopper(server, catalogue);
      carry(browser, shopper.client);
      const placed = await order(shopper.client, ['harmattan']);
      expect(placed.partner_id).toBe(stamped ? partner.user.id : null);
      await settlePayment(server.deps, placed.payment_id, 'successful');
    }
    expect((await commissions(partner.user.id)).map((l) => l.amount)).toEqual([9_000]);
  });

  it('gives the sale to the last partner', async () => {
    const first = await newPartner();
    const last = await newPartner();
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, first.code);
    await visit(shopper.client, last.code);
    const placed = await order(shopper.client, ['startup']);
    expect(placed.partner_id).toBe(last.user.id);
    await settlePayment(server.deps, placed.payment_id, 'successful');
    expect(await commissions(first.user.id)).toEqual([]);
    expect((await commissions(last.user.id)).map((l) => l.amount)).toEqual([15_000]);
  });

  it('pays nothing for the partner’s own purchase or for the partner’s own book', async () => {
    const partner = await newPartner();
    await visit(partner.client, partner.code);
    const own = await order(partner.client, ['harmattan']);
    expect(own.partner_id).toBeNull();
    await settlePayment(server.deps, own.payment_id, 'successful');

    const author = await joinAs(await createUser(server.db, { author: true, country: 'ng' }));
    const written = await addPublishedBook(server.db, {
      uid: 'bk-partner-own',
      title: 'Own Words',
      authorId: author.user.id,
    });
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, author.code);
    const mixed = await order(shopper.client, ['bk-partner-own', 'lagosNoir']);
    expect(mixed.partner_id).toBe(author.user.id);
    await settlePayment(server.deps, mixed.payment_id, 'successful');
    expect(await commissions(partner.user.id)).toEqual([]);
    // Only the other author's book earns: ₦2,500 → 125.00.
    expect((await commissions(author.user.id)).map((l) => [l.book_id, l.amount])).toEqual([
      [book('lagosNoir').id, 12_500],
    ]);
    expect((await commissions(author.user.id)).some((l) => l.book_id === written.id)).toBe(false);
  });

  it('pays a suspended partner nothing, even for an order placed before the suspension', async () => {
    const partner = await newPartner();
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, partner.code);
    const placed = await order(shopper.client, ['lagosNoir']);
    expect(placed.partner_id).toBe(partner.user.id);
    const suspended = await operator.post(`/api/admin/partners/${partner.code}/suspend`, {
      reason: 'Cookie stuffing',
    });
    expect(suspended.status).toBe(200);
    await settlePayment(server.deps, placed.payment_id, 'successful');
    expect(await commissions(partner.user.id)).toEqual([]);
    // New visits through a suspended partner carry nothing.
    const next = new TestClient(server.url);
    await visit(next, partner.code, '/', '', 'another-agent');
    expect(next.cookie(ATTRIBUTION_COOKIE)).toBeUndefined();
  });

  it('reverses the commission with a refund, in the refund', async () => {
    const partner = await newPartner();
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, partner.code);
    const placed = await order(shopper.client, ['lagosAudio']);
    await settlePayment(server.deps, placed.payment_id, 'successful');
    const refund = await operator.post(`/api/admin/orders/${placed.id}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refund.status).toBe(200);
    expect((await commissions(partner.user.id)).map((l) => [l.kind, l.amount])).toEqual([
      ['commission', 20_000],
      ['commission_reversal', -20_000],
    ]);
    const orders =
      await partner.client.get<Envelope<{ items: { status: string; commission: { amount: number } }[] }>>(
        '/api/user/partners/orders',
      );
    expect(orders.body.data.items[0]).toMatchObject({ status: 'reversed', commission: { amount: 0 } });
  });
});

describe('the operators’ calls', () => {
  it('sets the rates (422 out of range), audited; the next commission uses them', async () => {
    const invalid = await operator.request('PUT', '/api/admin/partners/rates', {
      json: { ebook: 101, audiobook: 25, printbook: 15 },
    });
    expect(invalid.status).toBe(422);
    const set = await operator.request<Envelope<Record<string, number>>>('PUT', '/api/admin/partners/rates', {
      json: { ebook: 50, audiobook: 25, printbook: 15, reason: 'Launch month' },
    });
    expect(set.status).toBe(200);
    const [entry] = await auditOf(server.db, 'partner_rates', 'rates');
    expect(entry).toMatchObject({ action: 'partner.rates', reason: 'Launch month' });
    expect(entry?.before).toMatchObject({ ebook: 25 });
    expect(entry?.after).toMatchObject({ ebook: 50 });
    const programme = await new TestClient(server.url).get<Envelope<{ rates: { ebook: number } }>>(
      '/api/public/partners/programme',
    );
    expect(programme.body.data.rates.ebook).toBe(50);

    const partner = await newPartner();
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, partner.code);
    const placed = await order(shopper.client, ['lagosNoir']);
    await settlePayment(server.deps, placed.payment_id, 'successful');
    expect((await commissions(partner.user.id)).map((l) => l.amount)).toEqual([25_000]);
    await operator.request('PUT', '/api/admin/partners/rates', {
      json: { ebook: 25, audiobook: 25, printbook: 15 },
    });
  });

  it('suspends and restores once each, audited', async () => {
    const partner = await newPartner();
    const path = `/api/admin/partners/${partner.code}`;
    expect((await operator.post(`${path}/suspend`, { reason: 'Misleading ads' })).status).toBe(200);
    expect((await operator.post(`${path}/suspend`, { reason: 'Again' })).status).toBe(409);
    expect((await operator.post(`${path}/restore`, {})).status).toBe(200);
    const entries = await auditOf(server.db, 'partner', partner.code);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['partner.suspend', 'Misleading ads'],
      ['partner.restore', null],
    ]);
    const list = await operator.get<Envelope<{ items: { code: string; status: string }[] }>>(
      `/api/admin/partners?q=${partner.code}`,
    );
    expect(list.body.data.items).toEqual([expect.objectContaining({ code: partner.code, status: 'active' })]);
    expect((await partner.client.post(`${path}/suspend`, { reason: 'Not an operator' })).status).toBe(403);
  });
});

describe('the dashboard', () => {
  it('shows clicks, orders, conversion, earnings per month and top books, without buyer data', async () => {
    const partner = await newPartner();
    const now = new Date();
    server.setNow(now);
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, partner.code, '/', '&ref_src=widget&ref_widget=search', 'agent-a');
    await visit(new TestClient(server.url), partner.code, '/', '', 'agent-b');
    await visit(new TestClient(server.url), partner.code, '/', '', 'agent-b'); // the same visitor today: one click
    const placed = await order(shopper.client, ['harmattan']);
    await settlePayment(server.deps, placed.payment_id, 'successful');
    const stats = await partner.client.get<Envelope<Record<string, unknown>>>('/api/user/partners/stats');
    expect(stats.status).toBe(200);
    const data = stats.body.data as {
      clicks: number;
      clicks_by_source: { widget: number; link: number };
      orders: number;
      conversion: number;
      earned: { amount: number; currency_code: string };
      held: { amount: number };
      balance: { amount: number };
      months: { month: string; clicks: number; orders: number; earnings: { amount: number } }[];
      top_books: { uid: string; orders: number; commission: { amount: number } }[];
    };
    expect(data).toMatchObject({
      clicks: 2,
      clicks_by_source: { widget: 1, link: 1 },
      orders: 1,
      conversion: 0.5,
    });
    expect(data.earned).toMatchObject({ amount: 90, currency_code: 'NGN' });
    expect(data.held.amount).toBe(90);
    expect(data.balance.amount).toBe(0);
    expect(data.months).toHaveLength(12);
    expect(data.months.at(-1)).toMatchObject({
      month: now.toISOString().slice(0, 7),
      clicks: 2,
      orders: 1,
      earnings: { amount: 90 },
    });
    expect(data.top_books).toEqual([
      expect.objectContaining({
        uid: book('harmattan').uid,
        orders: 1,
        commission: expect.objectContaining({ amount: 90 }),
      }),
    ]);
    const orders =
      await partner.client.get<Envelope<{ items: unknown[]; total: number }>>('/api/user/partners/orders');
    expect(orders.body.data.total).toBe(1);
    expect(orders.body.data.items[0]).toMatchObject({
      reference: placed.uid,
      books: [{ title: 'Harmattan Hearts', type: 'ebook', quantity: 1 }],
      amount: { amount: 1800 },
      commission: { amount: 90 },
      status: 'held',
    });
    const text = JSON.stringify(orders.body);
    expect(text).not.toContain(shopper.user.email);
    expect(text).not.toContain(shopper.user.username);
  });
});

describe('clicks', () => {
  it('counts one address at most CLICKS_PER_ADDRESS_DAY times a day for a partner, whatever its agent', async () => {
    const partner = await newPartner();
    const browser = new TestClient(server.url);
    for (let i = 0; i < CLICKS_PER_ADDRESS_DAY + 3; i++) {
      await visit(browser, partner.code, '/', '', `rotating-agent-${i}`);
    }
    expect(browser.cookie(ATTRIBUTION_COOKIE)).toBeDefined();
    const stats = await partner.client.get<Envelope<{ clicks: number }>>('/api/user/partners/stats');
    expect(stats.body.data.clicks).toBe(CLICKS_PER_ADDRESS_DAY);
  });
});

describe.runIf(onServer)('the settlement race on the PostgreSQL server', () => {
  it('credits one commission when one payment is settled twice at once', async () => {
    const partner = await newPartner();
    const shopper = await newShopper(server, catalogue);
    await visit(shopper.client, partner.code);
    const placed = await order(shopper.client, ['lagosNoir']);
    const results = await Promise.allSettled([
      settlePayment(server.deps, placed.payment_id, 'successful'),
      settlePayment(server.deps, placed.payment_id, 'successful'),
      settlePayment(server.deps, placed.payment_id, 'successful'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await commissions(partner.user.id)).map((l) => l.amount)).toEqual([12_500]);
  });
});
