import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, type TestServer } from '../../../test/helpers.ts';

/*
 * Issue 22: every cart change is one transaction, and the 99-copy maximum is kept by the database.
 * The concurrency checks mean most on a PostgreSQL server (DATABASE_URL), where requests really run at
 * once; on PGlite they pass too (its one connection runs transactions one after another).
 */

let server: TestServer;
let catalogue: Catalogue;
let recording: string[] | null = null;

interface CartAnswer {
  data: { cart_items: { id: number; quantity: number; book: { uid: string } }[] };
  message: string;
  errors?: Record<string, string[]>;
}

beforeAll(async () => {
  server = await startTestServer({
    log: (event: LogEvent) => {
      recording?.push(event.query.sql);
    },
  });
  catalogue = await seedCatalogue(server.db);
  // An unlimited print book, so only the per-book maximum limits how many copies a cart takes.
  await server.db
    .updateTable('books')
    .set({ stock_quantity: null })
    .where('uid', '=', uid('ledger'))
    .execute();
});
afterAll(() => server.close());

const uid = (key: string) => catalogue.books[key]?.uid ?? '';

/** The cart's SQL statements one request runs (the session lookup of every signed-in call aside). */
async function statementsOf(request: () => Promise<{ status: number }>): Promise<string[]> {
  recording = [];
  const res = await request();
  const statements = recording.filter((sql) => !/ from "sessions" /.test(sql));
  recording = null;
  expect(res.status).toBe(200);
  return statements;
}

describe('cart changes', () => {
  it('run a handful of statements: one country and one cart lookup each', async () => {
    const client = await signedIn(server, await createUser(server.db));
    await client.csrf();
    const path = (action: string, id?: number) =>
      `/api/user/cart/${id === undefined ? action : `${action === 'delete' ? 'delete' : 'update'}/${id}${action === 'delete' ? '' : `/${action}`}`}?country=ng`;
    const add = (key: string) => () => client.post(path('add'), { book_uid: uid(key) });
    const counts: Record<string, number> = {};
    counts.all = (await statementsOf(() => client.get(path('all')))).length;
    counts.addPrint = (await statementsOf(add('market'))).length;
    counts.addPrintAgain = (await statementsOf(add('market'))).length;
    const addEbook = await statementsOf(add('startup'));
    counts.addEbook = addEbook.length;
    const items = (await client.get<CartAnswer>(path('all'))).body.data.cart_items;
    const [print, ebook] = [items[0]?.id ?? 0, items[1]?.id ?? 0];
    counts.increase = (await statementsOf(() => client.get(path('increase', print)))).length;
    counts.decrease = (await statementsOf(() => client.get(path('decrease', print)))).length;
    counts.delete = (await statementsOf(() => client.delete(path('delete', ebook)))).length;
    // BEGIN and COMMIT included. Before issue 22 (the session lookup aside, as here): 4, 10, 10, 10, 7,
    // 7 and 7 statements, outside any transaction.
    expect(counts).toEqual({
      all: 2,
      addPrint: 7,
      addPrintAgain: 7,
      addEbook: 7,
      increase: 7,
      decrease: 7,
      delete: 6,
    });
    expect([addEbook[0], addEbook.at(-1)].map((sql) => sql?.toLowerCase())).toEqual(['begin', 'commit']);
    expect(addEbook.filter((sql) => / from "countries" /.test(sql))).toHaveLength(1);
    expect(addEbook.filter((sql) => /(into|from) "carts"/.test(sql))).toHaveLength(1);
  });

  // A race shows only sometimes: each check runs five times, each time with a new user and cart.
  const ROUNDS = 5;

  it('6 simultaneous adds of one print book stop at 99 copies; the others get the maximum error', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const client = await signedIn(server, await createUser(server.db));
      await client.csrf();
      // Any three of the six make 99: whichever order they run in, three fit and three would pass 99.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          client.post<CartAnswer>('/api/user/cart/add?country=ng', { book_uid: uid('ledger'), quantity: 33 }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 422, 422, 422]);
      for (const refused of answers.filter((a) => a.status === 422)) {
        expect(refused.body.errors?.quantity).toEqual(['You can order at most 99 copies of a book.']);
      }
      const cart = await client.get<CartAnswer>('/api/user/cart/all?country=ng');
      expect(cart.body.data.cart_items.map((i) => [i.book.uid, i.quantity])).toEqual([[uid('ledger'), 99]]);
    }
  });

  it('simultaneous increases stop at 99 copies too', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const client = await signedIn(server, await createUser(server.db));
      const added = await client.post<CartAnswer>('/api/user/cart/add?country=ng', {
        book_uid: uid('ledger'),
        quantity: 97,
      });
      const id = added.body.data.cart_items[0]?.id ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => client.get(`/api/user/cart/update/${id}/increase?country=ng`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 422, 422, 422, 422]);
      const cart = await client.get<CartAnswer>('/api/user/cart/all?country=ng');
      expect(cart.body.data.cart_items[0]?.quantity).toBe(99);
    }
  });

  it('a refused change leaves the cart as it was (the transaction rolls back)', async () => {
    const client = await signedIn(server, await createUser(server.db));
    const refused = await client.post<CartAnswer>('/api/user/cart/add?country=ng', {
      book_uid: uid('market'),
      quantity: 6,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.quantity).toEqual(['Only 5 copies of "Market Days" are left.']);
    const cart = await client.get<CartAnswer>('/api/user/cart/all?country=ng');
    expect(cart.body.data.cart_items).toEqual([]);
  });
});
