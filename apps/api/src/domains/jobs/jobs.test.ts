/**
 * The job queue (jobs/queue.ts, jobs/schedules.ts) on the database of the run: in-memory PGlite, or
 * with DATABASE_URL the PostgreSQL server, where two workers on two connection pools (as two
 * processes) race for the same jobs and schedule. The clock is driven by the test: no sleeps.
 */
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { runAdmin } from '../../cli/admin.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, type DbHandle } from '../../db/index.ts';
import type { Scratch } from '../../db/scratch.ts';
import { backoffDelay, enqueue, JobWorker, type JobHandlers } from '../../jobs/queue.ts';
import { registerSchedules, tickSchedules } from '../../jobs/schedules.ts';
import type { ThrottleStore } from '../../lib/throttle.ts';
import { createMailer, MAIL_JOB, mailDelivery } from '../../mail/mailer.ts';
import { startRole } from '../../roles.ts';
import { freshDatabase } from '../../../test/helpers.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../../test/smtp-stand-in.ts';

let scratch: Scratch;
let db: DbHandle['db'];
/** A second pool on the same tables (PostgreSQL only): another process, as far as locks go. */
let other: DbHandle | undefined;
// Ahead of the wall clock (enqueue stamps run_at by it), so that what is enqueued now is due at once.
// Set once the database is made: on a loaded machine that alone can take more than a minute.
let now = new Date();
const clock = () => now;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  scratch = await freshDatabase();
  db = scratch.handle.db;
  if (scratch.url) {
    const schema = await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db);
    other = await createDatabase({ databaseUrl: scratch.url, schema: schema.rows[0]?.s, poolSize: 4 });
  }
  now = new Date(Date.now() + 10 * 60_000);
});

afterAll(async () => {
  await other?.close();
  await scratch.drop();
});

const jobRow = (id: number) =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function admin(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, {
    db,
    mailer: createMailer(db),
    clock,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('the job queue', () => {
  it('retries a failing job with exponential backoff, keeps it as failed, and the operator retries it', async () => {
    let fail = true;
    const runs: number[] = [];
    const handlers: JobHandlers = {
      flaky: async (_payload, job) => {
        runs.push(job.attempts);
        if (fail) throw new Error(`relay down (attempt ${job.attempts})`);
      },
    };
    const worker = new JobWorker(db, { handlers, clock, backoffMs: 100 });
    const id = await enqueue(db, 'flaky', { n: 1 }, { maxAttempts: 3 });

    expect(await worker.runOne()).toBe(true);
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'relay down (attempt 1)',
    });
    expect((await jobRow(id)).run_at.getTime()).toBe(now.getTime() + 100);
    expect(await worker.runOne()).toBe(false); // not due before its backoff
    later(100);
    expect(await worker.runOne()).toBe(true);
    expect((await jobRow(id)).run_at.getTime()).toBe(now.getTime() + backoffDelay(100, 2));
    later(199);
    expect(await worker.runOne()).toBe(false);
    later(1);
    expect(await worker.runOne()).toBe(true);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: 'relay down (attempt 3)' });
    expect(runs).toEqual([1, 2, 3]);
    later(3_600_000);
    expect(await worker.runOne()).toBe(false); // kept, never run again on its own

    const listed = await admin('jobs:failed');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`\\b${id}\\s+flaky\\s.*\\s3\\s+relay down \\(attempt 3\\)`));
    expect((await admin('jobs:retry', '999999')).code).toBe(1);
    const retried = await admin('jobs:retry', String(id));
    expect(retried).toMatchObject({ code: 0 });
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await admin('jobs:retry', String(id))).code).toBe(1); // no longer failed
    fail = false;
    expect(await worker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await admin('jobs:failed')).stdout).not.toMatch(new RegExp(`\\b${id}\\s+flaky`));
  });

  it('gives a job whose worker stopped mid-job to another once its lease ends', async () => {
    const never = () => Promise.reject(new Error('never runs'));
    const lost = new JobWorker(db, { handlers: { 'lease.test': never }, clock, leaseMs: 1000, id: 'lost' });
    const id = await enqueue(db, 'lease.test');
    expect((await lost.claim())?.id).toBe(id); // claimed, then the process "dies"
    const ran: number[] = [];
    const next = new JobWorker(db, {
      handlers: { 'lease.test': async (_p, job) => void ran.push(job.id) },
      clock,
    });
    expect(await next.runOne()).toBe(false);
    later(1000);
    expect(await next.runOne()).toBe(true);
    expect(ran).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each job on exactly one of two workers', async () => {
    const ids = await Promise.all(Array.from({ length: 24 }, (_, i) => enqueue(db, 'race', { i })));
    const ranBy = new Map<number, string[]>();
    const handlers = (name: string): JobHandlers => ({
      race: async (_p, job) => {
        ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), name]);
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    const one = new JobWorker(db, { handlers: handlers('one'), clock });
    const two = new JobWorker(other?.db ?? db, { handlers: handlers('two'), clock });
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(ids.length);
    expect([...ranBy.keys()].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    expect([...ranBy.values()].every((by) => by.length === 1)).toBe(true);
    if (other) expect(Math.min(a, b)).toBeGreaterThan(0); // both pools took part
  });

  it('runs a schedule once per period however many processes tick it', async () => {
    const schedule = [{ name: 'nightly', everySeconds: 60 }];
    await registerSchedules(db, schedule, now);
    const tick = () =>
      Promise.all([tickSchedules(db, schedule, now), tickSchedules(other?.db ?? db, schedule, now)]);
    expect((await tick()).flat()).toEqual([]);
    later(60_000);
    expect((await tick()).flat()).toEqual(['nightly']);
    expect((await tick()).flat()).toEqual([]);
    later(60_000);
    const third = await Promise.all([
      tickSchedules(db, schedule, now),
      tickSchedules(other?.db ?? db, schedule, now),
      tickSchedules(db, schedule, now),
    ]);
    expect(third.flat()).toEqual(['nightly']);
    const jobs = await db.selectFrom('jobs').select('status').where('name', '=', 'nightly').execute();
    expect(jobs).toHaveLength(2);
  });
});

describe('mail through the queue', () => {
  let smtp: SmtpStandIn;
  beforeAll(async () => {
    smtp = await startSmtpStandIn({ failFirst: 1 });
  });
  afterAll(() => smtp.close());

  const message = (to: string) => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', purpose: 'test' });
  const outbox = (to: string) =>
    db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

  it('is written with the change that causes it: a rolled-back change mails nothing', async () => {
    const mailer = createMailer(db);
    const config = loadConfig({ NODE_ENV: 'test' });
    const worker = new JobWorker(db, { handlers: { [MAIL_JOB]: mailDelivery(db, config) }, clock });
    await expect(
      db.transaction().execute(async (trx) => {
        await mailer.send(message('undone@example.test'), trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction().execute((trx) => mailer.send(message('done@example.test'), trx));
    await worker.drain();
    expect(await outbox('undone@example.test')).toEqual([]);
    expect(await outbox('done@example.test')).toHaveLength(1);
  });

  it('is retried when the SMTP relay refuses it, then sent once, with one outbox row', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url });
    const worker = new JobWorker(db, {
      handlers: { [MAIL_JOB]: mailDelivery(db, config) },
      clock,
      backoffMs: 500,
    });
    const to = 'relay@example.test';
    const id = await enqueue(db, MAIL_JOB, message(to));
    expect(await worker.runOne()).toBe(true);
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first.last_error).toMatch(/451/);
    expect((await outbox(to))[0]?.error).toMatch(/451/);
    expect(smtp.received).toHaveLength(0);
    later(500);
    expect(await worker.runOne()).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    const rows = await outbox(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ error: null, job_id: id });
    expect(rows[0]?.sent_at).toBeInstanceOf(Date);
    expect((await smtp.waitFor(to)).raw).toContain('Subject: Hello');
    expect(smtp.received).toHaveLength(1);
  });
});

describe('API_ROLE', () => {
  const roleOf = async (role: string, throttleStore?: ThrottleStore) => {
    const config = loadConfig({ NODE_ENV: 'test', API_ROLE: role, DATA_DIR: tmpdir(), JOB_POLL_MS: '20' });
    return startRole(
      config,
      createApp({ db, config, mailer: createMailer(db), ...(throttleStore ? { throttleStore } : {}) }),
      { throttleStore },
    );
  };

  it('web serves the API and runs no jobs; worker runs them and serves only the health checks', async () => {
    const web = await roleOf('web');
    expect(web.worker).toBeUndefined();
    expect((await web.served.request('/api/public/categories')).status).toBe(200);
    const id = await enqueue(db, MAIL_JOB, {
      to: 'role@example.test',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
    });

    const worker = await roleOf('worker');
    try {
      expect(worker.worker).toBeDefined();
      expect((await worker.served.request('/api/public/categories')).status).toBe(404);
      expect((await worker.served.request('/healthz')).status).toBe(200);
      const ready = await worker.served.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', checks: ['database'] });
      // The worker polls every 20 ms: the job is done in a few polls.
      for (let i = 0; i < 250 && (await jobRow(id)).status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await jobRow(id)).toMatchObject({ status: 'done' });
    } finally {
      await worker.worker?.stop();
    }
  });

  it('/readyz names each failing dependency (Redis when the throttle uses it)', async () => {
    const client = { ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6390')) };
    const web = await roleOf('web', { kind: 'redis', client: client as never, prefix: 't:' });
    const ready = await web.served.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', failed: ['redis'] });
  });
});
