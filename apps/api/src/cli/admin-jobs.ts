/**
 * The operator's view of the job queue (jobs/queue.ts): `admin jobs:failed` lists the jobs kept as
 * failed (used up their attempts), newest first, with their last error; `admin jobs:retry <id>` puts one
 * back in the queue with a fresh set of attempts (a running worker picks it up within a poll);
 * `admin covers:variants [--dry-run]` queues the WebP copies of covers that have none (uploaded before
 * the `covers.variants` job existed).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { failedJobs, retryJob } from '../jobs/queue.ts';
import { queueMissingCoverVariants } from '../domains/media/cover-variants.ts';

interface JobsIo {
  db: Kysely<Database>;
  clock: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '-');

export async function listFailedJobs(io: JobsIo): Promise<number> {
  const rows = await failedJobs(io.db);
  if (rows.length === 0) {
    io.out('No failed jobs.');
    return 0;
  }
  io.out(`${rows.length} failed job${rows.length === 1 ? '' : 's'} (newest first):`);
  io.out(
    `  ${'ID'.padStart(8)}  ${'NAME'.padEnd(22)} ${'FAILED (UTC)'.padEnd(19)} ${'TRIES'.padStart(5)}  LAST ERROR`,
  );
  for (const r of rows) {
    const error = (r.last_error ?? '-').replace(/\s+/g, ' ').slice(0, 160);
    io.out(
      `  ${String(r.id).padStart(8)}  ${r.name.padEnd(22)} ${when(r.finished_at).padEnd(19)} ${String(r.attempts).padStart(5)}  ${error}`,
    );
  }
  io.out('Retry one with: admin jobs:retry <id>');
  return 0;
}

export async function retryFailedJob(io: JobsIo, id: string | undefined): Promise<number> {
  if (!id || !/^\d{1,15}$/.test(id)) {
    io.err('Give the id of a failed job: admin jobs:retry <id> (admin jobs:failed lists them).');
    return 1;
  }
  if (!(await retryJob(io.db, Number(id), io.clock()))) {
    io.err(`No failed job has the id ${id} (admin jobs:failed lists them).`);
    return 1;
  }
  io.out(`Job ${id} is queued again with a fresh set of attempts; a worker will run it shortly.`);
  return 0;
}

export async function queueCoverVariants(io: JobsIo, dryRun: boolean): Promise<number> {
  const count = await queueMissingCoverVariants(io.db, io.clock(), { dryRun });
  const covers = `${count} raster cover${count === 1 ? '' : 's'} without WebP copies`;
  if (count === 0) io.out('Every raster cover has its WebP copies or a job writing them.');
  else if (dryRun) io.out(`${covers}: run without --dry-run to queue their jobs.`);
  else
    io.out(`Queued the copies of ${covers}; the workers write them (admin jobs:failed lists any failure).`);
  return 0;
}
