/**
 * The figure of issue 41, item 6: how long a seller's sign-in code takes to reach the outbox while
 * `covers` cover-copy jobs of large JPEGs (2400 × 3600 px, noise: slow to decode and resize) are queued
 * ahead of it. The app's own handlers and lanes (domains/jobs/handlers.ts) run polling, as a worker
 * process does; `lanes: 'one'` runs every job in one lane (the code still first among the queued), and
 * `'arrival'` in one lane in arrival order, the code's priority taken away: the queue before issue 41.
 */
import sharp from 'sharp';
import { mailSellerCode } from '../src/domains/accounts/auth.ts';
import { jobHandlers, jobLanes, JOB_TIME_LIMITS } from '../src/domains/jobs/handlers.ts';
import { COVER_VARIANTS_JOB } from '../src/domains/media/cover-variants.ts';
import { JobLanes } from '../src/jobs/lanes.ts';
import { enqueue } from '../src/jobs/queue.ts';
import { MAIL_JOB } from '../src/mail/mailer.ts';
import { seedCatalogue } from './fixtures.ts';
import { createUser, startTestServer } from './helpers.ts';

export interface CodeDelay {
  delayMs: number;
  /** Cover jobs finished when the code was in the outbox. */
  coversDone: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function codeDelayBehindCovers(
  options: { covers: number; lanes?: 'app' | 'one' | 'arrival' } = { covers: 12 },
): Promise<CodeDelay> {
  const server = await startTestServer({ env: { JOB_POLL_MS: '50' } });
  try {
    const { books } = await seedCatalogue(server.db);
    const author = await createUser(server.db, { author: true });
    const cover = await sharp({
      create: {
        width: 2400,
        height: 3600,
        channels: 3,
        background: '#335577',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const ids = Object.values(books).map((b) => b.id);
    const jobs: number[] = [];
    for (let i = 0; i < options.covers; i++) {
      const bookId = ids[i % ids.length] ?? 0;
      const key = `covers/large-${bookId}.jpg`;
      if (i < ids.length) {
        await server.deps.media.store.put(key, cover, { contentType: 'image/jpeg', size: cover.length });
        await server.db.updateTable('books').set({ cover_path: key }).where('id', '=', bookId).execute();
      }
      jobs.push(await enqueue(server.db, COVER_VARIANTS_JOB, { book_id: bookId, cover_path: key }));
    }
    const lanes = new JobLanes(
      server.db,
      options.lanes === 'one' || options.lanes === 'arrival'
        ? [{ name: 'one', jobs: 'rest', concurrency: 1 }]
        : jobLanes(server.config),
      {
        handlers: jobHandlers(server.deps),
        pollMs: server.config.jobPollMs,
        timeLimits: JOB_TIME_LIMITS,
        defaultTimeLimitMs: server.config.jobTimeLimitMs,
      },
    );
    lanes.start();
    try {
      // The first cover is in hand before the code is asked for: the code is behind all twelve.
      const started = () =>
        server.db
          .selectFrom('jobs')
          .select('id')
          .where('id', 'in', jobs)
          .where('status', '!=', 'queued')
          .execute();
      while ((await started()).length === 0) await sleep(5);
      const asked = performance.now();
      await mailSellerCode(server.deps, author, '127.0.0.1');
      if (options.lanes === 'arrival') {
        await server.db.updateTable('jobs').set({ priority: 0 }).where('name', '=', MAIL_JOB).execute();
      }
      for (;;) {
        const mail = await server.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_address', '=', author.email)
          .where('code', 'is not', null)
          .executeTakeFirst();
        if (mail) break;
        await sleep(5);
      }
      const delayMs = Math.round(performance.now() - asked);
      const done = await server.db
        .selectFrom('jobs')
        .select('id')
        .where('id', 'in', jobs)
        .where('status', '=', 'done')
        .execute();
      return { delayMs, coversDone: done.length };
    } finally {
      await lanes.stop();
    }
  } finally {
    await server.close();
  }
}
