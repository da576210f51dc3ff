/**
 * The operator's commands, against the same database as the server (DATABASE_URL, or PGlite in
 * DATA_DIR; see config.ts):
 *
 *   pnpm --filter @bookstore/api admin voiceover:review                                 list profiles in review
 *   pnpm --filter @bookstore/api admin voiceover:review approve <username>              approve (goes public)
 *   pnpm --filter @bookstore/api admin voiceover:review reject <username> --reason "…"  reject, with the reason
 *   pnpm --filter @bookstore/api admin operator:grant <email>                           make an operator (/admin)
 *   pnpm --filter @bookstore/api admin operator:revoke <email>                          end an operator's role
 *   pnpm --filter @bookstore/api admin jobs:failed                                      list failed jobs (mail...)
 *   pnpm --filter @bookstore/api admin jobs:retry <id>                                  queue a failed job again
 *   pnpm --filter @bookstore/api admin covers:variants [--dry-run]                      queue missing cover copies
 *   pnpm --filter @bookstore/api admin db:app-role <role>                               the API's own role (below)
 *
 * Every change is written to the audit log (source `cli`) in the change's own transaction, naming who
 * ran it: `--operator <email>` (an operator's account; they cannot decide on their own profile or role),
 * else the OS account running the command.
 * The artist is mailed the outcome: the mail is queued with the change and sent by the server's worker
 * (in the demo: the outbox at /dev/mail).
 *
 * PGlite (no DATABASE_URL) is a single-process database: while the server has DATA_DIR open, a second
 * process must not open it (it would corrupt it), so the command refuses and says so. Then stop the
 * server, or in the demo use the same review through the running server:
 * `POST /dev/voiceover/review {"username", "decision": "approve" | "reject", "reason"}`.
 * With PostgreSQL (DATABASE_URL) the command runs beside the servers.
 *
 * `db:app-role <role>` (PostgreSQL only) connects as the owner (MIGRATION_DATABASE_URL, else
 * DATABASE_URL), migrates, creates the role if missing (LOGIN, password from APP_ROLE_PASSWORD when set)
 * and grants it the API's rights (db/app-role.ts): read and write the store's tables, only read and
 * append to audit_log. Idempotent: run it again after a restore; the server re-grants after migrating.
 */
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/index.ts';
import { grantAppRole, migrateAsOwner, ownerUrl } from '../db/app-role.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { cliActor, type Actor } from '../domains/accounts/audit.ts';
import { userByEmail } from '../domains/admin/admin-users.queries.ts';
import { listFailedJobs, queueCoverVariants, retryFailedJob } from './admin-jobs.ts';
import { changeOperator } from '../domains/admin/admin-operators.ts';
import { pendingSubmissions, reviewArtist } from '../domains/voiceover/voiceover-review.ts';

export const USAGE = `Usage:
  admin voiceover:review                                   list the voiceover profiles waiting for review
  admin voiceover:review approve <username>                approve a profile: the artist goes public
  admin voiceover:review reject <username> --reason "…"    reject a profile, telling the artist why
  admin operator:grant <email>                             make the account an operator (the back office, /admin)
  admin operator:revoke <email>                            take the operator role away
  admin jobs:failed                                        list the failed jobs (mail...) with their last error
  admin jobs:retry <id>                                    put a failed job back in the queue
  admin covers:variants [--dry-run]                        queue the WebP copies of covers that have none
  admin db:app-role <role>                                 create the API's PostgreSQL role and grant its rights
                                                           (as MIGRATION_DATABASE_URL's owner; APP_ROLE_PASSWORD)

Options:
  --operator <email>   the operator running the command, named in the audit log (default: the OS account)

Runs against the server's database: DATABASE_URL, or PGlite in DATA_DIR (stop the server first).`;

export interface AdminIo {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
  /** The OS account running the command (named in the audit log without --operator). */
  osUser?: string;
}

function osAccount(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'unknown';
  }
}

/** Who the audit log names: the operator of `--operator <email>`, else the OS account; an error line. */
async function actorOf(io: AdminIo, email: string | undefined): Promise<Actor | string> {
  const osUser = `os:${io.osUser ?? osAccount()}`;
  if (email === undefined) return cliActor(null, osUser);
  const user = await userByEmail(io.db, email.trim());
  if (!user?.is_operator) return `--operator ${email} is not an operator's account.`;
  return cliActor(user, osUser);
}

const day = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 16) : '-');

/** Runs one admin command on an open database; the process exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        operator: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 1;
  }
  const [command, action, username, ...rest] = parsed.positionals;
  if (parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  if (command === 'covers:variants' && action === undefined)
    return queueCoverVariants(io, parsed.values['dry-run'] === true);
  if (parsed.values['dry-run'] !== undefined) {
    io.err('--dry-run is for covers:variants only.');
    return 1;
  }
  if (command === 'jobs:failed' && action === undefined) return listFailedJobs(io);
  if (command === 'jobs:retry' && username === undefined) return retryFailedJob(io, action);
  const actor = await actorOf(io, parsed.values.operator);
  if (typeof actor === 'string') {
    io.err(actor);
    return 1;
  }
  if (command === 'operator:grant' || command === 'operator:revoke') {
    const extra = username === undefined ? rest : [username];
    return runOperator(io, actor, command === 'operator:grant', action, extra);
  }
  if (command !== 'voiceover:review' || rest.length > 0) {
    io.err(USAGE);
    return 1;
  }
  if (action === undefined) {
    const rows = await pendingSubmissions(io.db);
    if (rows.length === 0) {
      io.out('No voiceover profiles are waiting for review.');
      return 0;
    }
    io.out(`${rows.length} voiceover profile${rows.length === 1 ? '' : 's'} waiting for review:`);
    io.out(
      `  ${'USERNAME'.padEnd(20)} ${'SUBMITTED (UTC)'.padEnd(17)} ${'DEMOS'.padStart(5)} ${'OFFERS'.padStart(6)}  NAME / HEADLINE`,
    );
    for (const r of rows) {
      io.out(
        `  ${r.username.padEnd(20)} ${day(r.submitted_at).padEnd(17)} ${String(r.demos).padStart(5)} ${String(r.offers).padStart(6)}  ${r.display_name ?? '-'}: ${r.headline ?? '-'} <${r.email}>`,
      );
    }
    io.out('Approve with: admin voiceover:review approve <username>');
    io.out('Reject with:  admin voiceover:review reject <username> --reason "What should change"');
    return 0;
  }
  if ((action !== 'approve' && action !== 'reject') || !username) {
    io.err(USAGE);
    return 1;
  }
  if (action === 'approve' && parsed.values.reason !== undefined) {
    io.err('--reason is for rejections only.');
    return 1;
  }
  const reason = parsed.values.reason ?? null;
  return report(io, async () => {
    const result = await reviewArtist(io, actor, username, action, reason);
    return result.status === 'approved'
      ? `Approved ${result.username}: the profile is public in the voiceover directory; the artist was mailed.`
      : `Rejected ${result.username}: the reason is on their profile; the artist was mailed.`;
  });
}

/** `operator:grant <email>` / `operator:revoke <email>`. */
async function runOperator(
  io: AdminIo,
  actor: Actor,
  on: boolean,
  email: string | undefined,
  extra: string[],
) {
  if (!email || extra.length > 0) {
    io.err(USAGE);
    return 1;
  }
  return report(io, async () => {
    const { username, change } = await changeOperator(io, actor, email, on);
    return change === 'unchanged'
      ? `${username} ${on ? 'is already' : 'is not'} an operator; nothing changed.`
      : on
        ? `${username} is now an operator: the back office (/admin) after the mailed security check.`
        : `${username} is no longer an operator.`;
  });
}

/**
 * Runs one change and prints the line it answers (exit code 0); a refusal of the service (an
 * DomainError: not found, not in review, a bad reason…) is printed to stderr instead (exit code 1).
 */
async function report(io: AdminIo, change: () => Promise<string>): Promise<number> {
  try {
    io.out(await change());
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** Whether a process (the server) has the PGlite database in `dataDir` open: it keeps postmaster.pid there. */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'));
}

export function inUseMessage(dataDir: string): string {
  return [
    `The database in ${path.join(dataDir, 'pgdata')} is open in another process (the API server, most likely).`,
    'PGlite is a single-process database, so this command cannot open it while the server runs.',
    'Either stop the server and run the command again, or, in the demo (not production), review through',
    'the running server: POST /dev/voiceover/review {"username": "…", "decision": "approve" | "reject", "reason": "…"}',
    '(GET /dev/voiceover/review lists the profiles in review).',
    'If no server is running (it was killed), remove the stale lock file pgdata/postmaster.pid and retry.',
  ].join('\n');
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  if (config.databaseUrl === 'memory://') {
    console.error('DATABASE_URL=memory:// is a database of one process; there is nothing to review here.');
    return 1;
  }
  if (!config.databaseUrl && pgliteInUse(config.dataDir)) {
    console.error(inUseMessage(config.dataDir));
    return 2;
  }
  if (argv[0] === 'db:app-role') return appRole(argv.slice(1), ownerUrl(config));
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { applied } = await migrateAsOwner(config, handle);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    return await runAdmin(argv, {
      db: handle.db,
      mailer: createMailer(handle.db),
      clock: () => new Date(),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await handle.close();
  }
}

/** `db:app-role <role>`: as the owner, migrate, create the role if missing and grant the API's rights. */
async function appRole(args: string[], url: string | undefined): Promise<number> {
  const [role, ...extra] = args;
  if (!role || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(
      'db:app-role is for a PostgreSQL server: set MIGRATION_DATABASE_URL (or DATABASE_URL) to the owner.',
    );
    return 1;
  }
  const owner = await createDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const { applied } = await migrateAsOwner({ migrationDatabaseUrl: undefined }, owner);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    const schema = await owner.withSession((s) =>
      grantAppRole(s, role, { create: true, password: process.env.APP_ROLE_PASSWORD || undefined }),
    );
    console.log(
      `${role} may read and write the tables of schema ${schema}, and only read and append to audit_log. ` +
        `Point DATABASE_URL at ${role} and MIGRATION_DATABASE_URL at the owner.`,
    );
    return 0;
  } finally {
    await owner.close();
  }
}

// Run as a command (tsx src/cli/admin.ts); tests import runAdmin without running it.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
