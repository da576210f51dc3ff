import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Scratch } from '../src/db/scratch.ts';
import { webActor } from '../src/domains/accounts/audit.ts';
import { suspendUser } from '../src/domains/admin/admin-accounts.ts';
import { takeDownBook } from '../src/domains/admin/admin-books.ts';
import { announcePublicChange } from '../src/lib/public-caches.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createOperator } from './admin-support.ts';
import { seedCatalogue, type Catalogue } from './fixtures.ts';
import { freshDatabase, TEST_HASH_COST } from './helpers.ts';

/**
 * Issue 41, item 7 (@server-database: the PGlite run leaves this file out; PGlite has one process):
 * two web processes' apps on one PostgreSQL database, each with its public caches kept an hour. A
 * takedown or a suspension made through one is gone from the other's cached answers at once (LISTEN/
 * NOTIFY on `bookstore_public_caches`), not after the caches' time; so is a change a tool announces.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn('cache-invalidation: no DATABASE_URL, the test is skipped.');

let scratch: Scratch;
let catalogue: Catalogue;
let dataDir: string;
const apps: App[] = [];

function webProcess(): App {
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    DATA_DIR: dataDir,
    PUBLIC_CACHE_SECONDS: '3600',
    API_ROLE: 'web',
  });
  const app = createApp({
    db: scratch.handle.db,
    config,
    mailer: createMailer(scratch.handle.db),
    throttleStore: { kind: 'memory' },
    pool: scratch.handle.pool,
  });
  apps.push(app);
  return app;
}

/** A public read through one app: its status and, on a 200, the book's title. */
async function read(app: App, uid: string): Promise<{ status: number; title?: string }> {
  const res = await app.app.request(`/api/public/books/${uid}`);
  const body = (await res.json()) as { data?: { title?: string } };
  return res.status === 200 ? { status: 200, title: body.data?.title ?? '' } : { status: res.status };
}

/** Milliseconds until `app` answers `status` for the book (every 10 ms, up to 5 s). */
async function msUntil(app: App, uid: string, status: number): Promise<number> {
  const start = performance.now();
  while ((await read(app, uid)).status !== status) {
    if (performance.now() - start > 5000) throw new Error(`still not ${status} after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

beforeAll(async () => {
  if (!databaseUrl) return;
  scratch = await freshDatabase();
  catalogue = await seedCatalogue(scratch.handle.db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-invalidation-'));
});

afterAll(async () => {
  if (!databaseUrl) return;
  await Promise.all(apps.map((app) => app.deps.publicCaches?.close()));
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const book = (key: string) => {
  const found = catalogue.books[key];
  if (!found) throw new Error(`no book ${key}`);
  return found;
};

describe.skipIf(!databaseUrl)('moderation reaches every web process at once', () => {
  it("a takedown in one process empties the other's cache: it answers 404 within a second", async () => {
    const [one, two] = [webProcess(), webProcess()];
    await Promise.all([one.deps.publicCaches?.ready(), two.deps.publicCaches?.ready()]);
    const { uid, id } = book('lagosNoir');
    expect(await read(two, uid)).toEqual({ status: 200, title: 'Lagos Noir' });
    // The answer is cached for an hour: a change no process announces is not seen.
    await scratch.handle.db
      .updateTable('books')
      .set({ title: 'Renamed quietly' })
      .where('id', '=', id)
      .execute();
    expect(await read(two, uid)).toEqual({ status: 200, title: 'Lagos Noir' });

    const operator = await createOperator(scratch.handle.db);
    await takeDownBook(one.deps, webActor(operator.id), uid, 'Taken down for the test');
    expect((await read(one, uid)).status).toBe(404);
    const ms = await msUntil(two, uid, 404);
    console.info(`cache-invalidation: the other process answered 404 ${ms.toFixed(0)} ms after the takedown`);
    expect(ms).toBeLessThan(1000);
  });

  it("a suspension in one process takes the seller's books out of the other's cached answers", async () => {
    const [one, two] = [webProcess(), webProcess()];
    await Promise.all([one.deps.publicCaches?.ready(), two.deps.publicCaches?.ready()]);
    const { uid, id } = book('harmattan');
    expect((await read(two, uid)).status).toBe(200);
    const { author_id: authorId } = await scratch.handle.db
      .selectFrom('books')
      .select('author_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const operator = await createOperator(scratch.handle.db);
    await suspendUser(one.deps, webActor(operator.id), authorId, 'Suspended for the test');
    expect(await msUntil(two, uid, 404)).toBeLessThan(1000);
  });

  it('a change a tool announces (the admin command has no caches) empties every process', async () => {
    const two = webProcess();
    await two.deps.publicCaches?.ready();
    const { uid, id } = book('lagosAudio');
    const db = scratch.handle.db;
    await db.updateTable('users').set({ suspended_at: null }).execute();
    await db
      .updateTable('books')
      .set({ status: 'published', hidden_by_suspension: false, title: 'Before' })
      .where('id', '=', id)
      .execute();
    expect(await read(two, uid)).toEqual({ status: 200, title: 'Before' });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('books').set({ title: 'After' }).where('id', '=', id).execute();
      await announcePublicChange(trx);
    });
    const start = performance.now();
    while ((await read(two, uid)).title !== 'After') {
      expect(performance.now() - start).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
