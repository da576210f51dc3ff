/**
 * Periodic work that must run once per period however many processes run: each schedule is a row of
 * `job_schedules`; at each tick every worker tries to move a due row's `next_run_at` on with a
 * conditional UPDATE, and only the one whose UPDATE matched enqueues the schedule's job, in the same
 * transaction (so a crash between the two loses neither). The job then runs on whichever worker claims
 * it, with the queue's retries.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueue } from './queue.ts';

export interface Schedule {
  /** The job's name (a handler of that name must exist) and the schedule row's key. */
  name: string;
  everySeconds: number;
  /** Seconds after the schedule is first registered before it first runs (default: one period). */
  firstAfterSeconds?: number;
}

/** Creates missing schedule rows (an existing row keeps its next run, with the current period). */
export async function registerSchedules(
  db: Kysely<Database>,
  schedules: readonly Schedule[],
  now: Date,
): Promise<void> {
  for (const s of schedules) {
    const first = new Date(now.getTime() + (s.firstAfterSeconds ?? s.everySeconds) * 1000);
    await db
      .insertInto('job_schedules')
      .values({ name: s.name, every_seconds: s.everySeconds, next_run_at: first })
      .onConflict((oc) => oc.column('name').doUpdateSet({ every_seconds: s.everySeconds }))
      .execute();
  }
}

/** Enqueues the job of every schedule due at `now` that this process wins; answers their names. */
export async function tickSchedules(
  db: Kysely<Database>,
  schedules: readonly Schedule[],
  now: Date,
): Promise<string[]> {
  const started: string[] = [];
  for (const s of schedules) {
    const won = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('job_schedules')
        .set({ next_run_at: new Date(now.getTime() + s.everySeconds * 1000), last_run_at: now })
        .where('name', '=', s.name)
        .where('next_run_at', '<=', now)
        .returning('name')
        .executeTakeFirst();
      if (!row) return false;
      await enqueue(trx, s.name, { scheduledAt: now.toISOString() }, { runAt: now, maxAttempts: 3 });
      return true;
    });
    if (won) started.push(s.name);
  }
  return started;
}
