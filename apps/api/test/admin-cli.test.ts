import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, USAGE } from '../src/cli/admin.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, migrate, type DbHandle } from '../src/db/index.ts';
import type { Scratch } from '../src/db/scratch.ts';
import { JobWorker } from '../src/jobs/queue.ts';
import { createMailer, MAIL_JOB, mailDelivery } from '../src/mail/mailer.ts';
import { freshDatabase } from './helpers.ts';

/**
 * The operator's `admin voiceover:review` command. The review itself (listing, approving, rejecting,
 * the refusals and the mails) runs in this process through `runAdmin` on a scratch database, so it runs
 * on PGlite and on the PostgreSQL server alike. What only the process does (`pnpm --filter
 * @bookstore/api admin …` is `tsx src/cli/admin.ts …`: the config, opening and migrating the PGlite
 * data dir, the exit codes, the lock check) is checked with three child processes on a PGlite data dir;
 * each costs a TypeScript start and a database start, so there are no more of them than that.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiRoot, '..', '..', 'node_modules', '.bin', 'tsx');
const built = path.join(apiRoot, 'dist', 'admin.js');

/** The newest modification time of the files under `dir`. */
function newest(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (latest, entry) => Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/**
 * The command as deployed (`node dist/admin.js`) when the build is newer than every source file (the
 * test command builds first), else as a developer runs it (`tsx src/cli/admin.ts`): a child process
 * starting the bundle skips compiling the API's sources, a third of a TypeScript start's CPU.
 */
const command: [string, string[]] =
  existsSync(built) && statSync(built).mtimeMs > newest(path.join(apiRoot, 'src'))
    ? [process.execPath, [built]]
    : [tsx, ['--conditions=@bookstore/source', 'src/cli/admin.ts']];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function adminProcess(dataDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command[0],
      [...command[1], ...args],
      {
        cwd: apiRoot,
        // A scratch PGlite dir: no DATABASE_URL, mail to the developer outbox in that database.
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', SMTP_URL: '' },
        timeout: 90_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A user with a voiceover profile waiting for review, written straight into the database. */
async function submitted(db: DbHandle['db'], username: string): Promise<void> {
  const user = await db
    .insertInto('users')
    .values({
      uid: `uid-${username}`,
      username,
      email: `${username}@example.com`,
      password_hash: 'not-a-real-hash',
      email_verified_at: new Date(),
      is_voiceover_artist: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('voiceover_artists')
    .values({
      user_id: user.id,
      uid: `va-${username}`,
      status: 'in_review',
      display_name: `Voice of ${username}`,
      headline: 'Warm narrator',
      submitted_at: new Date(),
    })
    .execute();
}

async function statusOf(db: DbHandle['db'], username: string) {
  return db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.status', 'v.rejection_reason', 'v.reviewed_at'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
}

/** The mail the commands queued, once a worker has sent it (the demo's outbox). */
async function mailsTo(db: DbHandle['db'], addresses: string[]) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir() });
  await new JobWorker(db, { handlers: { [MAIL_JOB]: mailDelivery(db, config) } }).drain();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'purpose'])
    .where('to_address', 'in', addresses)
    .execute();
  return mails.map((m) => m.purpose).sort();
}

describe('admin voiceover:review', () => {
  let scratch: Scratch;
  let db: DbHandle['db'];

  /** Runs the command in this process: its exit code and what it printed. */
  async function admin(...args: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(args, {
      db,
      mailer: createMailer(db),
      clock: () => new Date(),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  }

  beforeAll(async () => {
    scratch = await freshDatabase();
    db = scratch.handle.db;
    await submitted(db, 'cli_approve_me');
    await submitted(db, 'cli_reject_me');
  });

  afterAll(() => scratch.drop());

  it('lists, approves, and rejects with a reason; a rejection without one is refused', async () => {
    const list = await admin('voiceover:review');
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('2 voiceover profiles waiting for review');
    expect(list.stdout).toContain('cli_approve_me');
    expect(list.stdout).toContain('cli_reject_me');

    const approve = await admin('voiceover:review', 'approve', 'cli_approve_me');
    expect(approve.code).toBe(0);
    expect(approve.stdout).toMatch(/Approved cli_approve_me/);

    const noReason = await admin('voiceover:review', 'reject', 'cli_reject_me');
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toMatch(/reason/i);

    const reason = 'The demo clips at the start; please re-record it.';
    const reject = await admin('voiceover:review', 'reject', 'cli_reject_me', '--reason', reason);
    expect(reject.code).toBe(0);
    expect(reject.stdout).toMatch(/Rejected cli_reject_me/);

    const empty = await admin('voiceover:review');
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain('No voiceover profiles are waiting for review.');

    expect(await statusOf(db, 'cli_approve_me')).toMatchObject({
      status: 'approved',
      rejection_reason: null,
    });
    const rejected = await statusOf(db, 'cli_reject_me');
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect(rejected.reviewed_at).not.toBeNull();
    expect(await mailsTo(db, ['cli_approve_me@example.com', 'cli_reject_me@example.com'])).toEqual([
      'voiceover_approved',
      'voiceover_rejected',
    ]);
    // Issue 28: each decision is in the audit log, from the command line.
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'source', 'operator_id', 'target_id', 'reason'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'voiceover.approve',
        source: 'cli',
        operator_id: null,
        target_id: 'cli_approve_me',
        reason: null,
      },
      { action: 'voiceover.reject', source: 'cli', operator_id: null, target_id: 'cli_reject_me', reason },
    ]);
  });

  it('refuses an unknown command, a stray argument and a reason on an approval, with the usage', async () => {
    for (const args of [
      ['voiceover:delete', 'someone'],
      ['voiceover:review', 'approve', 'a', 'b'],
      ['voiceover:review', 'approve'],
    ]) {
      const refused = await admin(...args);
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr).toContain('Usage');
    }
    const withReason = await admin('voiceover:review', 'approve', 'cli_approve_me', '--reason', 'x');
    expect(withReason.code).toBe(1);
    expect(withReason.stderr).toContain('--reason is for rejections only.');
    expect((await admin('--help')).stdout).toBe(USAGE);
  });
});

// The child processes always use PGlite (DATABASE_URL is emptied): the PostgreSQL run has nothing new
// to learn from them, so they run in the PGlite run only.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the admin command as a process', () => {
  let dataDir: string;

  /** Opens the PGlite data dir in this process (the command must be done with it). */
  async function open(): Promise<DbHandle> {
    const handle = await createDatabase({ dataDir });
    await migrate(handle);
    return handle;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
    const handle = await open();
    try {
      await submitted(handle.db, 'cli_process_approve');
    } finally {
      await handle.close();
    }
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the data dir from DATA_DIR, approves and mails, and exits 0', async () => {
    const approve = await adminProcess(dataDir, 'voiceover:review', 'approve', 'cli_process_approve');
    expect(approve.stderr).toBe('');
    expect(approve.code).toBe(0);
    expect(approve.stdout).toMatch(/Approved cli_process_approve/);
    const handle = await open();
    try {
      expect(await statusOf(handle.db, 'cli_process_approve')).toMatchObject({ status: 'approved' });
      expect(await mailsTo(handle.db, ['cli_process_approve@example.com'])).toEqual(['voiceover_approved']);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses, with the way out, while another process holds the data dir', async () => {
    const handle = await open();
    try {
      const refused = await adminProcess(dataDir, 'voiceover:review', 'approve', 'cli_process_approve');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/open in another process/);
      expect(refused.stderr).toContain('POST /dev/voiceover/review');
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('prints its usage for --help and exits 0', async () => {
    const help = await adminProcess(dataDir, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('admin voiceover:review approve <username>');
  }, 120_000);
});
