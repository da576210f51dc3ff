import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/index.ts';
import type { Database, User } from '../src/db/schema.ts';
import { tickSchedules } from '../src/jobs/schedules.ts';
import { EXPIRY_JOB, SCHEDULES } from '../src/domains/jobs/handlers.ts';
import { seedCatalogue } from './fixtures.ts';
import { createUser, freshDatabase, TestClient, TEST_PASSWORD } from './helpers.ts';
import { sameBrowser, startApi, stop, type ApiProcess } from './process-support.ts';
import { startLocalS3, type LocalS3 } from './s3-support.ts';
import { mp3Bytes, pngBytes, seedPriceLevels, upload, type Envelope } from './selling-support.ts';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in.ts';
import { redisAnswers } from './throttle-support.ts';

/**
 * Issue 27's "done when" (@server-database: the PGlite run leaves this file out, see vitest.config.ts):
 * two web processes and one worker (API_ROLE=web, web, worker), each with a DATA_DIR of its own, on the
 * PostgreSQL server, Redis (when one answers) and an S3-compatible server (s3rver), media in the bucket.
 * A cover sent to one web process is served by the other; a 20 MB track sent in parts (one part
 * refused once) is checked by the worker and plays through the other's signed link; a worker killed
 * while its mail is in the relay's DATA phase sends it exactly once after it restarts (its lease
 * ends); a schedule runs once per period; no media byte is left under any DATA_DIR.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.warn('multi-process: no DATABASE_URL, the multi-process test is skipped.');

const redisUrl = 'redis://127.0.0.1:6379';
/** The worker's lease: a killed worker's job is claimed again this long after it was taken. */
const LEASE_MS = 2000;
const MB = 1024 * 1024;

/** Every file (not folder) under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** Waits until `probe` answers something other than undefined (every 100 ms, up to `ms`). */
async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!databaseUrl)('two web processes and a worker on PostgreSQL, Redis and S3', () => {
  let web1: ApiProcess | undefined;
  let web2: ApiProcess | undefined;
  let worker: ApiProcess | undefined;
  let workerEnv: Record<string, string>;
  let db: Kysely<Database>;
  let s3: LocalS3;
  let smtp: SmtpStandIn;
  let author: TestClient;
  let bookUid: string;
  const dataDirs: string[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];

  /** The newest mail's code to `email`, from the demo outbox the worker writes before it sends. */
  const mailedCode = (email: string, after = 0) =>
    until(async () => {
      const row = await db
        .selectFrom('mail_outbox')
        .select(['id', 'code'])
        .where('to_address', '=', email)
        .where('id', '>', after)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.code ?? undefined;
    }, `a code mailed to ${email}`);

  async function signIn(user: User, url: string): Promise<TestClient> {
    const client = new TestClient(url);
    const res = await client.post('/user/auth/spa/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    const { handle, drop, url: copyUrl } = await freshDatabase();
    cleanups.push(drop);
    await migrate(handle);
    db = handle.db;
    await seedCatalogue(db);
    await seedPriceLevels(db, ['ng']);
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    const url = new URL(copyUrl ?? '');
    url.searchParams.set('options', `-c search_path=${rows[0]?.schema ?? ''},public`);
    s3 = await startLocalS3();
    cleanups.push(() => s3.stop());
    smtp = await startSmtpStandIn();
    cleanups.push(() => smtp.close());
    const redis = (await redisAnswers(redisUrl)) ? redisUrl : '';
    if (!redis) console.warn('multi-process: no Redis at 127.0.0.1:6379, throttling counters in PostgreSQL.');
    const env = (role: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `bookstore-multi-${role}-`));
      dataDirs.push(dataDir);
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return {
        ...s3.env,
        NODE_ENV: 'test',
        API_ROLE: role,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        STORE_URL: 'http://store.test',
        REDIS_URL: redis,
        SMTP_URL: smtp.url,
        JOB_LEASE_MS: String(LEASE_MS),
        // Shared by every process: CSRF tokens and signed links made by one are checked by the other.
        APP_SECRET: 'multi-process-test-secret-0123456789abcdef',
      };
    };
    workerEnv = env('worker');
    [web1, web2, worker] = await Promise.all([
      startApi(env('web')),
      startApi(env('web')),
      startApi(workerEnv),
    ]);

    // An author past the seller check (its code mailed by the worker), with a draft audiobook.
    const user = await createUser(db, { author: true, country: 'ng' });
    author = await signIn(user, web1.url);
    expect((await author.get('/api/user/auth/verification/get_code')).status).toBe(200);
    const verified = await author.post('/api/user/selling/verify_2fa', {
      verification_code: await mailedCode(user.email),
    });
    expect(verified.status).toBe(200);
    const created = await author.post<Envelope<{ uid: string }>>('/api/user/selling/books', {
      title: 'Rivers in Many Places',
      type: 'audiobook',
    });
    expect(created.status).toBe(201);
    bookUid = created.body.data.uid;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(web1), stop(web2), stop(worker)]);
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('serves a cover sent to one web process from the other', async () => {
    if (!web2) throw new Error('not started');
    const png = pngBytes(2048);
    const changed = await author.request<Envelope<{ cover_path: string }>>(
      'POST',
      `/api/user/selling/books/${bookUid}/change_cover`,
      { form: upload('cover', png, 'image/png', 'cover.png') },
    );
    expect(changed.status).toBe(200);
    const served = await fetch(web2.url + new URL(changed.body.data.cover_path, web2.url).pathname);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('checks a 20 MB track sent in parts (one refused once) on the worker; it plays through the other web process', async () => {
    if (!web1 || !web2) throw new Error('not started');
    const file = mp3Bytes(1250); // 20,000,010 bytes: 1,250 s at 128 kbit/s
    const created = await author.post<Envelope<{ id: string; part_size: number; part_count: number }>>(
      '/api/user/uploads',
      {
        purpose: 'audiobook_track',
        book_uid: bookUid,
        title: 'The Long Chapter',
        file_name: 'long-chapter.mp3',
        size: file.length,
        type: 'audio/mpeg',
      },
    );
    expect(created.status).toBe(201);
    const { id, part_size, part_count } = created.body.data;
    expect(part_count).toBe(Math.ceil(file.length / part_size));
    const sign = async (n: number) => {
      const res = await author.post<Envelope<{ url: string }>>(`/api/user/uploads/${id}/sign_part`, {
        part_number: n,
      });
      expect(res.status).toBe(200);
      return new URL(res.body.data.url);
    };
    const parts = await Promise.all(
      Array.from({ length: part_count }, async (_, i) => {
        const n = i + 1;
        const body = file.subarray(i * part_size, n * part_size);
        if (n === 2) {
          // The first PUT of part 2 is refused (a key the bucket does not know); a fresh URL goes through.
          const refused = await sign(n);
          const credential = refused.searchParams.get('X-Amz-Credential') ?? '';
          refused.searchParams.set('X-Amz-Credential', credential.replace('S3RVER', 'NOBODY'));
          expect((await fetch(refused, { method: 'PUT', body })).status).toBe(403);
        }
        const res = await fetch(await sign(n), { method: 'PUT', body });
        expect(res.status, `part ${n}`).toBe(200);
        return { part_number: n, etag: (res.headers.get('etag') ?? '').replace(/"/g, '') };
      }),
    );
    const completed = await author.post<Envelope<{ status: string }>>(`/api/user/uploads/${id}/complete`, {
      parts,
    });
    expect(completed.status).toBe(202);
    expect(completed.body.data.status).toBe('checking');

    // The web processes run no jobs: the worker checks the file within a poll. Asked of web 2.
    const onTwo = sameBrowser(author, web2.url);
    type Checked = { upload: { status: string }; result: { file: { duration_seconds: number } } | null };
    const checked = await until(async () => {
      const res = await onTwo.get<Envelope<Checked>>(`/api/user/uploads/${id}`);
      return res.body.data.upload.status === 'checking' ? undefined : res.body;
    }, 'the check');
    expect(checked.data.upload.status).toBe('completed');
    expect(checked.data.result?.file.duration_seconds).toBe(1250);
    const check = await db
      .selectFrom('jobs')
      .select('status')
      .where('name', '=', 'uploads.check')
      .executeTakeFirstOrThrow();
    expect(check.status).toBe('done');

    // The player's ranged read: web 2's signed link redirects to the bucket, which answers 206.
    const book = await onTwo.get<Envelope<{ audio_files: { title: string; url: string }[] }>>(
      `/api/user/selling/books/${bookUid}`,
    );
    const track = book.body.data.audio_files.find((t) => t.title === 'The Long Chapter');
    // Root-relative (no PUBLIC_URL): the player follows it on the process whose page it is on.
    expect(track?.url.startsWith('/api/files/')).toBe(true);
    const link = `${web2.url}${track?.url ?? ''}`;
    const start = 19 * MB;
    const ranged = await fetch(link, { headers: { Range: `bytes=${start}-${start + 99}` } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes ${start}-${start + 99}/${file.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(file.subarray(start, start + 100));
    const head = await fetch(link, { headers: { Range: 'bytes=0-13' } });
    expect(new Uint8Array(await head.arrayBuffer())).toEqual(file.subarray(0, 14));
  });

  it('sends a mail exactly once when its worker is killed in the SMTP DATA phase and restarts', async () => {
    if (!web1) throw new Error('not started');
    const user = await createUser(db, { author: true, country: 'ng' });
    const client = await signIn(user, web1.url);
    const held = smtp.holdNext();
    const sentBefore = smtp.received.length;
    expect((await client.get('/api/user/auth/verification/get_code')).status).toBe(200);
    expect(await held).toEqual([user.email]);
    await stop(worker, 'SIGKILL');
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts'])
      .where('name', '=', 'mail.send')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'running', attempts: 1 });

    worker = await startApi(workerEnv);
    const mail = await smtp.waitFor(user.email, sentBefore, 30_000);
    const done = await until(async () => {
      const row = await db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      return row.status === 'done' ? row : undefined;
    }, 'the mail job');
    expect(done.attempts).toBe(2);
    expect(smtp.received.slice(sentBefore).filter((m) => m.to.includes(user.email))).toEqual([mail]);
    expect(await mailedCode(user.email)).toMatch(/^\d{6}$/);
  }, 60_000);

  it('runs a schedule once per period, however many tick it', async () => {
    if (!worker) throw new Error('not started');
    // Only workers tick (API_ROLE=web runs no jobs): the worker, and two more tickers on this test's
    // own connections, as two more workers would, race for each period.
    const jobsOfPeriod = (at: Date) =>
      db
        .selectFrom('jobs')
        .select(['id', 'status'])
        .where('name', '=', EXPIRY_JOB)
        .where(sql<boolean>`payload->>'scheduledAt' >= ${at.toISOString()}`)
        .execute();
    for (let period = 0; period < 2; period++) {
      const due = new Date(Date.now() - 1000);
      await db
        .updateTable('job_schedules')
        .set({ next_run_at: due })
        .where('name', '=', EXPIRY_JOB)
        .execute();
      const won = await Promise.all([
        tickSchedules(db, SCHEDULES, new Date()),
        tickSchedules(db, SCHEDULES, new Date()),
      ]);
      const jobs = await until(async () => {
        const found = await jobsOfPeriod(due);
        return found.length > 0 && found.every((j) => j.status === 'done') ? found : undefined;
      }, 'the scheduled job');
      // Let the worker tick again (once a second) before counting.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await jobsOfPeriod(due)).toHaveLength(1);
      expect(jobs).toHaveLength(1);
      expect(won.flat().filter((name) => name === EXPIRY_JOB).length).toBeLessThanOrEqual(1);
      const row = await db
        .selectFrom('job_schedules')
        .select('next_run_at')
        .where('name', '=', EXPIRY_JOB)
        .executeTakeFirstOrThrow();
      expect(new Date(row.next_run_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
  }, 30_000);

  it('leaves no media bytes under any DATA_DIR', () => {
    expect(dataDirs).toHaveLength(3);
    for (const dir of dataDirs) expect(filesUnder(dir), dir).toEqual([]);
  });
});
