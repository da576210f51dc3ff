import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type DbHandle } from '../src/db/index.ts';

/**
 * The operator's `admin voiceover:review` command as the operator runs it: a child process
 * (`pnpm --filter @bookstore/api admin …` is `tsx src/cli/admin.ts …`) on a scratch PGlite data dir,
 * so argument parsing, the config, the migrations, the exit codes and the lock check are all real.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiRoot, '..', '..', 'node_modules', '.bin', 'tsx');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function admin(dataDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['--conditions=@bookstore/source', 'src/cli/admin.ts', ...args],
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

let dataDir: string;

/** Opens the scratch database in this process (the CLI must be done with it). */
async function open(): Promise<DbHandle> {
  const handle = await createDatabase({ dataDir });
  await migrate(handle);
  return handle;
}

/** A user with a voiceover profile waiting for review, written straight into the scratch database. */
async function submitted(handle: DbHandle, username: string): Promise<void> {
  const user = await handle.db
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
  await handle.db
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

async function statusOf(handle: DbHandle, username: string) {
  return handle.db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.status', 'v.rejection_reason', 'v.reviewed_at'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
  const handle = await open();
  try {
    await submitted(handle, 'cli_approve_me');
    await submitted(handle, 'cli_reject_me');
  } finally {
    await handle.close();
  }
}, 120_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('admin voiceover:review as a command', () => {
  it('lists, approves, and rejects with a reason; a rejection without one is refused', async () => {
    const list = await admin(dataDir, 'voiceover:review');
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('2 voiceover profiles waiting for review');
    expect(list.stdout).toContain('cli_approve_me');
    expect(list.stdout).toContain('cli_reject_me');

    const approve = await admin(dataDir, 'voiceover:review', 'approve', 'cli_approve_me');
    expect(approve.code).toBe(0);
    expect(approve.stdout).toMatch(/Approved cli_approve_me/);

    const noReason = await admin(dataDir, 'voiceover:review', 'reject', 'cli_reject_me');
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toMatch(/reason/i);

    const reason = 'The demo clips at the start; please re-record it.';
    const reject = await admin(dataDir, 'voiceover:review', 'reject', 'cli_reject_me', '--reason', reason);
    expect(reject.code).toBe(0);
    expect(reject.stdout).toMatch(/Rejected cli_reject_me/);

    // Nothing left to review; the refused rejection above (no query ran) left no stale lock behind.
    const empty = await admin(dataDir, 'voiceover:review');
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain('No voiceover profiles are waiting for review.');

    const handle = await open();
    try {
      expect(await statusOf(handle, 'cli_approve_me')).toMatchObject({
        status: 'approved',
        rejection_reason: null,
      });
      const rejected = await statusOf(handle, 'cli_reject_me');
      expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: reason });
      expect(rejected.reviewed_at).not.toBeNull();
      const mails = await handle.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'purpose'])
        .where('to_address', 'in', ['cli_approve_me@example.com', 'cli_reject_me@example.com'])
        .execute();
      expect(mails.map((m) => m.purpose).sort()).toEqual(['voiceover_approved', 'voiceover_rejected']);
      // Issue 28: each decision is in the audit log, from the command line.
      const audit = await handle.db
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
    } finally {
      await handle.close();
    }
  }, 240_000);

  it('refuses, with the way out, while another process holds the data dir', async () => {
    const handle = await open();
    try {
      const refused = await admin(dataDir, 'voiceover:review', 'approve', 'cli_approve_me');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/open in another process/);
      expect(refused.stderr).toContain('POST /dev/voiceover/review');
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('prints its usage, and refuses an unknown command', async () => {
    const help = await admin(dataDir, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('admin voiceover:review approve <username>');
    const unknown = await admin(dataDir, 'voiceover:delete', 'someone');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage');
  }, 120_000);
});
