/*
 * @one-database: the rendered pages' cache of the API (routes/seo.ts) is in the process, not in the
 * database: the walk renders the same pages from the same answers on either, so the PostgreSQL run leaves
 * it out (it was the largest file of that run). Needs the built store (`pnpm build`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StatementCounter } from '../src/db/statement-count.ts';
import { seed } from '../src/seed/index.ts';
import { startTestServer } from './helpers.ts';

const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../store/dist');

// The tests that render pages by the hundred (8–18 s on an idle machine) have 300 s: on CI's two
// cores, shared with the Playwright suites, one took over 120 s on a slow day (2026-12-02), nothing hung.
describe('the rendered pages kept for the answer cache time', () => {
  it('keeps a catalogue walk of book pages (each ~140 KB with its CSS and data) for the next visitor', async () => {
    const counter = new StatementCounter();
    // An hour to live: the walk takes seconds here and minutes on a loaded machine; only the size bound
    // may push a page out while the test runs.
    const cached = await startTestServer({
      storeDir,
      log: counter.log,
      env: { PUBLIC_CACHE_SECONDS: '3600' },
    });
    try {
      await seed(cached.db, { books: 180, mediaDir: null, now: new Date('2026-06-15T12:00:00Z') });
      const uids = (
        await cached.db.selectFrom('books').select('uid').where('status', '=', 'published').execute()
      ).map((row) => row.uid);
      expect(uids.length).toBeGreaterThan(150);
      let bytes = 0;
      for (const uid of uids) bytes += (await (await fetch(`${cached.url}/books/${uid}`)).text()).length;
      // More than the old 16 MB bound held: the walk itself would have pushed its first pages out.
      expect(bytes).toBeGreaterThan(16 * 1024 * 1024);
      counter.take();
      for (const uid of uids) expect((await fetch(`${cached.url}/books/${uid}`)).status).toBe(200);
      // Every page came from the cache: no read ran again.
      expect(counter.take()).toEqual([]);
    } finally {
      await cached.close();
    }
  }, 300_000);
});
