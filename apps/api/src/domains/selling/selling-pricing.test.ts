import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPrice, roundPrice, scaleAmount } from '../catalogue/pricing.ts';
import { printCostCents, printableOnDemand } from './print-on-demand.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedPriceLevels, sellerClient, type Envelope, type Money } from '../../../test/selling-support.ts';

describe('price conversion rules', () => {
  const naira = { ebook_base: 3_500_00, price_step: 50_00, charm_pricing: false };
  const pound = { ebook_base: 5_00, price_step: 1_00, charm_pricing: true };

  it('rounds to whole steps, never below one, ending in .99 where shops price so', () => {
    expect(roundPrice(3_512_34, naira)).toBe(3_500_00);
    expect(roundPrice(10, naira)).toBe(50_00);
    expect(roundPrice(4_62, pound)).toBe(4_99);
    expect(roundPrice(0, pound)).toBe(99);
  });

  it('converts by the ratio of the two price levels, then rounds in the target country', () => {
    expect(convertPrice(3_500_00, naira, pound)).toBe(4_99);
    expect(convertPrice(7_000_00, naira, pound)).toBe(9_99);
    expect(convertPrice(5_00, pound, naira)).toBe(3_500_00);
    // A cost is scaled without shelf-price rounding.
    expect(scaleAmount(7_00, { ebook_base: 7_00 }, naira)).toBe(3_500_00);
  });

  it('prices printing by binding, pages and run length, and checks the trim size', () => {
    const book = {
      type: 'printbook' as const,
      pages: 100,
      print_binding: 'paperback' as const,
      print_width_mm: 152,
      print_height_mm: 229,
      print_depth_mm: 20,
    };
    expect(printCostCents(book, 1)).toBeCloseTo(370);
    expect(printCostCents(book, 100)).toBeCloseTo(333);
    expect(printCostCents(book, 500)).toBeCloseTo(296);
    expect(printCostCents({ ...book, print_binding: 'hardcover' }, 1)).toBeCloseTo(820);
    expect(printableOnDemand(book)).toBe(true);
    expect(printableOnDemand({ ...book, print_width_mm: 300 })).toBe(false);
    expect(printableOnDemand({ ...book, pages: null })).toBe(false);
  });
});

describe('prices from the reference tables', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    await seedCatalogue(server.db);
    await seedPriceLevels(server.db);
    client = await sellerClient(server, await createUser(server.db, { author: true, country: 'ng' }));
  });
  afterAll(() => server.close());

  async function draft(type = 'ebook') {
    const res = await client.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
      title: 'Rates and Rivers',
      type,
    });
    return res.body.data.uid;
  }

  const advanceInfo = (uid: string, price: number, currency = 'NGN') =>
    client.post<Envelope<unknown>>(`/api/user/selling/books/${uid}/advance_info`, {
      publication_date: '2025-03-01',
      price,
      currency_code: currency,
      pages: 120,
    });

  const pricesOf = async (uid: string) =>
    Object.fromEntries(
      (
        await server.db
          .selectFrom('book_prices as p')
          .innerJoin('books as b', 'b.id', 'p.book_id')
          .select(['p.country_code', 'p.amount'])
          .where('b.uid', '=', uid)
          .execute()
      ).map((p) => [p.country_code, p.amount]),
    );

  it("converts with the country's rate in the table, whatever the seed's constants say", async () => {
    // The pound's level is doubled in the database only: the API must follow the table.
    await server.db
      .updateTable('price_levels')
      .set({ ebook_base: 10_00, price_step: 50, charm_pricing: false })
      .where('country_code', '=', 'gb')
      .execute();
    try {
      const uid = await draft();
      expect((await advanceInfo(uid, 3500)).status).toBe(200);
      const prices = await pricesOf(uid);
      expect(prices.ng).toBe(3_500_00);
      expect(prices.gb).toBe(10_00);
      expect(prices.us).toBe(6_99);
    } finally {
      await server.db
        .updateTable('price_levels')
        .set({ ebook_base: 5_00, price_step: 1_00, charm_pricing: true })
        .where('country_code', '=', 'gb')
        .execute();
    }
  });

  it('refuses to convert into or out of a country without a rate (422), leaving prices unset', async () => {
    const saved = await server.db
      .selectFrom('price_levels')
      .selectAll()
      .where('country_code', '=', 'us')
      .execute();
    await server.db.deleteFrom('price_levels').where('country_code', '=', 'us').execute();
    try {
      const uid = await draft();
      const into = await advanceInfo(uid, 3500);
      expect(into.status).toBe(422);
      expect(into.body.errors?.currency_code?.[0]).toMatch(/United States \(USD\).*no conversion rate/);
      expect(await pricesOf(uid)).toEqual({});

      const outOf = await advanceInfo(uid, 10, 'USD');
      expect(outOf.status).toBe(422);
      expect(outOf.body.errors?.currency_code?.[0]).toMatch(/United States \(USD\)/);

      // A free book needs no conversion.
      expect((await advanceInfo(uid, 0)).status).toBe(200);
      expect(await pricesOf(uid)).toEqual({ ng: 0, us: 0, gb: 0 });

      // Printing is charged in dollars: without the dollar's rate no country can be quoted.
      const print = await draft('printbook');
      const quote = await client.post<Envelope<{ unit_cost: Money }>>(
        `/api/user/selling/books/${print}/print_on_demand_check`,
        { quantity: 10, country_code: 'ng' },
      );
      expect(quote.status).toBe(422);
      expect(quote.body.errors?.country_code?.[0]).toMatch(/no conversion rate/);
    } finally {
      await server.db.insertInto('price_levels').values(saved).execute();
    }
  });

  it('quotes printing in the local currency by the rates in the table', async () => {
    const print = await draft('printbook');
    await server.db
      .updateTable('books')
      .set({ pages: 100, print_binding: 'paperback' })
      .where('uid', '=', print)
      .execute();
    const quote = (country_code: string) =>
      client.post<Envelope<{ unit_cost: Money }>>(`/api/user/selling/books/${print}/print_on_demand_check`, {
        quantity: 1,
        country_code,
      });
    const us = await quote('us');
    expect(us.body.data.unit_cost).toMatchObject({ amount: 3.7, currency_code: 'USD' });
    const ng = await quote('ng');
    // 370 US cents at ₦3,500 per $7 of ebook: ₦1,850.
    expect(ng.body.data.unit_cost).toMatchObject({ amount: 1850, currency_code: 'NGN' });
  });
});
