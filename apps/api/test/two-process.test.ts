import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/index.ts';
import type { User } from '../src/db/schema.ts';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import { createUser, freshDatabase, TestClient, TEST_PASSWORD } from './helpers.ts';
import { sameBrowser, startApi, stop, type ApiProcess } from './process-support.ts';

/**
 * Two real API processes (src/server.ts under tsx, as `pnpm start` runs it, without the demo seed) on
 * one PostgreSQL database: a session, a cart and the login throttle made on one are seen by the other,
 * and when one is killed (SIGKILL) in the middle of a burst of checkouts, every buyer ends with exactly
 * one order: the answers that arrived name it, and a retry with the same Idempotency-Key against the
 * survivor answers it (or places it, when the killed process never committed it).
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn('two-process: no DATABASE_URL, the two-process test is skipped.');

describe.skipIf(!databaseUrl)('two API processes on one PostgreSQL', () => {
  let one: ApiProcess | undefined;
  let two: ApiProcess | undefined;
  let catalogue: Catalogue;
  let db: Awaited<ReturnType<typeof freshDatabase>>['handle']['db'];
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    const { handle, drop, url: copyUrl } = await freshDatabase();
    cleanups.push(drop);
    await migrate(handle);
    db = handle.db;
    catalogue = await seedCatalogue(db);
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    const schema = rows[0]?.schema ?? '';
    const url = new URL(copyUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema},public`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-two-process-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      STORE_URL: 'http://store.test',
      // Throttling counters in PostgreSQL (the pool's store): shared by both processes.
      REDIS_URL: '',
      SMTP_URL: '',
      // Shared by every process: CSRF tokens and signed links made by one are checked by the other.
      APP_SECRET: 'two-process-test-secret-0123456789abcdef',
    };
    [one, two] = await Promise.all([startApi(env), startApi(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(one), stop(two)]);
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  const uid = (key: string) => catalogue.books[key]?.uid ?? '';

  it('share sessions, carts and the login throttle', async () => {
    if (!one || !two) throw new Error('not started');
    const user = await createUser(db, { country: 'ng' });
    const onOne = new TestClient(one.url);
    const login = await onOne.post('/user/auth/spa/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const onTwo = sameBrowser(onOne, two.url);
    const account = await onTwo.get<{ data: { email: string } }>('/api/user/account');
    expect(account.status).toBe(200);
    expect(account.body.data.email).toBe(user.email);
    // The CSRF token issued by one process is accepted by the other (one APP_SECRET).
    expect((await onTwo.post('/api/user/cart/add?country=ng', { book_uid: uid('harmattan') })).status).toBe(
      200,
    );

    expect((await onOne.post('/api/user/cart/add?country=ng', { book_uid: uid('startup') })).status).toBe(
      200,
    );
    const cart = await onTwo.get<{ data: { cart_items: unknown[] } }>('/api/user/cart/all?country=ng');
    expect(cart.body.data.cart_items).toHaveLength(2);

    // Five wrong passwords for one account, split across the processes, lock it on both.
    const target = await createUser(db);
    const wrong = (url: string) =>
      new TestClient(url).post('/user/auth/spa/login', { email: target.email, password: 'not the password' });
    for (const url of [one.url, two.url, one.url, two.url, one.url])
      expect((await wrong(url)).status).toBe(422);
    const locked = await wrong(two.url);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('lose or double no order when one is killed during a burst of checkouts', async () => {
    if (!one || !two) throw new Error('not started');
    const survivor = two;
    const victim = one;
    // Signed in six at a time: each login holds a point of the IP's login limit (20) until it has been
    // checked, so 24 at once from this one address would be refused past the twentieth.
    const buyers: { user: User; client: TestClient; key: string }[] = [];
    for (let batch = 0; batch < 24; batch += 6)
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: 6 }, async (_, j) => {
            const i = batch + j;
            const user = await createUser(db, { country: 'ng' });
            const client = new TestClient(survivor.url);
            const login = await client.post('/user/auth/spa/login', {
              email: user.email,
              password: TEST_PASSWORD,
            });
            expect(login.status).toBe(200);
            const added = await client.post('/api/user/cart/add?country=ng', {
              book_uid: uid(i % 2 === 0 ? 'startup' : 'harmattan'),
            });
            expect(added.status).toBe(200);
            await client.csrf();
            return { user, client, key: `burst-${i}-${user.id}` };
          }),
        )),
      );
    type Outcome = { status: number; orderId: number | null };
    const checkout = async (client: TestClient, key: string): Promise<Outcome> => {
      const res = await client.post<{ data: { order: { id: number } } }>(
        '/api/user/orders',
        { country: 'ng' },
        { headers: { 'Idempotency-Key': key } },
      );
      return { status: res.status, orderId: res.status === 201 ? res.body.data.order.id : null };
    };
    // Every checkout goes to the victim, which is killed as soon as the first answer is back.
    let killed: Promise<void> | undefined;
    let firstAnswer = () => {};
    const answeredOnce = new Promise<void>((resolve) => (firstAnswer = resolve));
    // The first half of the checkouts set off a few milliseconds apart, so the kill lands in the middle
    // of them: some answered, some cut off in flight. The second half waits for the first answer (and so
    // for the kill) and never reaches the victim: on a loaded machine the whole burst would otherwise be
    // sent, and answered, before the first answer came back.
    const first = await Promise.all(
      buyers.map(async (buyer, i) => {
        if (i < buyers.length / 2) await new Promise((resolve) => setTimeout(resolve, i * 40));
        else await answeredOnce;
        if (killed) return null;
        try {
          const outcome = await checkout(sameBrowser(buyer.client, victim.url), buyer.key);
          killed ??= stop(victim, 'SIGKILL');
          return outcome;
        } catch {
          return null; // the connection died with the process
        } finally {
          firstAnswer();
        }
      }),
    );
    await killed;
    const answered = first.filter((o): o is Outcome => o !== null && o.status === 201);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(buyers.length);
    // Each buyer retries with the same key against the survivor (as a client does after a failure).
    const retried = await Promise.all(buyers.map((buyer) => checkout(buyer.client, buyer.key)));
    for (const [i, buyer] of buyers.entries()) {
      const orders = await db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', buyer.user.id)
        .execute();
      expect(orders, `buyer ${i}`).toHaveLength(1);
      const retry = retried[i];
      expect(retry?.status, `buyer ${i}`).toBe(201);
      expect(retry?.orderId).toBe(orders[0]?.id);
      const before = first[i];
      if (before && before.status === 201) expect(before.orderId).toBe(orders[0]?.id);
    }
    console.log(
      `two-process: ${answered.length} of ${buyers.length} checkouts answered before the kill; every buyer has one order.`,
    );
  }, 90_000);
});
